import { PROFESSIONAL_ROLES } from '../enums.js';
import { z } from '../zod.js';
import { imageSchema } from './image.js';

// What GET /api/discover, /api/discover/roles and /api/discover/locations answer
// (docs/product.md, Search filters). The server checks its answers against these; the
// browser imports only their types (from discovery.ts), so it never builds them.

export const professionalCardSchema = z.object({
  userId: z.uuid(),
  displayName: z.string(),
  role: z.enum(PROFESSIONAL_ROLES),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  specialties: z.array(z.string()),
  hourlyRate: z.number().nullable(),
  dayRate: z.number().nullable(),
  experienceYears: z.number().int(),
  verificationStatus: z.string(),
  avatar: imageSchema.nullable(),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
});
export type ProfessionalCard = z.infer<typeof professionalCardSchema>;

const pageLinkSchema = z.object({ page: z.number().int(), cursor: z.string().nullable() });
export type PageLink = z.infer<typeof pageLinkSchema>;

export const discoverResponseSchema = z.object({
  items: z.array(professionalCardSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Exact unless `totalIsCapped`: then at least this many (the cap of its kind of count) match. */
  total: z.number().int(),
  totalIsCapped: z.boolean(),
  /** 1-based positions of the first and last item on this page ('Showing X - Y of N'). */
  from: z.number().int(),
  to: z.number().int(),
  links: z.object({
    prev: pageLinkSchema.nullable(),
    next: pageLinkSchema.nullable(),
    first: pageLinkSchema.nullable(),
    last: pageLinkSchema.nullable(),
    /** Nearby numbered pages, the current one included (its cursor is the current one). */
    pages: z.array(pageLinkSchema.extend({ current: z.boolean() })),
  }),
});
export type DiscoverResponse = z.infer<typeof discoverResponseSchema>;

export const roleCountsSchema = z.object({
  total: z.number().int(),
  totalIsCapped: z.boolean(),
  roles: z.array(
    z.object({ role: z.enum(PROFESSIONAL_ROLES), count: z.number().int(), isCapped: z.boolean() }),
  ),
});
export type RoleCounts = z.infer<typeof roleCountsSchema>;

export const locationSuggestionsSchema = z.object({
  locations: z.array(z.object({ city: z.string(), count: z.number().int() })),
});
export type LocationSuggestions = z.infer<typeof locationSuggestionsSchema>;
