// Value lists of the product (docs/product.md, Roles; Specialties, skills and equipment).
// The database enforces the same lists (see server/db/migrations), so a change here needs
// a migration.

export const PROFESSIONAL_ROLES = [
  'model',
  'photographer',
  'videographer',
  'stylist',
  'makeup_artist',
  'creative_director',
] as const;
export const MEMBER_ROLES = [...PROFESSIONAL_ROLES, 'client'] as const;
export type ProfessionalRole = (typeof PROFESSIONAL_ROLES)[number];
export type MemberRole = (typeof MEMBER_ROLES)[number];

/**
 * Whether a role keeps experience, rates, availability and a portfolio: every role but a
 * client's (docs/product.md, Who uses Frameline).
 */
export function keepsProfessionalDetails(role: MemberRole | ''): boolean {
  return role !== 'client';
}

export const ROLE_LABELS: Record<MemberRole, string> = {
  model: 'Model',
  photographer: 'Photographer',
  videographer: 'Videographer',
  stylist: 'Stylist',
  makeup_artist: 'Makeup Artist',
  creative_director: 'Creative Director',
  client: 'Client/Brand',
};

export const SPECIALTIES = [
  'fashion',
  'portrait',
  'commercial',
  'editorial',
  'wedding',
  'event',
  'product',
  'beauty',
  'lifestyle',
  'street',
  'landscape',
  'documentary',
] as const;
export type Specialty = (typeof SPECIALTIES)[number];

export const SKILLS = [
  'photography',
  'videography',
  'editing',
  'lighting',
  'retouching',
  'color_grading',
  'drone_photography',
  'studio_work',
  'natural_light',
] as const;
export type Skill = (typeof SKILLS)[number];

export const EQUIPMENT = [
  'dslr_camera',
  'mirrorless_camera',
  'film_camera',
  'professional_lighting',
  'tripods',
  'lenses',
  'drone',
  'gimbal',
  'audio_equipment',
  'backdrop',
] as const;
export type Equipment = (typeof EQUIPMENT)[number];

export const PORTFOLIO_CATEGORIES = [
  'portrait',
  'fashion',
  'wedding',
  'commercial',
  'lifestyle',
  'beauty',
  'editorial',
  'event',
  'other',
] as const;
export type PortfolioCategory = (typeof PORTFOLIO_CATEGORIES)[number];

/** Booking statuses live with the lifecycle's table (docs/product.md, Booking lifecycle). */
export { BOOKING_STATUSES, type BookingStatus } from './booking-lifecycle.js';

export const ADMIN_LEVELS = ['moderator', 'admin', 'super_admin'] as const;
export type AdminLevel = (typeof ADMIN_LEVELS)[number];

export const VERIFICATION_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const ADMIN_PERMISSIONS = [
  'manage_users',
  'manage_bookings',
  'manage_messages',
  'view_analytics',
  'manage_admins',
  'system_settings',
] as const;
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];

/** What each admin level may do (docs/product.md, Admin levels and permissions). */
export const PERMISSIONS_BY_LEVEL: Record<AdminLevel, readonly AdminPermission[]> = {
  moderator: ['manage_bookings', 'manage_messages'],
  admin: ['manage_users', 'manage_bookings', 'manage_messages', 'view_analytics'],
  super_admin: ADMIN_PERMISSIONS,
};

/** The permissions object stored on an admin row: every permission, true where the level grants it. */
export function permissionsFor(level: AdminLevel): Record<AdminPermission, boolean> {
  const granted = PERMISSIONS_BY_LEVEL[level];
  return Object.fromEntries(
    ADMIN_PERMISSIONS.map((permission) => [permission, granted.includes(permission)]),
  ) as Record<AdminPermission, boolean>;
}

/** Turns a stored value such as 'color_grading' into 'Color Grading'. */
export function humanize(value: string): string {
  return value
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
