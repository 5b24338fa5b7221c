import { ADMIN_LEVELS, ADMIN_PERMISSIONS, MEMBER_ROLES, VERIFICATION_STATUSES } from '../enums.js';
import { EMAIL_MAX } from '../limits.js';
import { z } from '../zod.js';
import { calendarDate, formOptionalNumber, optionalSearchText } from './common.js';

// The admin area's people (docs/product.md, Admin tabs; Admin levels and permissions;
// Protected admin accounts): professionals, administrators, platform settings and the
// CSV reports. Texts the server sends and the web shows are here, word for word.

export const ADMIN_PEOPLE_TEXTS = {
  emailRequired: 'Please enter an email address',
  userNotFound: 'User not found with that email address',
  alreadyAdmin: 'User is already an admin',
  adminNotFound: 'Admin not found',
  notYourself: 'You cannot remove, deactivate or demote yourself.',
  lastSuperAdmin: 'The last active super_admin cannot be removed, deactivated or demoted.',
  bootstrapAccount:
    'This account is the super_admin named by the ADMIN_EMAIL setting; only that setting changes it.',
  reportRange: 'The start date must be on or before the end date',
} as const;

// --- Professionals -------------------------------------------------------------------

export const ADMIN_PROFESSIONALS_PAGE = 20;

export const adminProfessionalsQuerySchema = z.strictObject({
  q: optionalSearchText(),
  cursor: z.string().max(300).optional(),
});
export type AdminProfessionalsQuery = z.infer<typeof adminProfessionalsQuerySchema>;

export const adminProfessionalSchema = z.object({
  userId: z.uuid(),
  displayName: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  isSuspended: z.boolean(),
  suspensionReason: z.string().nullable(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  createdAt: z.string(),
  /** Their admin level, if they are an administrator (a higher one is out of reach). */
  adminLevel: z.enum(ADMIN_LEVELS).nullable(),
});
export type AdminProfessional = z.infer<typeof adminProfessionalSchema>;

export const adminProfessionalListSchema = z.object({
  items: z.array(adminProfessionalSchema),
  nextCursor: z.string().nullable(),
});
export type AdminProfessionalList = z.infer<typeof adminProfessionalListSchema>;

/** Administrators set a profile verified or not verified (docs/product.md, Verification). */
export const ADMIN_VERIFICATION_CHOICES = ['verified', 'unverified'] as const;
export const setVerificationSchema = z.strictObject({
  status: z.enum(ADMIN_VERIFICATION_CHOICES, { error: 'Choose verified or not verified' }),
});
export type SetVerificationBody = z.infer<typeof setVerificationSchema>;

export const professionalVerificationSchema = z.object({
  userId: z.uuid(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
});

// --- Administrators --------------------------------------------------------------------

export const adminUserSchema = z.object({
  /** The admin record; null for the ADMIN_EMAIL account, which has none. */
  id: z.uuid().nullable(),
  /** Null when the ADMIN_EMAIL account has not signed up yet. */
  userId: z.uuid().nullable(),
  email: z.string(),
  fullName: z.string().nullable(),
  level: z.enum(ADMIN_LEVELS),
  permissions: z.array(z.enum(ADMIN_PERMISSIONS)),
  isActive: z.boolean(),
  createdAt: z.string().nullable(),
  /** The ADMIN_EMAIL account: shown, never removed, deactivated or demoted here. */
  isBootstrap: z.boolean(),
  isYou: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({ items: z.array(adminUserSchema) });
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const addAdminSchema = z.strictObject({
  email: z
    .string({ error: ADMIN_PEOPLE_TEXTS.emailRequired })
    .trim()
    .min(1, ADMIN_PEOPLE_TEXTS.emailRequired)
    .max(EMAIL_MAX, 'Email is too long')
    .pipe(z.email('Please enter a valid email address'))
    .transform((email) => email.toLowerCase()),
  level: z.enum(ADMIN_LEVELS, { error: 'Choose an admin level' }).default('admin'),
});
export type AddAdminBody = z.input<typeof addAdminSchema>;

export const setAdminActiveSchema = z.strictObject({ isActive: z.boolean() });
export const setAdminLevelSchema = z.strictObject({
  level: z.enum(ADMIN_LEVELS, { error: 'Choose an admin level' }),
});

export const adminUserResponseSchema = z.object({ admin: adminUserSchema });

// --- Platform settings -------------------------------------------------------------------

export const UNREAD_EMAIL_DELAY_MINUTES_MAX = 24 * 60;

export const platformSettingsSchema = z.object({
  signUpOpen: z.boolean(),
  /** Minutes; null: the server's default (defaultUnreadEmailDelaySeconds). */
  unreadEmailDelayMinutes: z.number().int().nullable(),
  defaultUnreadEmailDelaySeconds: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

/**
 * A save of the Settings tab. `expectedUpdatedAt` is the `updatedAt` the form was filled
 * from: if another super_admin saved in the meantime, the save is refused (409) instead of
 * quietly putting back what they changed.
 */
export const updatePlatformSettingsSchema = z.strictObject({
  expectedUpdatedAt: z.iso.datetime({ offset: true, error: 'Reload the settings and try again' }).nullable(),
  signUpOpen: z.boolean({ error: 'Say whether sign-up is open' }),
  unreadEmailDelayMinutes: z
    .number({ error: 'Please enter a number of minutes' })
    // The range first: .int() also refuses numbers past 2^53, which are whole but too long a delay.
    .min(1, 'The delay is at least 1 minute')
    .max(UNREAD_EMAIL_DELAY_MINUTES_MAX, `The delay is at most ${UNREAD_EMAIL_DELAY_MINUTES_MAX} minutes`)
    .int('Please enter whole minutes')
    .nullable(),
});
export type UpdatePlatformSettingsBody = z.infer<typeof updatePlatformSettingsSchema>;

/** The Settings tab's form: the delay is typed, and an empty field means the default. */
export const platformSettingsFormSchema = z.strictObject({
  signUpOpen: z.boolean(),
  unreadEmailDelayMinutes: formOptionalNumber((minutes) =>
    minutes
      // The range first: .int() also refuses numbers past 2^53, which are whole but too long a delay.
      .min(1, 'The delay is at least 1 minute')
      .max(UNREAD_EMAIL_DELAY_MINUTES_MAX, `The delay is at most ${UNREAD_EMAIL_DELAY_MINUTES_MAX} minutes`)
      .int('Please enter whole minutes'),
  ),
});

// --- CSV reports ---------------------------------------------------------------------------

export const ADMIN_REPORT_KINDS = ['professionals', 'bookings'] as const;
export type AdminReportKind = (typeof ADMIN_REPORT_KINDS)[number];

/** Rows created from `from` to `to`, both whole days in UTC. */
export const adminReportQuerySchema = z
  .strictObject({
    from: calendarDate('Choose a start date like 2026-01-31'),
    to: calendarDate('Choose an end date like 2026-01-31'),
  })
  .refine((range) => range.from <= range.to, {
    message: ADMIN_PEOPLE_TEXTS.reportRange,
    path: ['to'],
  });
export type AdminReportQuery = z.infer<typeof adminReportQuerySchema>;
