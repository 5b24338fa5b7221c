import type {
  BookingStatus,
  Equipment,
  PortfolioCategory,
  ProfessionalRole,
  Skill,
  Specialty,
} from '../../../shared/enums.js';

// The demo members. Fictional people; their pictures are generated abstract art
// (demo-images.ts). Emails are fixed so the seed can tell what it already created.

export const DEMO_DOMAIN = 'demo.frameline.test';
export const DEMO_PASSWORD = 'frameline-demo';
export const DEMO_ADMIN_EMAIL = `admin@${DEMO_DOMAIN}`;

export type DemoWork = {
  title: string;
  category: PortfolioCategory;
  description?: string;
  featured?: boolean;
};

export type DemoProfessional = {
  first: string;
  last: string;
  role: ProfessionalRole;
  /** Shown instead of the full name when set (a studio name, a short name). */
  displayName?: string;
  location: string;
  bio: string;
  specialties: Specialty[];
  skills: Skill[];
  equipment: Equipment[];
  hourly?: number;
  day?: number;
  years: number;
  verified?: boolean;
  unavailable?: boolean;
  instagram?: string;
  website?: string;
  phone?: string;
  work: DemoWork[];
};

export type DemoClient = {
  key: 'one' | 'two';
  first: string;
  last: string;
  company: string;
  location: string;
  bio: string;
  phone?: string;
  website?: string;
};

const ROLE_SLUG: Record<ProfessionalRole, string> = {
  photographer: 'photographer',
  model: 'model',
  videographer: 'videographer',
  stylist: 'stylist',
  makeup_artist: 'makeup',
  creative_director: 'director',
};

export function professionalEmail(pro: Pick<DemoProfessional, 'first' | 'role'>): string {
  return `${pro.first.toLowerCase()}.${ROLE_SLUG[pro.role]}@${DEMO_DOMAIN}`;
}

export function clientEmail(client: Pick<DemoClient, 'key'>): string {
  return `client.${client.key}@${DEMO_DOMAIN}`;
}

