import type { Database } from '../db/database.ts';

/**
 * The columns of the tables of `public`, with their type names (pg_type.typname, as Realtime's
 * `columns` gives them), and which ones each role may SELECT. Asked once per role and kept for
 * a short while: grants change with migrations, not with requests.
 */

export interface TableColumns {
  /** In column order: name and type of every column. */
  all: { name: string; type: string }[];
  types: Map<string, string>;
  /** The columns the role may SELECT. */
  readable: Set<string>;
}

const keepMs = 30_000;

export class ColumnCatalogue {
  readonly #db: Database;
  readonly #byRole = new Map<string, { at: number; tables: Promise<Map<string, TableColumns>> }>();

  constructor(db: Database) {
    this.#db = db;
  }

  /** The tables of `public` as the role sees their columns. */
  forRole(role: string): Promise<Map<string, TableColumns>> {
    const kept = this.#byRole.get(role);
    if (kept !== undefined && Date.now() - kept.at < keepMs) return kept.tables;
    const tables = this.#load(role);
    this.#byRole.set(role, { at: Date.now(), tables });
    tables.catch(() => this.#byRole.delete(role));
    return tables;
  }

  async #load(role: string): Promise<Map<string, TableColumns>> {
    const { rows } = await this.#db.query<{
      table_name: string;
      name: string;
      type: string;
      readable: boolean;
    }>(
      `select c.relname as table_name, a.attname as name, t.typname as type,
              has_column_privilege($1, c.oid, a.attnum, 'SELECT') as readable
       from pg_class c
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type t on t.oid = a.atttypid
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
       order by c.relname, a.attnum`,
      [role],
    );
    const tables = new Map<string, TableColumns>();
    for (const row of rows) {
      let table = tables.get(row.table_name);
      if (table === undefined) {
        table = { all: [], types: new Map(), readable: new Set() };
        tables.set(row.table_name, table);
      }
      table.all.push({ name: row.name, type: row.type });
      table.types.set(row.name, row.type);
      if (row.readable) table.readable.add(row.name);
    }
    return tables;
  }
}
