import type { BlogArticle } from './types';

export const BLOG_HERO = {
  eyebrow: 'Community',
  title: 'The Creative Blog',
  lead: 'Craft notes, business advice and industry news from the people who make the pictures.',
} as const;

export const BLOG_CATEGORIES = [
  'Photography',
  'Modeling',
  'Video',
  'Styling',
  'Business',
  'Industry',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export type Article = BlogArticle<BlogCategory>;

/** How many articles the list shows at first, and how many more each Load More reveals. */
export const BLOG_PAGE_SIZE = { initial: 5, more: 3 } as const;

export const FEATURED_ARTICLE: Article = {
  id: 'new-rules-of-the-day-rate',
  title: 'The new rules of the creative day rate',
  excerpt:
    'Day rates are rising, hourly work is shrinking and usage is finally being priced on its own. What that means for your next quote.',
  author: 'Priya Raman',
  authorRole: 'Co-founder and CEO, Frameline',
  publishDate: '2026-11-17',
  readTime: 8,
  category: 'Business',
  tone: 'ember',
  body: [
    'Two years ago most bookings on Frameline were priced by the hour. This autumn, day rates overtook hourly quotes for the first time among photographers and videographers. Clients like the certainty of a fixed day, and creatives like being paid for the preparation and travel that an hourly quote hides.',
    'The shift comes with a second change: usage is being priced separately. A portrait for a website and the same portrait on a billboard are different jobs, and more briefs now say so upfront. If your quote folds usage into the day rate, you are probably giving something away.',
    'Our advice: quote a day rate that covers prep and wrap, list usage as its own line with a term and a territory, and put both in the booking request so the whole agreement lives in one place. Clients who know what they are buying say yes faster.',
  ],
};

export const BLOG_ARTICLES: Article[] = [
  {
    id: 'window-light-field-guide',
    title: 'Shooting in window light: a field guide',
    excerpt:
      'Direction, distance and diffusion: how to get studio-quality portraits from one ordinary window.',
    author: 'Daniel Cho',
    authorRole: 'Portrait photographer',
    publishDate: '2026-11-14',
    readTime: 6,
    category: 'Photography',
    tone: 'citrus',
    body: [
      'A north-facing window is the most forgiving light source you will ever own. Put your subject at 45 degrees to it, about a metre back, and you have the classic Rembrandt setup without touching a stand.',
      'Distance is your contrast dial. Step the subject closer to the glass and the light wraps softly; move them deeper into the room and the fall-off becomes dramatic. A sheet of white card on the shadow side brings detail back without flattening the face.',
      'When the sun hits the window directly, tape baking paper or a shower curtain over it. You have just built a two-metre softbox for the price of a coffee.',
    ],
  },
  {
    id: 'what-casting-directors-notice',
    title: 'What casting directors notice in the first ten seconds',
    excerpt:
      'Polaroids, punctuality and one clear headshot: a casting director on what moves you to the shortlist.',
    author: 'Amara Diallo',
    authorRole: 'Casting director',
    publishDate: '2026-11-10',
    readTime: 5,
    category: 'Modeling',
    tone: 'dusk',
    body: [
      'I look at hundreds of profiles for a single job. The ones that make my shortlist open with a recent, unretouched headshot and a full-length polaroid in natural light. I need to see you, not a mood.',
      'Next I check that your measurements and location are current. An out-of-date profile costs you a booking you never hear about, because I simply move on to the next person.',
      'Finally, availability. Keep your calendar honest. Nothing builds trust faster than a model who is available when their profile says they are.',
    ],
  },
  {
    id: 'pricing-a-brand-film',
    title: 'Pricing a brand film without underselling yourself',
    excerpt:
      'Break the quote into prep, shoot, edit and usage, and watch clients stop haggling over the total.',
    author: 'Leo Martins',
    authorRole: 'Videographer and editor',
    publishDate: '2026-11-06',
    readTime: 7,
    category: 'Business',
    tone: 'noir',
    body: [
      'A single number invites negotiation. A quote broken into prep, shoot days, edit days and usage invites questions, and questions are a conversation you can win.',
      'Price the edit honestly. A 60-second film often takes three days of editing, colour and sound for one day of shooting. If the edit is buried in the shoot fee, you are working two days for free.',
      'Finally, name the deliverables: one master, three vertical cut-downs, two rounds of changes. Anything beyond that is a new line on the next invoice, not a favour.',
    ],
  },
  {
    id: 'on-location-styling-kit',
    title: 'Building a styling kit for location shoots',
    excerpt:
      'Steamer, clamps, tape and a dozen small things that save a shoot when you are far from the studio.',
    author: 'Ana Ribeiro',
    authorRole: 'Stylist and creative director',
    publishDate: '2026-11-02',
    readTime: 4,
    category: 'Styling',
    tone: 'bloom',
    body: [
      'My location kit fits in one wheeled case: a travel steamer, a dozen spring clamps, double-sided fashion tape, a lint roller, safety pins in three sizes and a small sewing kit with black, white and nude thread.',
      'Add shoe covers to keep soles clean for product shots, a folding rail, and a pop-up changing tent for street locations. Talent will thank you.',
      'Pack a printed run sheet of every look, with the pieces listed and photographed. When the light is going and the client is watching, you will not want to scroll.',
    ],
  },
  {
    id: 'five-trends-creative-economy-2026',
    title: 'Five trends from our Creative Economy Report',
    excerpt:
      'Freelance is the norm, video is booming and clients hire online. The short version of our 2026 research.',
    author: 'Grace Mensah',
    authorRole: 'VP Community, Frameline',
    publishDate: '2026-10-28',
    readTime: 6,
    category: 'Industry',
    tone: 'tide',
    body: [
      "We surveyed 4,000 creative professionals and 600 brands for this year's report. The headline: 61% of creatives now work freelance full time, up from just under half three years ago.",
      'Video is the fastest-growing category, with bookings up 18% year on year, driven by brands that need vertical content every week. Seventy-two percent of brands found their last creative hire online rather than through an agency.',
      'The full report, with rates by role and city, is free to download from our Industry Reports page.',
    ],
  },
  {
    id: 'colour-grading-skin-tones',
    title: 'Colour grading for skin tones that look real',
    excerpt:
      'Protect skin first, then grade the world around it. A practical workflow for honest, flattering colour.',
    author: 'Leo Martins',
    authorRole: 'Videographer and editor',
    publishDate: '2026-10-22',
    readTime: 8,
    category: 'Video',
    tone: 'ember',
    body: [
      "Start every grade by isolating skin. Use the vectorscope's skin-tone line as a guide, not a rule: real skin varies, and forcing every face onto the line flattens what makes people look like themselves.",
      'Once skin is protected with a qualifier, push your look into the background and the wardrobe. Teal shadows and warm highlights are a cliché for a reason, but they work best when faces stay out of them.',
      'Always check your grade on a phone screen. Most of your audience will watch there, and it is where over-saturated skin shows first.',
    ],
  },
  {
    id: 'writing-a-shoot-brief',
    title: 'How to write a shoot brief creatives love',
    excerpt: 'Clear deliverables, honest budgets and three reference images beat a forty-page mood deck.',
    author: 'Jonas Weber',
    authorRole: 'Head of Brand, Northwind Audio',
    publishDate: '2026-10-16',
    readTime: 5,
    category: 'Business',
    tone: 'citrus',
    body: [
      'The best brief I ever wrote fitted on one page: what we are making, where it will be used, when we need it, and what we can pay. Everything else is a conversation.',
      'Share the budget. Creatives can shape a plan around a number; they cannot read your mind. Hiding it only wastes a round of quotes.',
      'Pick three reference images, and say what you like about each one. "The light in this, the casting in that" is worth more than fifty pins.',
    ],
  },
  {
    id: 'posing-is-a-conversation',
    title: 'Posing is a conversation, not a pose list',
    excerpt:
      'Why the best frames come from direction and trust, and how photographers and models build both fast.',
    author: 'Maya Okafor',
    authorRole: 'Fashion photographer',
    publishDate: '2026-10-09',
    readTime: 6,
    category: 'Modeling',
    tone: 'dusk',
    body: [
      'I stopped bringing pose lists to shoots years ago. Instead, I describe a feeling or a moment, and let the model find it. The frames that come back are looser and more alive.',
      'For models, the trick is to move slowly and keep moving. Small changes between frames give the photographer choices; big jumps make them chase you.',
      'And talk. A two-minute chat before the first frame about the story of the shoot does more than any reference board.',
    ],
  },
  {
    id: 'sequencing-a-portfolio',
    title: 'Sequencing a portfolio that tells a story',
    excerpt: 'Open strong, vary the rhythm and cut anything you would not want to be booked for again.',
    author: 'Daniel Cho',
    authorRole: 'Portrait photographer',
    publishDate: '2026-10-02',
    readTime: 5,
    category: 'Photography',
    tone: 'tide',
    body: [
      'Clients decide in the first three images whether to keep scrolling. Lead with the work you most want to be hired for, not the work you are proudest of technically.',
      'Vary the rhythm: a wide frame, a close detail, a portrait, then wide again. Sequence for pace the way an editor cuts a film.',
      'Be ruthless. Every image in your portfolio is an invitation to be booked for more of the same. If you never want to shoot it again, take it out.',
    ],
  },
  {
    id: 'the-styling-pull',
    title: 'The styling pull: from mood board to rail',
    excerpt: 'How to plan, source and track a pull so every look arrives, fits and goes back on time.',
    author: 'Ana Ribeiro',
    authorRole: 'Stylist and creative director',
    publishDate: '2026-09-25',
    readTime: 6,
    category: 'Styling',
    tone: 'bloom',
    body: [
      'A pull starts with the mood board and ends with a returns spreadsheet. Everything between is logistics, and logistics is where shoots go wrong.',
      'Request more than you need: about one and a half times the looks on the shot list, so fittings do not leave you short. Confirm sizes with talent before you request, not after.',
      'Photograph every piece as it arrives and as it leaves. When a showroom asks about a missing belt three weeks later, you will be glad you did.',
    ],
  },
  {
    id: 'usage-rights-explained',
    title: 'Usage rights, plainly explained',
    excerpt:
      'Media, term and territory: the three questions that decide what a client can do with your work.',
    author: 'Hannah Lowe',
    authorRole: 'Creative producer',
    publishDate: '2026-09-18',
    readTime: 7,
    category: 'Business',
    tone: 'noir',
    body: [
      'Usage answers three questions: where will the work appear (media), for how long (term), and where in the world (territory). Every licence is some combination of the three.',
      'Organic social for one year in one country is a small licence. Paid advertising, worldwide, in perpetuity is the largest there is, and it should be priced that way.',
      'Write the licence into the booking request. If the client wants more later, you have a clear starting point for the conversation.',
    ],
  },
  {
    id: 'why-video-bookings-grew',
    title: 'Why video bookings grew 18% this year',
    excerpt:
      'Weekly vertical content, smaller crews and hybrid shooters are reshaping how brands hire for motion.',
    author: 'Grace Mensah',
    authorRole: 'VP Community, Frameline',
    publishDate: '2026-09-11',
    readTime: 4,
    category: 'Industry',
    tone: 'citrus',
    body: [
      'Brands used to commission video a few times a year. Now many need fresh vertical clips every week, and they are booking smaller crews more often to make them.',
      'The biggest winners are hybrid shooters who deliver both stills and motion from one day on set. Their bookings grew almost twice as fast as stills-only work.',
      'If you shoot stills, a basic motion kit and a short reel on your profile may be the best investment you make next year.',
    ],
  },
];
