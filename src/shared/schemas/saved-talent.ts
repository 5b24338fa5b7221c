import { z } from 'zod';
import { uuidParam } from './common.js';
import { memberSummarySchema } from './messaging.js';

// Saved talent (docs/product.md, Saved talent): the professionals a member keeps to come
// back to. The API contract; the server, the web and the tests use these.

/** The most professionals one member keeps saved. */
export const SAVED_TALENT_MAX = 500;
export const SAVED_TALENT_PAGE_SIZE = 20;

export const savedTalentParamsSchema = z.strictObject({ talentId: uuidParam });

export const savedTalentQuerySchema = z.strictObject({ cursor: z.string().max(300).optional() });

/** Whether I saved a professional: the answer of GET, PUT and DELETE on one. */
export const savedStateSchema = z.object({ saved: z.boolean(), message: z.string().optional() });
export type SavedState = z.infer<typeof savedStateSchema>;

/** The ids of every professional I saved, at most SAVED_TALENT_MAX: talent cards mark them. */
export const savedTalentIdsSchema = z.object({ ids: z.array(z.uuid()) });
export type SavedTalentIds = z.infer<typeof savedTalentIdsSchema>;

/** One saved professional: who (name, role, avatar), where, whether taking work, when saved. */
export const savedTalentItemSchema = z.object({
  talent: memberSummarySchema,
  location: z.string().nullable(),
  isAvailable: z.boolean(),
  savedAt: z.iso.datetime({ offset: true }),
});
export type SavedTalentItem = z.infer<typeof savedTalentItemSchema>;

export const savedTalentListSchema = z.object({
  items: z.array(savedTalentItemSchema),
  /** The next (older) page, or null on the last one. */
  nextCursor: z.string().nullable(),
  /** How many are listed in all (suspended professionals and clients are not). */
  total: z.number().int(),
});
export type SavedTalentList = z.infer<typeof savedTalentListSchema>;
