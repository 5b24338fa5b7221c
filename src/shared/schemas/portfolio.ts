import { PORTFOLIO_CATEGORIES } from '../enums.js';
import { PORTFOLIO_TEXTS } from '../texts.js';
import { z } from '../zod.js';
import { hasVisibleCharacter, optionalText, singleLineText, uuidParam } from './common.js';
import { imageSchema } from './image.js';

const categorySchema = z.preprocess(
  (value) => (value === '' ? null : value),
  z.enum(PORTFOLIO_CATEGORIES, { error: 'Please choose a category from the list' }).nullable().optional(),
);
const titleSchema = singleLineText({ error: PORTFOLIO_TEXTS.enterTitle })
  .min(1, PORTFOLIO_TEXTS.enterTitle)
  .max(200, 'The title must be at most 200 characters')
  .refine(hasVisibleCharacter, PORTFOLIO_TEXTS.enterTitle);

/** The text fields of the 'Upload New Work' form (sent as multipart fields with the image). */
export const portfolioUploadFieldsSchema = z.strictObject({
  title: titleSchema,
  description: optionalText(2000, 'Description', { multiline: true }),
  category: categorySchema,
  isFeatured: z
    .preprocess((value) => value === true || value === 'true' || value === 'on', z.boolean())
    .optional(),
});

export const portfolioUpdateSchema = z
  .strictObject({
    title: titleSchema,
    description: optionalText(2000, 'Description', { multiline: true }),
    category: categorySchema,
    isFeatured: z.boolean(),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Nothing to update');

export const portfolioOrderSchema = z.strictObject({
  itemIds: z.array(uuidParam).max(500),
});

export const portfolioItemSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(PORTFOLIO_CATEGORIES).nullable(),
  isFeatured: z.boolean(),
  sortOrder: z.number().int(),
  image: imageSchema,
  createdAt: z.string(),
});
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

export const portfolioListSchema = z.object({ items: z.array(portfolioItemSchema) });
export type PortfolioList = z.infer<typeof portfolioListSchema>;
export const portfolioItemResponseSchema = z.object({ item: portfolioItemSchema });
export type PortfolioItemResponse = z.infer<typeof portfolioItemResponseSchema>;
/** 'Upload New Work': the new item, and what to tell the member. */
export const portfolioUploadResponseSchema = portfolioItemResponseSchema.extend({ message: z.string() });
export type PortfolioUploadResponse = z.infer<typeof portfolioUploadResponseSchema>;