export const DEMO_PROFESSIONALS: DemoProfessional[] = [
  // --- photographers ---
  {
    first: 'Ava',
    last: 'Chen',
    role: 'photographer',
    location: 'New York, NY',
    bio: 'Fashion and editorial photographer working between Brooklyn studios and the street. I like strong colour, honest light and sets that stay calm.',
    specialties: ['fashion', 'editorial', 'portrait'],
    skills: ['photography', 'lighting', 'retouching', 'studio_work'],
    equipment: ['mirrorless_camera', 'lenses', 'professional_lighting', 'backdrop'],
    hourly: 180,
    day: 1400,
    years: 9,
    verified: true,
    instagram: '@avachen.studio',
    website: 'https://avachen.example',
    phone: '+1 212 555 0143',
    work: [
      {
        title: 'Coral Season',
        category: 'fashion',
        description: 'Spring lookbook for an independent label.',
        featured: true,
      },
      {
        title: 'Night Shift',
        category: 'editorial',
        description: 'Twelve-page story on late-night city light.',
      },
      { title: 'Paper Sun', category: 'editorial', featured: true },
      {
        title: 'Studio Notes',
        category: 'portrait',
        description: 'Portrait series lit with a single window.',
      },
      { title: 'Soft Focus', category: 'beauty' },
    ],
  },
  {
    first: 'Mateo',
    last: 'Alvarez',
    role: 'photographer',
    location: 'Austin, TX',
    bio: 'Wedding and event photographer. Documentary first, a few portraits when the light is right, and every frame delivered within three weeks.',
    specialties: ['wedding', 'event', 'documentary'],
    skills: ['photography', 'editing', 'natural_light'],
    equipment: ['dslr_camera', 'lenses', 'drone'],
    hourly: 150,
    years: 11,
    verified: true,
    instagram: '@mateo.frames',
    work: [
      {
        title: 'String Lights',
        category: 'wedding',
        description: 'A backyard reception in Hill Country.',
        featured: true,
      },
      { title: 'First Dance', category: 'wedding' },
      {
        title: 'Festival Hours',
        category: 'event',
        description: 'Three days of a music festival, shot for the organisers.',
      },
      { title: 'Quiet Vows', category: 'wedding' },
    ],
  },
  {
    first: 'Priya',
    last: 'Raman',
    role: 'photographer',
    location: 'London, UK',
    bio: 'Portrait and lifestyle photographer for founders, authors and families. Relaxed sessions, natural light, no stiff poses.',
    specialties: ['portrait', 'lifestyle'],
    skills: ['photography', 'natural_light', 'retouching'],
    equipment: ['mirrorless_camera', 'lenses', 'tripods'],
    hourly: 120,
    day: 850,
    years: 6,
    instagram: '@priya.raman.photo',
    work: [
      { title: 'Morning Kitchen', category: 'lifestyle', featured: true },
      { title: 'Founders', category: 'portrait', description: 'Headshots for a climate start-up.' },
      { title: 'Window Light', category: 'portrait' },
    ],
  },
  {
    first: 'Jonas',
    last: 'Lindqvist',
    role: 'photographer',
    displayName: 'Lindqvist Studio',
    location: 'Stockholm, Sweden',
    bio: 'Commercial and product photography with a Scandinavian eye: clean sets, precise light and colour that matches the real thing.',
    specialties: ['commercial', 'product'],
    skills: ['photography', 'lighting', 'studio_work', 'retouching', 'color_grading'],
    equipment: ['mirrorless_camera', 'professional_lighting', 'backdrop', 'tripods', 'lenses'],
    day: 1600,
    years: 14,
    verified: true,
    website: 'https://lindqvist.example',
    work: [
      {
        title: 'Ceramics, Lit',
        category: 'commercial',
        description: 'Catalogue for a small ceramics studio.',
        featured: true,
      },
      { title: 'Three Spheres', category: 'commercial' },
      { title: 'Glass and Shadow', category: 'other' },
      { title: 'Winter Catalogue', category: 'commercial' },
      { title: 'Still Life No. 4', category: 'other' },
      { title: 'Arches', category: 'editorial' },
    ],
  },
  {
    first: 'Amara',
    last: 'Okafor',
    role: 'photographer',
    location: 'Atlanta, GA',
    bio: 'Street and documentary photographer. I tell stories about neighbourhoods, makers and the people who keep a city running.',
    specialties: ['street', 'documentary', 'portrait'],
    skills: ['photography', 'natural_light', 'editing'],
    equipment: ['film_camera', 'mirrorless_camera', 'lenses'],
    years: 5,
    instagram: '@amara.on.film',
    work: [
      { title: 'Corner Store', category: 'other', description: 'Ongoing series on family businesses.' },
      { title: 'Block Party', category: 'event', featured: true },
      { title: 'After Rain', category: 'other' },
    ],
  },
  // --- models ---
  {
    first: 'Sofia',
    last: 'Marquez',
    role: 'model',
    location: 'Los Angeles, CA',
    bio: 'Fashion and commercial model, 5\'10". Runway, lookbooks and campaigns; comfortable with movement and long studio days.',
    specialties: ['fashion', 'commercial', 'editorial'],
    skills: ['studio_work', 'natural_light'],
    equipment: [],
    hourly: 150,
    day: 1200,
    years: 7,
    verified: true,
    instagram: '@sofia.marquez',
    work: [
      { title: 'Linen Summer', category: 'fashion', featured: true },
      { title: 'Runway, Backstage', category: 'fashion' },
      {
        title: 'Campaign: Tide',
        category: 'commercial',
        description: 'Swimwear campaign shot at golden hour.',
      },
      { title: 'Motion Study', category: 'editorial', featured: true },
    ],
  },
  {
    first: 'Kai',
    last: 'Nakamura',
    role: 'model',
    location: 'Seattle, WA',
    bio: 'Lifestyle and commercial model. Outdoor brands, tech launches and anything that needs an easy, natural presence on camera.',
    specialties: ['lifestyle', 'commercial'],
    skills: ['natural_light'],
    equipment: [],
    hourly: 95,
    years: 4,
    instagram: '@kai.nkmr',
    work: [
      { title: 'Trailhead', category: 'lifestyle', featured: true },
      { title: 'Coffee Run', category: 'lifestyle' },
      { title: 'Launch Day', category: 'commercial' },
    ],
  },
  {
    first: 'Zara',
    last: 'Haddad',
    role: 'model',
    location: 'Paris, France',
    bio: 'Beauty and editorial model. Skincare, fragrance and close-up work; patient with long lighting set-ups.',
    specialties: ['beauty', 'editorial'],
    skills: ['studio_work'],
    equipment: [],
    hourly: 140,
    day: 1100,
    years: 8,
    verified: true,
    work: [
      {
        title: 'Dew',
        category: 'beauty',
        description: 'Skincare campaign, macro and close-up.',
        featured: true,
      },
      { title: 'Rose Hour', category: 'beauty' },
      { title: 'Vogue Test', category: 'editorial' },
      { title: 'Perfume, Blue', category: 'commercial' },
      { title: 'Silk', category: 'fashion' },
    ],
  },
  {
    first: 'Theo',
    last: 'Laurent',
    role: 'model',
    location: 'Milan, Italy',
    bio: 'Menswear and runway model. Tailoring, knitwear and editorial stories. Currently travelling; back for bookings in the spring.',
    specialties: ['fashion', 'editorial'],
    skills: ['studio_work'],
    equipment: [],
    hourly: 130,
    years: 6,
    unavailable: true,
    instagram: '@theo.laurent',
    work: [
      { title: 'Tailored', category: 'fashion', featured: true },
      { title: 'Wool and Stone', category: 'editorial' },
      { title: 'Runway SS', category: 'fashion' },
    ],
  },
  {
    first: 'Imani',
    last: 'Brooks',
    role: 'model',
    location: 'Chicago, IL',
    bio: 'Commercial and lifestyle model with a background in dance. Expressive, reliable and happy to improvise.',
    specialties: ['commercial', 'lifestyle', 'fashion'],
    skills: ['studio_work', 'natural_light'],
    equipment: [],
    years: 3,
    instagram: '@imani.moves',
    work: [
      { title: 'Jump', category: 'commercial', featured: true },
      { title: 'Lakefront', category: 'lifestyle' },
      { title: 'Colour Blocking', category: 'fashion' },
      { title: 'Studio Dance', category: 'editorial' },
    ],
  },
  // --- videographers ---
  {
    first: 'Liam',
    last: "O'Connor",
    role: 'videographer',
    location: 'Dublin, Ireland',
    bio: 'Wedding films and short documentaries. Unobtrusive on the day, cinematic in the edit, with clean audio from the vows to the speeches.',
    specialties: ['wedding', 'documentary', 'event'],
    skills: ['videography', 'editing', 'color_grading'],
    equipment: ['mirrorless_camera', 'gimbal', 'audio_equipment', 'drone'],
    hourly: 110,
    day: 1500,
    years: 10,
    verified: true,
    website: 'https://liamoconnor.example',
    work: [
      {
        title: 'Cliffside, Film',
        category: 'wedding',
        description: 'A windy wedding on the west coast.',
        featured: true,
      },
      { title: 'Speeches', category: 'wedding' },
      { title: 'The Boatbuilder', category: 'other', description: 'Eight-minute documentary.' },
      { title: 'Gala Night', category: 'event' },
    ],
  },
  {
    first: 'Nadia',
    last: 'Petrova',
    role: 'videographer',
    location: 'Berlin, Germany',
    bio: 'Brand films and commercials, from concept to grade. I work with small crews and big ideas.',
    specialties: ['commercial', 'fashion'],
    skills: ['videography', 'editing', 'color_grading', 'lighting'],
    equipment: ['mirrorless_camera', 'gimbal', 'professional_lighting', 'audio_equipment', 'lenses'],
    day: 1800,
    years: 12,
    verified: true,
    instagram: '@nadia.moves.pictures',
    work: [
      { title: 'Neon Hours', category: 'commercial', featured: true },
      { title: 'Fabric in Motion', category: 'fashion' },
      { title: 'Launch Film', category: 'commercial' },
      { title: 'Grade Study', category: 'other' },
      { title: 'Runway Recap', category: 'fashion', featured: true },
    ],
  },
  {
    first: 'Diego',
    last: 'Santos',
    role: 'videographer',
    location: 'Miami, FL',
    bio: 'Events, music videos and social content with fast turnarounds. Drone certified.',
    specialties: ['event', 'commercial', 'lifestyle'],
    skills: ['videography', 'drone_photography', 'editing'],
    equipment: ['dslr_camera', 'drone', 'gimbal', 'audio_equipment'],
    hourly: 90,
    years: 5,
    instagram: '@diego.films',
    work: [
      { title: 'Rooftop Set', category: 'event', featured: true },
      { title: 'Beach Reel', category: 'lifestyle' },
      { title: 'Opening Night', category: 'event' },
    ],
  },
  {
    first: 'Hana',
    last: 'Kim',
    role: 'videographer',
    location: 'San Francisco, CA',
    bio: 'Documentary filmmaker for non-profits and mission-driven companies. Currently in post-production on a long project.',
    specialties: ['documentary', 'lifestyle'],
    skills: ['videography', 'editing', 'color_grading', 'natural_light'],
    equipment: ['mirrorless_camera', 'audio_equipment', 'tripods'],
    years: 8,
    unavailable: true,
    website: 'https://hanakim.example',
    work: [
      {
        title: 'Tidewater',
        category: 'other',
        description: 'Short film on coastal restoration.',
        featured: true,
      },
      { title: 'Makers', category: 'lifestyle' },
      { title: 'Field Notes', category: 'other' },
    ],
  },
  // --- stylists ---
  {
    first: 'Chloe',
    last: 'Dubois',
    role: 'stylist',
    location: 'Paris, France',
    bio: 'Editorial and celebrity stylist. I pull from young designers and archives, and I love a bold colour story.',
    specialties: ['editorial', 'fashion'],
    skills: ['studio_work'],
    equipment: [],
    hourly: 120,
    day: 900,
    years: 10,
    verified: true,
    instagram: '@chloe.dubois.style',
    work: [
      { title: 'Archive Pull', category: 'editorial', featured: true },
      { title: 'Colour Story', category: 'fashion' },
      { title: 'Red Carpet', category: 'event' },
      { title: 'Layers', category: 'fashion' },
    ],
  },
  {
    first: 'Marcus',
    last: 'Bell',
    role: 'stylist',
    location: 'New York, NY',
    bio: 'Menswear and commercial styling for brands and catalogues. Steamed, pinned and on time.',
    specialties: ['fashion', 'commercial'],
    skills: ['studio_work'],
    equipment: ['backdrop'],
    hourly: 85,
    years: 7,
    work: [
      { title: 'Workwear', category: 'commercial', featured: true },
      { title: 'Fall Tailoring', category: 'fashion' },
      { title: 'Catalogue Day', category: 'commercial' },
    ],
  },
  {
    first: 'Lucia',
    last: 'Romano',
    role: 'stylist',
    location: 'Florence, Italy',
    bio: "Wedding and event stylist: tablescapes, florals and the couple's look, all in one story.",
    specialties: ['wedding', 'event', 'lifestyle'],
    skills: ['natural_light'],
    equipment: [],
    day: 750,
    years: 9,
    instagram: '@lucia.romano.eventi',
    work: [
      { title: 'Tuscan Table', category: 'wedding', featured: true },
      { title: 'Olive Grove', category: 'wedding' },
      { title: 'Candlelight', category: 'event' },
      { title: 'Late Summer', category: 'lifestyle' },
      { title: 'Linen and Lemon', category: 'wedding' },
    ],
  },
  {
    first: 'Yuki',
    last: 'Tanaka',
    role: 'stylist',
    location: 'Los Angeles, CA',
    bio: 'Fashion stylist for lookbooks and e-commerce. Fast changes, tidy racks, sharp silhouettes.',
    specialties: ['fashion', 'product'],
    skills: ['studio_work'],
    equipment: [],
    hourly: 75,
    years: 4,
    work: [
      { title: 'Lookbook 04', category: 'fashion', featured: true },
      { title: 'Flat Lay', category: 'commercial' },
      { title: 'Monochrome', category: 'fashion' },
    ],
  },
  // --- makeup artists ---
  {
    first: 'Maya',
    last: 'Patel',
    role: 'makeup_artist',
    location: 'San Francisco, CA',
    bio: 'Beauty and bridal makeup artist. Skin first, long-wear products and a calm chair before the big moment.',
    specialties: ['beauty', 'wedding'],
    skills: ['natural_light'],
    equipment: [],
    hourly: 95,
    day: 700,
    years: 8,
    verified: true,
    instagram: '@maya.patel.mua',
    work: [
      { title: 'Glow', category: 'beauty', featured: true },
      { title: 'Bridal Morning', category: 'wedding' },
      { title: 'Bronze', category: 'beauty' },
      { title: 'Blush Study', category: 'beauty' },
    ],
  },
  {
    first: 'Isabella',
    last: 'Rossi',
    role: 'makeup_artist',
    location: 'Milan, Italy',
    bio: 'Editorial and runway makeup. Graphic liner, bold lips and fast changes backstage.',
    specialties: ['editorial', 'fashion', 'beauty'],
    skills: ['studio_work'],
    equipment: [],
    hourly: 110,
    years: 12,
    work: [
      { title: 'Graphic Eye', category: 'editorial', featured: true },
      { title: 'Backstage SS', category: 'fashion' },
      { title: 'Red', category: 'beauty' },
    ],
  },
  {
    first: 'Jade',
    last: 'Thompson',
    role: 'makeup_artist',
    location: 'Toronto, Canada',
    bio: 'Makeup for film, commercials and portraits. Camera-ready under any light, from 4K close-ups to stage.',
    specialties: ['commercial', 'portrait', 'beauty'],
    skills: ['lighting'],
    equipment: [],
    years: 5,
    instagram: '@jade.t.makeup',
    work: [
      { title: 'Close-up', category: 'beauty', featured: true },
      { title: 'On Set', category: 'commercial' },
      { title: 'Portrait Day', category: 'portrait' },
      { title: 'Matte', category: 'beauty' },
    ],
  },
  {
    first: 'Noor',
    last: 'Rahman',
    role: 'makeup_artist',
    location: 'Chicago, IL',
    bio: 'Bridal and event makeup with a soft, luminous finish. Travels with the wedding party; trials included.',
    specialties: ['wedding', 'event', 'beauty'],
    skills: ['natural_light'],
    equipment: [],
    hourly: 80,
    years: 6,
    work: [
      { title: 'Luminous', category: 'wedding', featured: true },
      { title: 'Henna Night', category: 'event' },
      { title: 'Soft Gold', category: 'beauty' },
    ],
  },
  // --- creative directors ---
  {
    first: 'Elena',
    last: 'Vasquez',
    role: 'creative_director',
    location: 'Madrid, Spain',
    bio: 'Creative director for fashion campaigns and launches. Concept, casting, crew and a clear story from moodboard to final cut.',
    specialties: ['fashion', 'editorial', 'commercial'],
    skills: ['editing', 'color_grading'],
    equipment: [],
    day: 2200,
    years: 15,
    verified: true,
    website: 'https://elenavasquez.example',
    work: [
      { title: 'Campaign: Terracotta', category: 'fashion', featured: true },
      { title: 'Launch Concept', category: 'commercial' },
      { title: 'Editorial Direction', category: 'editorial', featured: true },
      { title: 'Moodboard Studies', category: 'other' },
    ],
  },
  {
    first: 'Oliver',
    last: 'Grant',
    role: 'creative_director',
    location: 'London, UK',
    bio: 'Brand and advertising creative director. I help teams find one idea and make it look inevitable.',
    specialties: ['commercial', 'product', 'lifestyle'],
    skills: ['editing'],
    equipment: [],
    hourly: 200,
    day: 1800,
    years: 13,
    instagram: '@olivergrant.cd',
    work: [
      { title: 'Rebrand: Harbour', category: 'commercial', featured: true },
      { title: 'Product Family', category: 'commercial' },
      { title: 'Summer Living', category: 'lifestyle' },
    ],
  },
  {
    first: 'Aisha',
    last: 'Mensah',
    role: 'creative_director',
    location: 'New York, NY',
    bio: 'Editorial creative director and former magazine art director. Bold typography, bolder images.',
    specialties: ['editorial', 'fashion', 'portrait'],
    skills: ['editing', 'retouching'],
    equipment: [],
    years: 11,
    verified: true,
    work: [
      { title: 'Cover Story', category: 'editorial', featured: true },
      { title: 'Portfolio Issue', category: 'portrait' },
      { title: 'Spring Issue', category: 'fashion' },
      { title: 'Type and Image', category: 'editorial' },
      { title: 'Studio Visit', category: 'other' },
    ],
  },
  {
    first: 'Leo',
    last: 'Moreau',
    role: 'creative_director',
    location: 'Montreal, Canada',
    bio: 'Creative direction for lifestyle and hospitality brands: restaurants, hotels and the people who make them feel warm.',
    specialties: ['lifestyle', 'commercial'],
    skills: ['natural_light', 'editing'],
    equipment: [],
    hourly: 140,
    years: 7,
    instagram: '@leo.moreau',
    work: [
      { title: 'Hotel Morning', category: 'lifestyle', featured: true },
      { title: 'Menu Launch', category: 'commercial' },
      { title: 'Terrace', category: 'lifestyle' },
    ],
  },
];

