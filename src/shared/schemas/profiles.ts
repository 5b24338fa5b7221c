import { EQUIPMENT, MEMBER_ROLES, SKILLS, SPECIALTIES, VERIFICATION_STATUSES } from '../enums.js';
import { EXPERIENCE_MAX } from '../limits.js';
import { z } from '../zod.js';
import {
  formNumber,
  formOptionalNumber,
  hasControlCharacters,
  hasVisibleCharacter,
  optionalText,
  singleLineText,
  tagList,
} from './common.js';
import { imageSchema } from './image.js';

// The profile contract (docs/product.md, Profiles). The wizard, the settings tab and the
// server all validate with these schemas.

/** docs/product.md, Limits: first and last name at most 100 characters each; website 500. */
const NAME_MAX = 100;
const WEBSITE_MAX = 500;
/** The full name is the two names with a space: at most 200 characters, as stored. */
const FULL_NAME_MAX = 200;
const DISPLAY_NAME_MAX = 200;

const PROFILE_TEXTS = {
  selectRole: 'Please select your role',
  fillName: 'Please fill in your name',
  firstNameTooLong: `First name must be at most ${NAME_MAX} characters`,
  lastNameTooLong: `Last name must be at most ${NAME_MAX} characters`,
  websiteTooLong: `Website must be at most ${WEBSITE_MAX} characters`,
  fillDisplayName: 'Please enter a display name',
  fullNameTooLong: `Full name must be at most ${FULL_NAME_MAX} characters`,
  displayNameTooLong: `Display name must be at most ${DISPLAY_NAME_MAX} characters`,
} as const;

export const roleSchema = z.enum(MEMBER_ROLES, { error: PROFILE_TEXTS.selectRole });

export const experienceSchema = formNumber(0, (n) =>
  n
    // The range first: .int() also refuses numbers past 2^53 (1e20 is whole, but too many years).
    .min(0, 'Experience cannot be negative')
    .max(EXPERIENCE_MAX, `Experience must be at most ${EXPERIENCE_MAX} years`)
    .int('Experience must be a whole number of years'),
);

export const rateSchema = formOptionalNumber((n) =>
  n.min(0, 'Rates cannot be negative').max(1_000_000, 'That rate looks too high'),
);

/** Instagram's own pages, never a member's name: a post, reel or story link is not a profile. */
const INSTAGRAM_PAGES = new Set(['p', 'reel', 'reels', 'stories', 'explore', 'tv', 'accounts', 'direct']);
const INSTAGRAM_HANDLE_TEXT = 'Please enter an Instagram handle such as @yourname';

export const instagramSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    // A profile address as copied from the app or the browser: with or without the
    // scheme and www, perhaps with a share parameter, a fragment or a closing slash. A
    // longer path (a post's) is left whole, so the check below refuses it.
    const handle = value
      .trim()
      .replace(/^(https?:\/\/)?(www\.|m\.)?instagram\.com\//i, '')
      .replace(/[?#].*$/, '')
      .replace(/^@/, '')
      .replace(/\/$/, '');
    return handle === '' ? null : handle;
  },
  z
    .string()
    .regex(/^[A-Za-z0-9._]{1,30}$/, INSTAGRAM_HANDLE_TEXT)
    .refine((handle) => !INSTAGRAM_PAGES.has(handle.toLowerCase()), INSTAGRAM_HANDLE_TEXT)
    .nullable()
    .optional(),
);

export const websiteSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    if (trimmed === '') return null;
    return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  },
  z
    .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'Please enter a valid website address' })
    // The URL parser drops tabs and line breaks and lets NUL through; the address is stored as typed.
    .refine((url) => !hasControlCharacters(url), 'Please enter a valid website address')
    .max(WEBSITE_MAX, PROFILE_TEXTS.websiteTooLong)
    .nullable()
    .optional(),
);

// Every check has its own message: zod gives a check without one the base type's `error`,
// and a name too long must not read 'Please fill in your name'.
// A name of only invisible characters is none (it would show as a blank name).
const nameText = (max: number, missing: string, tooLong: string) =>
  singleLineText({ error: missing }).min(1, missing).max(max, tooLong).refine(hasVisibleCharacter, missing);
const nameSchema = (tooLong: string) => nameText(NAME_MAX, PROFILE_TEXTS.fillName, tooLong);
function fullNameFits(names: { firstName: string; lastName: string }, context: z.RefinementCtx) {
  if ([...`${names.firstName} ${names.lastName}`].length > FULL_NAME_MAX)
    context.addIssue({
      code: 'custom',
      path: ['lastName'],
      message: `First and last name together must be at most ${FULL_NAME_MAX - 1} characters`,
    });
}

/** The wizard's steps, so the web can validate one step at a time. */
export const profileWizardSteps = {
  role: z.object({ role: roleSchema }),
  basics: z
    .object({
      firstName: nameSchema(PROFILE_TEXTS.firstNameTooLong),
      lastName: nameSchema(PROFILE_TEXTS.lastNameTooLong),
      location: optionalText(200, 'Location'),
      bio: optionalText(2000, 'Bio', { multiline: true }),
    })
    .superRefine(fullNameFits),
  details: z.object({
    specialties: tagList(SPECIALTIES, 'specialties'),
    experienceYears: experienceSchema,
    hourlyRate: rateSchema,
    dayRate: rateSchema,
    instagramHandle: instagramSchema,
    websiteUrl: websiteSchema,
  }),
};

