import { z } from '../zod.js';

// An uploaded image as the API sends it (a profile's avatar and cover, a portfolio item).
// Apart from profiles.ts so that a page showing talent cards builds only this schema, not
// every profile form's.

export const imageSchema = z.object({
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  color: z.string(),
});