export const DEMO_CLIENTS: DemoClient[] = [
  {
    key: 'one',
    first: 'Rachel',
    last: 'Adams',
    company: 'Northwind Apparel',
    location: 'New York, NY',
    bio: 'Independent apparel label making everyday clothes in small runs. We shoot four lookbooks a year.',
    phone: '+1 646 555 0188',
    website: 'https://northwind.example',
  },
  {
    key: 'two',
    first: 'David',
    last: 'Osei',
    company: 'Lumen Beauty',
    location: 'Los Angeles, CA',
    bio: 'Clean skincare brand. We hire photographers, models and makeup artists for launches and social content.',
    website: 'https://lumenbeauty.example',
  },
];

/** Conversations between a client and a professional; the last message of some is unread. */
export type DemoConversation = {
  client: DemoClient['key'];
  /** The professional's email. */
  pro: string;
  /** Oldest first; 'c' is the client speaking, 'p' the professional. */
  lines: ['c' | 'p', string][];
  /** The last message has not been read by its recipient. */
  unread?: boolean;
  /** How many days ago the conversation started. */
  daysAgo: number;
};

const email = (first: string, role: ProfessionalRole) => professionalEmail({ first, role });

export const DEMO_CONVERSATIONS: DemoConversation[] = [
  {
    client: 'one',
    pro: email('Ava', 'photographer'),
    daysAgo: 12,
    lines: [
      ['c', 'Hi Ava! We loved your Coral Season lookbook. Are you free for our autumn lookbook in October?'],
      ['p', 'Thank you! I have the 14th and 15th open. How many looks are you planning?'],
      ['c', 'Around 30 looks, one model, studio plus a few street frames.'],
      ['p', 'That fits in a day. I will send over a quote and a rough shot list tonight.'],
    ],
  },
  {
    client: 'one',
    pro: email('Sofia', 'model'),
    daysAgo: 9,
    unread: true,
    lines: [
      ['c', 'Hello Sofia, we are casting for our autumn lookbook with Ava Chen. Would you be interested?'],
      ['p', 'Yes, I would love to! Could you share the dates and the moodboard?'],
      ['c', 'October 14th, full day in Brooklyn. Moodboard attached in the booking request.'],
    ],
  },
  {
    client: 'two',
    pro: email('Maya', 'makeup_artist'),
    daysAgo: 20,
    lines: [
      ['c', 'Hi Maya, we are shooting our new serum launch and need dewy, skin-first makeup.'],
      ['p', 'That is exactly my style. Do you have a reference for the finish?'],
      ['c', 'Sending our Dew campaign references now.'],
      ['p', 'Perfect. Booked in my calendar, see you on set!'],
    ],
  },
  {
    client: 'two',
    pro: email('Nadia', 'videographer'),
    daysAgo: 6,
    unread: true,
    lines: [
      ['c', 'Nadia, your Neon Hours film is stunning. Could you do a 30-second launch film for us?'],
      ['p', 'Thank you! Yes. I accepted the booking and added a note about the grade.'],
    ],
  },
  {
    client: 'one',
    pro: email('Marcus', 'stylist'),
    daysAgo: 3,
    unread: true,
    lines: [
      ['c', 'Hi Marcus, would you style our fall menswear catalogue? I sent a booking request with details.'],
    ],
  },
  {
    client: 'two',
    pro: email('Zara', 'model'),
    daysAgo: 2,
    unread: true,
    lines: [
      ['c', 'Hello Zara, we would love you for close-up beauty stills for the serum campaign.'],
      ['p', 'Sounds lovely. What products will you feature?'],
      ['c', 'The new serum and a tinted balm. Details are in the booking request.'],
    ],
  },
  {
    client: 'one',
    pro: email('Diego', 'videographer'),
    daysAgo: 40,
    lines: [
      ['c', 'Diego, thanks again for the store opening video. The team loved it.'],
      ['p', 'My pleasure! Let me know when the next opening is.'],
    ],
  },
  {
    client: 'two',
    pro: email('Oliver', 'creative_director'),
    daysAgo: 25,
    lines: [
      ['c', 'Oliver, we need to postpone the holiday campaign, budget moved to next year. So sorry.'],
      ['p', 'Understood, thanks for telling me early. Happy to pick it up again next year.'],
    ],
  },
];

