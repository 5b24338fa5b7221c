import type { Migration } from 'kysely';
import * as initialSchema from './0001-initial-schema.js';

/** Every migration, in order. Names are permanent once released. */
export const migrations: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
};
