import type { Config } from '../../config.js';
import type { Db } from '../database.js';

type Log = { info: (msg: string) => void; warn: (msg: string) => void };

/** Demo data on an empty database (no users yet). Filled in by the demo seed. */
export async function seedDemoIfEmpty(_db: Db, _config: Config, _log: Log): Promise<void> {}