export type DemoBooking = {
  client: DemoClient['key'];
  pro: string;
  title: string;
  description: string;
  status: BookingStatus;
  /** Days from today; negative for the past. */
  inDays: number;
  startTime?: string;
  hours?: number;
  location: string;
  /** The shoot's IANA time zone. */
  timeZone: string;
  rateOffered?: number;
  rateAccepted?: number;
  notes?: string;
  cancelReason?: string;
  review?: { rating: number; comment: string };
};

export const DEMO_BOOKINGS: DemoBooking[] = [
  {
    client: 'one',
    pro: email('Ava', 'photographer'),
    title: 'Spring lookbook',
    description: 'Thirty looks, studio and street, one model. Final selects within a week.',
    status: 'completed',
    inDays: -48,
    startTime: '09:00',
    hours: 8,
    location: 'Brooklyn, NY',
    timeZone: 'America/New_York',
    rateOffered: 1400,
    rateAccepted: 1400,
    review: { rating: 5, comment: 'Ava ran a calm, fast set and the photos are our best yet.' },
  },
  {
    client: 'one',
    pro: email('Sofia', 'model'),
    title: 'Spring lookbook: model',
    description: 'Full-day lookbook, thirty looks.',
    status: 'completed',
    inDays: -48,
    startTime: '09:00',
    hours: 8,
    location: 'Brooklyn, NY',
    timeZone: 'America/New_York',
    rateOffered: 1200,
    rateAccepted: 1200,
    review: { rating: 4, comment: 'Professional and easy to work with. Great energy all day.' },
  },
  {
    client: 'two',
    pro: email('Maya', 'makeup_artist'),
    title: 'Serum launch beauty shoot',
    description: 'Skin-first makeup for two models, close-up beauty stills.',
    status: 'completed',
    inDays: -15,
    startTime: '08:00',
    hours: 6,
    location: 'Los Angeles, CA',
    timeZone: 'America/Los_Angeles',
    rateOffered: 650,
    rateAccepted: 700,
    notes: 'Includes a second artist for touch-ups.',
    review: { rating: 5, comment: 'Flawless skin on camera, and a joy on set.' },
  },
  {
    client: 'one',
    pro: email('Diego', 'videographer'),
    title: 'Store opening video',
    description: 'Two-hour event coverage and a one-minute recap for social.',
    status: 'completed',
    inDays: -38,
    startTime: '18:00',
    hours: 3,
    location: 'Miami, FL',
    timeZone: 'America/New_York',
    rateOffered: 300,
    rateAccepted: 300,
    review: { rating: 3, comment: 'Great footage; the edit arrived two days later than agreed.' },
  },
  // Completed days ago and not reviewed yet: the demo client's dashboard asks for the review.
  {
    client: 'one',
    pro: email('Oliver', 'creative_director'),
    title: 'Holiday window concept',
    description: 'Concept and moodboard for three holiday shop windows.',
    status: 'completed',
    inDays: -3,
    startTime: '10:00',
    hours: 6,
    location: 'New York, NY',
    timeZone: 'America/New_York',
    rateOffered: 900,
    rateAccepted: 900,
  },
  {
    client: 'two',
    pro: email('Priya', 'photographer'),
    title: 'Founder portraits',
    description: 'Portraits of our two founders for press.',
    status: 'completed',
    inDays: -70,
    startTime: '11:00',
    hours: 2,
    location: 'London, UK',
    timeZone: 'Europe/London',
    rateOffered: 240,
    rateAccepted: 240,
    review: { rating: 4, comment: 'Relaxed session and lovely natural light.' },
  },
  {
    client: 'two',
    pro: email('Nadia', 'videographer'),
    title: 'Launch film: Lumen Glow',
    description: 'A 30-second launch film plus three cut-downs for social.',
    status: 'accepted',
    inDays: 18,
    startTime: '10:00',
    hours: 10,
    location: 'Berlin, Germany',
    timeZone: 'Europe/Berlin',
    rateOffered: 1600,
    rateAccepted: 1800,
    notes: 'Rate includes the colour grade and one round of changes.',
  },
  {
    client: 'one',
    pro: email('Marcus', 'stylist'),
    title: 'Fall menswear catalogue',
    description: 'Styling for forty menswear looks, steaming and fittings included.',
    status: 'pending',
    inDays: 24,
    startTime: '09:30',
    hours: 8,
    location: 'New York, NY',
    timeZone: 'America/New_York',
    rateOffered: 650,
  },
  {
    client: 'two',
    pro: email('Zara', 'model'),
    title: 'Serum campaign stills',
    description: 'Close-up beauty stills for the serum campaign.',
    status: 'pending',
    inDays: 30,
    startTime: '10:00',
    hours: 5,
    location: 'Paris, France',
    timeZone: 'Europe/Paris',
    rateOffered: 900,
  },
  {
    client: 'one',
    pro: email('Ava', 'photographer'),
    title: 'Autumn lookbook',
    description: 'Thirty looks, studio plus a few street frames.',
    status: 'pending',
    inDays: 40,
    startTime: '09:00',
    hours: 8,
    location: 'Brooklyn, NY',
    timeZone: 'America/New_York',
    rateOffered: 1400,
  },
  {
    client: 'one',
    pro: email('Mateo', 'photographer'),
    title: 'Launch party coverage',
    description: 'Evening event coverage, about 150 guests.',
    status: 'declined',
    inDays: 10,
    startTime: '19:00',
    hours: 4,
    location: 'Austin, TX',
    timeZone: 'America/Chicago',
    rateOffered: 500,
    notes: 'Sorry, I am shooting a wedding that evening.',
  },
  {
    client: 'two',
    pro: email('Oliver', 'creative_director'),
    title: 'Holiday campaign concept',
    description: 'Concept and direction for the holiday campaign.',
    status: 'cancelled',
    inDays: 35,
    location: 'London, UK',
    timeZone: 'Europe/London',
    rateOffered: 3500,
    cancelReason: 'Budget moved to next year.',
  },
  {
    client: 'one',
    pro: email('Chloe', 'stylist'),
    title: 'Press day styling',
    description: 'Styling for a press day showroom.',
    status: 'accepted',
    inDays: 7,
    startTime: '08:30',
    hours: 6,
    location: 'Paris, France',
    timeZone: 'Europe/Paris',
    rateOffered: 700,
    rateAccepted: 700,
  },
  {
    client: 'two',
    pro: email('Mateo', 'photographer'),
    title: 'Team headshots',
    description: 'Headshots for a team of twelve, one backdrop.',
    status: 'expired',
    inDays: -3,
    startTime: '11:00',
    hours: 3,
    location: 'Austin, TX',
    timeZone: 'America/Chicago',
    rateOffered: 450,
  },
];
