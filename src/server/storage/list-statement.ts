import { z } from 'zod';
import { storageErrors } from './storage-error.ts';

/** The body of POST /object/list/{bucket}, with supabase-js's defaults. */
const listOptions = z.object({
  prefix: z.string().default(''),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  offset: z.coerce.number().int().min(0).default(0),
  search: z.string().default(''),
  sortBy: z
    .object({
      column: z.enum(['name', 'created_at', 'updated_at', 'last_accessed_at']).default('name'),
      order: z
        .string()
        .default('asc')
        .transform((order) => (order.toLowerCase() === 'desc' ? 'desc' : 'asc')),
    })
    .default({ column: 'name', order: 'asc' }),
});

export type ListOptions = z.infer<typeof listOptions>;

export function parseListOptions(body: unknown): ListOptions {
  const parsed = listOptions.safeParse(body ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw storageErrors.invalidRequest(
      `body/${issue?.path.join('/') ?? ''} ${issue?.message ?? 'is not valid'}`,
    );
  }
  return parsed.data;
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What Supabase's list answers: the entries directly inside the folder `prefix`: files with
 * their rows, and sub-folders once each with null id and dates. `search` keeps entries whose
 * name starts with it, ignoring case. Run as the caller, so only files they may read count,
 * and a folder shows only if it holds one.
 */
export function listStatement(bucket: string, options: ListOptions) {
  const trimmed = options.prefix.replace(/^\/+|\/+$/g, '');
  const folder = trimmed === '' ? '' : `${trimmed}/`;
  const order = options.sortBy.order;
  // Folders have no dates: they sort after files either way, then by name, as on Supabase.
  const orderBy =
    options.sortBy.column === 'name'
      ? `name collate "C" ${order}`
      : `${options.sortBy.column} ${order} nulls last, name collate "C" asc`;
  const sql = `
    with entries as (
      select split_part(substr(o.name, $2::int + 1), '/', 1) as entry,
             strpos(substr(o.name, $2::int + 1), '/') > 0 as is_folder,
             o.id, o.created_at, o.updated_at, o.last_accessed_at, o.metadata
      from storage.objects o
      where o.bucket_id = $1 and starts_with(o.name, $3)
    ),
    listed as (
      select entry as name, null::uuid as id, null::timestamptz as updated_at,
             null::timestamptz as created_at, null::timestamptz as last_accessed_at,
             null::jsonb as metadata
      from entries where is_folder group by entry
      union all
      select entry, id, updated_at, created_at, last_accessed_at, metadata
      from entries where not is_folder
    )
    select * from listed
    where name ilike $4 escape '\\'
    order by ${orderBy}
    limit $5 offset $6`;
  return {
    sql,
    params: [
      bucket,
      folder.length,
      folder,
      `${likeEscaped(options.search)}%`,
      options.limit,
      options.offset,
    ],
  };
}
