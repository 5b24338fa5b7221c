import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { SessionUser } from '../../../shared/schemas/auth.js';
import type { PortfolioItem } from '../../../shared/schemas/portfolio.js';
import { PORTFOLIO_TEXTS, portfolioUploadFieldsSchema } from '../../../shared/schemas/portfolio.js';
import type { ImagesTable, PortfolioItemsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { deleteImage, type ImageDeps, imageUrls, saveImage } from '../../lib/images.js';

export type PortfolioDeps = ImageDeps;
type ItemRow = Selectable<PortfolioItemsTable> &
  Pick<Selectable<ImagesTable>, 'variants' | 'width' | 'height' | 'dominant_color'>;

function selectItems(deps: PortfolioDeps) {
  return deps.db
    .selectFrom('portfolio_items as item')
    .innerJoin('images', 'images.id', 'item.image_id')
    .selectAll('item')
    .select(['images.variants', 'images.width', 'images.height', 'images.dominant_color']);
}

function toItem(deps: PortfolioDeps, row: ItemRow): PortfolioItem {
  return {
    id: row.id,
    userId: row.user_id,
    title: row.title,
    description: row.description,
    category: row.category,
    isFeatured: row.is_featured,
    sortOrder: row.sort_order,
    image: imageUrls(deps.storage, row),
    createdAt: row.created_at.toISOString(),
  };
}

/** SPEC 7: sort_order ascending, then newest first. Hidden with a suspended owner (D5). */
export async function listPortfolio(
  deps: PortfolioDeps,
  ownerId: string,
  viewer: SessionUser | null,
): Promise<PortfolioItem[]> {
  const owner = await deps.db
    .selectFrom('profiles')
    .select('suspended_at')
    .where('user_id', '=', ownerId)
    .executeTakeFirst();
  const mayView = owner && (!owner.suspended_at || viewer?.id === ownerId || viewer?.adminLevel);
  if (!mayView) throw new AppError('NOT_FOUND', 'Profile not found');
  const rows = await selectItems(deps)
    .where('item.user_id', '=', ownerId)
    .orderBy('item.sort_order', 'asc')
    .orderBy('item.created_at', 'desc')
    .orderBy('item.id')
    .execute();
  return rows.map((row) => toItem(deps, row));
}

/** 'Upload New Work': the image goes through the pipeline, then the item is recorded. */
export async function addPortfolioItem(
  deps: PortfolioDeps,
  ownerId: string,
  upload: { file: Buffer | null; fields: Record<string, string> },
): Promise<PortfolioItem> {
  const parsed = portfolioUploadFieldsSchema.safeParse(upload.fields);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((issue) => [String(issue.path[0] ?? '_'), issue.message]),
    );
    throw new AppError('VALIDATION_FAILED', Object.values(fields)[0] ?? 'The form is not valid', { fields });
  }
  if (!upload.file)
    throw new AppError('VALIDATION_FAILED', PORTFOLIO_TEXTS.selectImage, {
      fields: { file: PORTFOLIO_TEXTS.selectImage },
    });
  const fields: z.output<typeof portfolioUploadFieldsSchema> = parsed.data;
  const image = await saveImage(deps, { ownerId, kind: 'portfolio', input: upload.file });
  try {
    const item = await deps.db
      .insertInto('portfolio_items')
      .values({
        user_id: ownerId,
        title: fields.title,
        description: fields.description ?? null,
        category: fields.category ?? null,
        image_id: image.id,
        is_featured: fields.isFeatured ?? false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return getOwnItem(deps, ownerId, item.id);
  } catch (error) {
    await deleteImage(deps, image.id); // no orphan files when the item cannot be recorded
    throw error;
  }
}

async function getOwnItem(deps: PortfolioDeps, ownerId: string, itemId: string): Promise<PortfolioItem> {
  const row = await selectItems(deps)
    .where('item.id', '=', itemId)
    .where('item.user_id', '=', ownerId)
    .executeTakeFirst();
  // Another member's item answers exactly like a missing one.
  if (!row) throw new AppError('NOT_FOUND', PORTFOLIO_TEXTS.notFound);
  return toItem(deps, row);
}

export async function updatePortfolioItem(
  deps: PortfolioDeps,
  ownerId: string,
  itemId: string,
  changes: {
    title?: string;
    description?: string | null;
    category?: PortfolioItem['category'];
    isFeatured?: boolean;
  },
): Promise<PortfolioItem> {
  const set = Object.fromEntries(
    Object.entries({
      title: changes.title,
      description: changes.description,
      category: changes.category,
      is_featured: changes.isFeatured,
    }).filter(([, value]) => value !== undefined),
  );
  const updated = await deps.db
    .updateTable('portfolio_items')
    .set(set)
    .where('id', '=', itemId)
    .where('user_id', '=', ownerId)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw new AppError('NOT_FOUND', PORTFOLIO_TEXTS.notFound);
  return getOwnItem(deps, ownerId, itemId);
}

/** Deletes the item, then its image row and files. */
export async function deletePortfolioItem(
  deps: PortfolioDeps,
  ownerId: string,
  itemId: string,
): Promise<void> {
  const deleted = await deps.db
    .deleteFrom('portfolio_items')
    .where('id', '=', itemId)
    .where('user_id', '=', ownerId)
    .returning('image_id')
    .executeTakeFirst();
  if (!deleted) throw new AppError('NOT_FOUND', PORTFOLIO_TEXTS.notFound);
  await deleteImage(deps, deleted.image_id);
}

/** Sets the order of all of the member's items at once: `itemIds` must be exactly their items. */
export async function reorderPortfolio(
  deps: PortfolioDeps,
  ownerId: string,
  itemIds: string[],
): Promise<PortfolioItem[]> {
  await deps.db.transaction().execute(async (trx) => {
    const own = await trx
      .selectFrom('portfolio_items')
      .select('id')
      .where('user_id', '=', ownerId)
      .forUpdate()
      .execute();
    const ownIds = new Set(own.map((row) => row.id));
    if (
      itemIds.length !== ownIds.size ||
      new Set(itemIds).size !== itemIds.length ||
      !itemIds.every((id) => ownIds.has(id))
    ) {
      throw new AppError('BAD_REQUEST', 'The new order must list each of your portfolio items exactly once.');
    }
    for (const [index, id] of itemIds.entries()) {
      await trx.updateTable('portfolio_items').set({ sort_order: index }).where('id', '=', id).execute();
    }
  });
  return listPortfolio(deps, ownerId, null);
}