/** The wizard (create) and the 'Edit Your Profile' form: PUT /api/profiles/me. */
export const profileFormSchema = z
  .strictObject({
    ...profileWizardSteps.role.shape,
    ...profileWizardSteps.basics.shape,
    ...profileWizardSteps.details.shape,
  })
  .superRefine(fullNameFits);
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileForm = z.output<typeof profileFormSchema>;

/** The settings tab: PATCH /api/profiles/me with any subset of these. */
export const profileSettingsSchema = z
  .strictObject({
    fullName: nameText(FULL_NAME_MAX, PROFILE_TEXTS.fillName, PROFILE_TEXTS.fullNameTooLong),
    displayName: nameText(DISPLAY_NAME_MAX, PROFILE_TEXTS.fillDisplayName, PROFILE_TEXTS.displayNameTooLong),
    bio: optionalText(2000, 'Bio', { multiline: true }),
    location: optionalText(200, 'Location'),
    phone: optionalText(50, 'Phone'),
    companyName: optionalText(200, 'Company name'),
    role: roleSchema,
    experienceYears: experienceSchema,
    hourlyRate: rateSchema,
    dayRate: rateSchema,
    instagramHandle: instagramSchema,
    websiteUrl: websiteSchema,
    specialties: tagList(SPECIALTIES, 'specialties'),
    skills: tagList(SKILLS, 'skills'),
    equipment: tagList(EQUIPMENT, 'equipment'),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Nothing to update');
export type ProfileSettings = z.output<typeof profileSettingsSchema>;

export const availabilitySchema = z.strictObject({
  isAvailable: z.boolean({ error: 'isAvailable must be true or false' }),
});

/**
 * A profile as the API sends it. fullName, email, phone and companyName are present
 * only for the owner and admins: for anyone else they are not sent at all (docs/product.md,
 * Private contact fields).
 */
export const profileSchema = z.object({
  userId: z.uuid(),
  displayName: z.string(),
  fullName: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().nullable().optional(),
  companyName: z.string().nullable().optional(),
  role: z.enum(MEMBER_ROLES),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  specialties: z.array(z.string()),
  skills: z.array(z.string()),
  equipment: z.array(z.string()),
  hourlyRate: z.number().nullable(),
  dayRate: z.number().nullable(),
  experienceYears: z.number().int(),
  isAvailable: z.boolean(),
  isSuspended: z.boolean(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  instagramHandle: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  avatar: imageSchema.nullable(),
  cover: imageSchema.nullable(),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  /**
   * How a professional answers booking requests (docs/product.md, Public profile page): of
   * their last requests answered or left to expire, how many they answered and the median
   * time it took. Null for a client, and below REQUEST_ANSWERS_SHOWN_FROM requests.
   */
  requestAnswers: z
    .object({
      requests: z.number().int(),
      answered: z.number().int(),
      medianMinutes: z.number().int().nullable(),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileResponseSchema = z.object({ profile: profileSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
export const myProfileResponseSchema = z.object({ profile: profileSchema.nullable() });
export type MyProfileResponse = z.infer<typeof myProfileResponseSchema>;
/** A change to my profile: the profile as saved, and what to tell me. */
export const profileMessageResponseSchema = profileResponseSchema.extend({ message: z.string() });
export type ProfileMessageResponse = z.infer<typeof profileMessageResponseSchema>;

/** A professional's answers are read from this many of their latest requests answered or expired. */
export const REQUEST_ANSWERS_COUNTED = 20;
/** Fewer requests than this say nothing yet: no figure is shown. */
export const REQUEST_ANSWERS_SHOWN_FROM = 3;

/** 'Usually answers within a few hours' from the median minutes a professional takes. */
export function answerTimeText(medianMinutes: number): string {
  if (medianMinutes <= 60) return 'Usually answers within an hour';
  if (medianMinutes <= 4 * 60) return 'Usually answers within a few hours';
  if (medianMinutes <= 24 * 60) return 'Usually answers within a day';
  return 'Usually answers within a few days';
}

/** '9 of the last 10 requests answered'. */
export function requestsAnsweredText(answered: number, requests: number): string {
  return `${answered.toLocaleString('en')} of the last ${requests.toLocaleString('en')} requests answered`;
}

/** Quick Stats of the dashboard (docs/product.md, Dashboards): counted, never invented. */
export const dashboardStatsSchema = z.object({
  portfolioItems: z.number().int(),
  totalBookings: z.number().int(),
  totalReviews: z.number().int(),
  averageRating: z.number().nullable(),
  profileViews: z.number().int(),
  /** How many members keep me in their saved talent (never who). */
  savedBy: z.number().int(),
  /** How I answer requests, as my profile shows it (null while it shows nothing). */
  requestAnswers: profileSchema.shape.requestAnswers,
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
