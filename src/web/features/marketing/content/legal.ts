import { cookieNames } from '../../../../shared/http';
import { KNOWN_DEVICE_DAYS, SESSION_DAYS } from '../../../../shared/limits';
import { COMPANY } from './company';
import type { LegalDocument } from './types';

// Placeholder legal texts (docs/product.md, Information pages): written plainly, to be
// replaced by reviewed versions.

export const LEGAL_PLACEHOLDER_NOTE =
  'This is placeholder text while our legal documents are being finalised. It describes how Frameline works today, but it is not legal advice and not yet a binding agreement.';

const LAST_UPDATED = '2026-11-01';
/** The privacy and cookie policies since browsers are remembered at sign-in (docs/product.md, New sign-ins). */
const BROWSERS_REMEMBERED = '2026-12-07';

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy policy',
  lastUpdated: BROWSERS_REMEMBERED,
  summary:
    'We collect what we need to run your account, show your work and handle bookings. We never sell your data, and your contact details are never shown on your public profile.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        `${COMPANY.legalName} ("Frameline", "we") runs the Frameline website and service. We are the controller of the personal data described in this policy.`,
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'Data we collect',
      paragraphs: ['We collect the following, and only when you give it to us or use the service:'],
      list: [
        'Account data: your email address and a securely hashed password.',
        'Profile data: names, role, location, bio, rates, specialties, skills, equipment and links you add.',
        'Content: portfolio images and their titles and descriptions. We remove camera metadata, including location, from every upload.',
        'Activity: messages, booking requests, reviews, and a daily count of who viewed your profile.',
        'Technical data: IP address and browser details in our logs, used for security and rate limiting, and the browsers you sign in from (their name, their time zone and when), used to email you when your account is signed in to from a new one.',
      ],
    },
    {
      id: 'how-we-use-data',
      heading: 'How we use your data',
      paragraphs: [
        'We use your data to provide the service: to show your profile and portfolio, to deliver messages and booking requests, to send the emails you need (confirmations, password resets and booking updates), to keep the service secure, and to answer you when you contact us.',
        'We do not sell personal data, and we do not use it for third-party advertising.',
      ],
    },
    {
      id: 'public-profiles',
      heading: 'What others can see',
      paragraphs: [
        'Your public profile shows your display name, role, location, bio, specialties, rates and portfolio. Your email address, phone number, full name and company name are never sent to other visitors; they reach you through Connect and Book Now.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share data with',
      paragraphs: [
        'We share data only with the providers that host our servers, store images and deliver email for us, under contracts that limit them to our instructions, and with authorities when the law requires it.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep data',
      paragraphs: [
        'We keep your account data for as long as your account exists. When you delete your account we delete your profile and portfolio within 30 days, except where we must keep records for legal or accounting reasons. Identity documents submitted for verification are deleted after review.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: ['Depending on where you live, you may have the right to:'],
      list: [
        'see the personal data we hold about you and get a copy of it;',
        'correct it, or ask us to delete it;',
        'object to or restrict how we use it;',
        'complain to your data protection authority.',
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      paragraphs: [
        'Passwords are stored only as strong one-way hashes, connections are encrypted, sessions can be ended from the server, and access to personal data inside Frameline is limited to the staff who need it.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'When we change this policy we update the date at the top of this page, and for significant changes we tell members by email before the change takes effect.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [
        `Questions about privacy, or a request about your data: write to ${COMPANY.emails.privacy} or use the contact form.`,
      ],
    },
  ],
};

export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of service',
  lastUpdated: LAST_UPDATED,
  summary:
    'Be honest, respect other members and their work, and honour the bookings you accept. Frameline connects members; the bookings themselves are agreements between you and the other member.',
  sections: [
    {
      id: 'acceptance',
      heading: 'Using Frameline',
      paragraphs: [
        `These terms apply when you use Frameline, the service run by ${COMPANY.legalName}. By creating an account you agree to them. You must be at least 18 years old to hold an account.`,
      ],
    },
    {
      id: 'accounts',
      heading: 'Your account',
      paragraphs: [
        'Keep your sign-in details to yourself and tell us at once if you think someone else has used your account. The information on your profile must be accurate and about you or your business.',
      ],
    },
    {
      id: 'content',
      heading: 'Your content',
      paragraphs: [
        'You keep all rights to the work you upload. You give Frameline a limited licence to host, resize and display it on the service so that we can show your profile and portfolio. This licence ends when you delete the content or your account.',
        'Only upload work you created or have the right to share, and credit your collaborators where you can.',
      ],
    },
    {
      id: 'bookings',
      heading: 'Bookings between members',
      paragraphs: [
        'A booking is an agreement between the client and the professional. Frameline records the request, its status and any counter rate, but is not a party to the agreement. Accepted bookings should be honoured; cancel only with good reason and as early as you can.',
      ],
    },
    {
      id: 'plans',
      heading: 'Plans and payment',
      paragraphs: [
        'The Free plan costs nothing. Paid plans are billed monthly in advance and can be cancelled at any time; the plan stays active until the end of the period you paid for.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      paragraphs: ['You agree not to:'],
      list: [
        'impersonate anyone or misrepresent your work or credentials;',
        'harass, threaten or discriminate against other members;',
        'post illegal content or content that sexualises minors;',
        'scrape the service, send spam or try to get around our security.',
      ],
    },
    {
      id: 'suspension',
      heading: 'Suspension and closing accounts',
      paragraphs: [
        'We may suspend a profile that breaks these terms. A suspended profile is removed from discovery until the suspension is lifted. You can close your account at any time by contacting us.',
      ],
    },
    {
      id: 'liability',
      heading: 'Our responsibility',
      paragraphs: [
        'We work hard to keep Frameline available and secure, but we provide it "as is". To the extent the law allows, we are not liable for losses arising from agreements between members, and our total liability is limited to the amount you paid us in the twelve months before a claim.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'We will tell members by email at least 30 days before a significant change. If you keep using Frameline after the change takes effect, the new terms apply.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [`Questions about these terms: write to ${COMPANY.emails.hello} or use the contact form.`],
    },
  ],
};

export interface CookieRow {
  name: string;
  purpose: string;
  duration: string;
}

/** The names the site's cookies have on HTTPS, as visitors find them in their browser. */
const NAMES = cookieNames(true);

export const COOKIES: CookieRow[] = [
  {
    name: NAMES.session,
    purpose: 'Keeps you signed in. It holds a random token, not your password.',
    duration: `${SESSION_DAYS} days, renewed while you use Frameline; removed when you sign out`,
  },
  {
    name: NAMES.csrf,
    purpose: 'Protects forms and actions against cross-site request forgery.',
    duration: 'Until you close your browser',
  },
  {
    name: NAMES.device,
    purpose:
      'Recognises this browser when you sign in, so we can email you when your account is signed in to from a browser it has not used before. It holds a random token, nothing about you.',
    duration: `${KNOWN_DEVICE_DAYS} days from your last sign-in in this browser; kept when you sign out`,
  },
];

export const COOKIE_POLICY: LegalDocument = {
  title: 'Cookie policy',
  lastUpdated: BROWSERS_REMEMBERED,
  summary:
    'Frameline uses three strictly necessary cookies: one to keep you signed in, one to protect your actions and one to tell you of sign-ins from new browsers. No advertising or tracking cookies.',
  sections: [
    {
      id: 'what-are-cookies',
      heading: 'What cookies are',
      paragraphs: [
        'Cookies are small text files that a website stores in your browser. They let the site remember things between pages, such as the fact that you are signed in.',
      ],
    },
    {
      id: 'cookies-we-use',
      heading: 'The cookies we use',
      paragraphs: [
        'All three are strictly necessary for the service to work and keep your account safe, so they do not need your consent. They are set only by Frameline and are never shared with anyone else.',
      ],
    },
    {
      id: 'no-tracking',
      heading: 'No advertising or tracking',
      paragraphs: [
        'We do not use advertising cookies, cross-site trackers or third-party analytics. Fonts, images and videos are served by Frameline itself, so loading a page does not tell another company that you visited.',
      ],
    },
    {
      id: 'managing-cookies',
      heading: 'Managing cookies',
      paragraphs: [
        "You can delete or block cookies in your browser settings. If you block Frameline's cookies you can still browse public pages, but you will not be able to sign in or send forms.",
      ],
    },
    {
      id: 'changes',
      heading: 'Changes',
      paragraphs: [
        'If we ever add a cookie, we will list it here and update the date at the top of this page. Any cookie that is not strictly necessary will only be set with your consent.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [`Questions about cookies: write to ${COMPANY.emails.privacy}.`],
    },
  ],
};
