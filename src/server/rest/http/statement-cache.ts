import { LRUCache } from 'lru-cache';
import type { SchemaCache } from '../schema/schema-types.ts';
import type { RestRequest } from './rest-request.ts';

/**
 * Plans and SQL already made for the same request shape: method, schema, path, query string and
 * the headers that change the statement (Accept, Prefer count, Range). The role and claims are
 * not part of the SQL (they are set per transaction), so users share entries. Entries belong
 * to the schema cache they were planned against: a reload starts afresh.
 */
export class StatementCache {
  readonly #byCache = new WeakMap<SchemaCache, LRUCache<string, object>>();
  readonly #max: number;

  constructor(max: number) {
    this.#max = max;
  }

  get<T extends object>(request: RestRequest, extra: string, create: () => T): T {
    let entries = this.#byCache.get(request.cache);
    if (!entries) {
      entries = new LRUCache<string, object>({ max: this.#max });
      this.#byCache.set(request.cache, entries);
    }
    const key = [
      request.method,
      request.schema,
      request.path,
      request.search,
      request.headers.accept ?? '',
      request.preferences.count ?? '',
      extra,
    ].join('\n');
    const hit = entries.get(key);
    if (hit) return hit as T;
    const created = create();
    entries.set(key, created);
    return created;
  }
}
