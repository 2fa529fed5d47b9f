import type { Logger } from 'pino';
import type { Database } from '../../db/database.ts';
import { loadSchemaCache } from './load-schema-cache.ts';
import type { SchemaCache } from './schema-types.ts';

export interface SchemaCacheStore {
  current(): SchemaCache;
  reload(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Keeps the schema cache of the exposed schemas, loaded at start (after migrations) and again on
 * `NOTIFY pgrst, 'reload schema'` (or an empty payload), as PostgREST does.
 */
export async function createSchemaCacheStore(
  db: Database,
  schemas: string[],
  logger: Logger,
): Promise<SchemaCacheStore> {
  let cache = await loadSchemaCache(db, schemas);
  const reload = async () => {
    cache = await loadSchemaCache(db, schemas);
    logger.info('schema cache reloaded');
  };
  const stop = await db.listen('pgrst', (payload) => {
    if (payload === '' || payload === 'reload schema') {
      reload().catch((error: unknown) =>
        logger.error({ err: error }, 'schema cache reload failed'),
      );
    }
  });
  return { current: () => cache, reload, close: stop };
}
