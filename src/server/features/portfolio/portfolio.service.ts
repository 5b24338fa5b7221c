import type { Selectable } from 'kysely';
import { PORTFOLIO_MAX_ITEMS } from '../../../shared/limits.js';
import { mayArrangePortfolio, mayViewProfile, showsPortfolio } from '../../../shared/policies.js';
import type { PortfolioItem } from '../../../shared/schemas/portfolio.js';
import { portfolioUploadFieldsSchema } from '../../../shared/schemas/portfolio.js';
import { PORTFOLIO_TEXTS, PROFILE_MESSAGES, UPLOAD_TEXTS } from '../../../shared/texts.js';
import type { Db } from '../../db/database.js';
import type { ImagesTable, PortfolioItemsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { enforce } from '../../lib/authorize.js';
import {
  deleteImageRow,
  discardStoredImage,
  type ImageDeps,
  imageUrls,
  recordImage,
  removeImageFiles,
  storeImageFiles,
} from '../../lib/images.js';
import { parseUploadFields } from '../../lib/multipart.js';
import type { RequestContext } from '../../lib/request-context.js';
import { assertMayUpload, countedUpload, type UploadDeps } from '../profiles/index.js';

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

/**
 * Sort order ascending, then newest first. Seen by whoever may view the owner's profile;
 * a client's kept works only by the owner (and admins), to everyone else it is empty.
 */
export async function listPortfolio(
  deps: PortfolioDeps,
  ctx: RequestContext,
  ownerId: string,
): Promise<PortfolioItem[]> {
  const owner = await deps.db
    .selectFrom('profiles')
    .select(['suspended_at', 'role'])
    .where('user_id', '=', ownerId)
    .executeTakeFirst();
  if (!owner) throw new AppError('NOT_FOUND', PROFILE_MESSAGES.notFound);
  enforce(mayViewProfile(ctx.actor, { userId: ownerId, isSuspended: owner.suspended_at !== null }), {
    not_found: PROFILE_MESSAGES.notFound,
  });
  if (!showsPortfolio(ctx.actor, { userId: ownerId, role: owner.role })) return [];
  return itemsOf(deps, ownerId);
}

/** Refuses changing, featuring and reordering the works of a member who is not a professional now. */
async function assertMayArrange(db: Db, ownerId: string): Promise<void> {
  const owner = await db
    .selectFrom('profiles')
    .select('role')
    .where('user_id', '=', ownerId)
    .executeTakeFirst();
  enforce(mayArrangePortfolio(owner), {
    no_profile: PORTFOLIO_TEXTS.notFound,
    not_professional: PORTFOLIO_TEXTS.keptWhileClient,
  });
}

async function itemsOf(deps: PortfolioDeps, ownerId: string): Promise<PortfolioItem[]> {
  const rows = await selectItems(deps)
    .where('item.user_id', '=', ownerId)
    .orderBy('item.sort_order', 'asc')
    .orderBy('item.created_at', 'desc')
    .orderBy('item.id')
    .execute();
  return rows.map((row) => toItem(deps, row));
}

/**
 * 'Upload New Work'. Every refusal that needs no decoding comes first (who may upload,
 * the form, the portfolio cap, the upload rate); then the image goes through the
 * pipeline and its files are stored; then the cap is counted again and the image and its
 * item recorded under the profile's row lock, so two uploads at once cannot both take the
 * last place (the refused one's files are removed again).
 */
export async function addPortfolioItem(
  deps: PortfolioDeps & UploadDeps,
  ownerId: string,
  upload: { file: Buffer | null; fields: Record<string, string> },
): Promise<PortfolioItem> {
  assertMayUpload(
    await deps.db
      .selectFrom('profiles')
      .select(['suspended_at', 'role'])
      .where('user_id', '=', ownerId)
      .executeTakeFirst(),
    { forPortfolio: true },
  );
  const fields = parseUploadFields(portfolioUploadFieldsSchema, upload.fields);
  if (!upload.file)
    throw new AppError('VALIDATION_FAILED', PORTFOLIO_TEXTS.selectImage, {
      fields: { file: PORTFOLIO_TEXTS.selectImage },
    });
  assertRoomInPortfolio(await countItems(deps.db, ownerId));
  const file = upload.file;
  return countedUpload(deps.limiter, ownerId, async () => {
    const processed = await deps.imageWork.process(file, 'portfolio');
    // The files first, with no transaction open; then one short transaction records the
    // image and its item together, so neither exists without the other.
    const stored = await storeImageFiles(deps.storage, { ownerId, processed });
    let itemId: string;
    try {
      itemId = await deps.db.transaction().execute(async (trx) => {
        assertMayUpload(
          await trx
            .selectFrom('profiles')
            .select(['suspended_at', 'role'])
            .where('user_id', '=', ownerId)
            .forUpdate()
            .executeTakeFirst(),
          { forPortfolio: true },
        );
        assertRoomInPortfolio(await countItems(trx, ownerId));
        const image = await recordImage(trx, stored);
        const item = await trx
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
        return item.id;
      });
    } catch (error) {
      await discardStoredImage(deps, stored);
      throw error;
    }
    return getOwnItem(deps, ownerId, itemId);
  });
}

async function countItems(db: Db, ownerId: string): Promise<number> {
  const { items } = await db
    .selectFrom('portfolio_items')
    .select((eb) => eb.fn.countAll<number>().as('items'))
    .where('user_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return items;
}

function assertRoomInPortfolio(items: number) {
  if (items >= PORTFOLIO_MAX_ITEMS) {
    throw new AppError('CONFLICT', UPLOAD_TEXTS.portfolioFull(PORTFOLIO_MAX_ITEMS));
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
  await assertMayArrange(deps.db, ownerId);
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

/**
 * Deletes the item and its image row in one transaction (an image row never outlives its
 * use), then the image's files.
 */
export async function deletePortfolioItem(
  deps: PortfolioDeps,
  ownerId: string,
  itemId: string,
): Promise<void> {
  const keys = await deps.db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('portfolio_items')
      .where('id', '=', itemId)
      .where('user_id', '=', ownerId)
      .returning('image_id')
      .executeTakeFirst();
    if (!deleted) throw new AppError('NOT_FOUND', PORTFOLIO_TEXTS.notFound);
    return deleteImageRow(trx, deleted.image_id);
  });
  await removeImageFiles(deps.storage, keys);
}

/** Sets the order of all of the member's items at once: `itemIds` must be exactly their items. */
export async function reorderPortfolio(
  deps: PortfolioDeps,
  ownerId: string,
  itemIds: string[],
): Promise<PortfolioItem[]> {
  await assertMayArrange(deps.db, ownerId);
  await deps.db.transaction().execute(async (trx) => {
    // Locked in id order, which no change moves: in the order they are stored or sorted,
    // two reorders at once could each hold a row the other waits for (a deadlock).
    const own = await trx
      .selectFrom('portfolio_items')
      .select('id')
      .where('user_id', '=', ownerId)
      .orderBy('id')
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
  return itemsOf(deps, ownerId);
}
