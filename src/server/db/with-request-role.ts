import { acceptedLanguages, spokenLocale } from '../../shared/i18n/choose-locale.ts';
import type { Database, Queryable } from './database.ts';
import { refusingOverruns, supabaseStatementTimeouts } from './statement-timeouts.ts';

/** The database roles a request may run as, as on Supabase. */
export const requestRoles = ['anon', 'authenticated', 'service_role'] as const;
export type RequestRole = (typeof requestRoles)[number];

export function isRequestRole(role: unknown): role is RequestRole {
  return requestRoles.includes(role as RequestRole);
}

export interface RequestContext {
  role: RequestRole;
  /** The verified JWT payload; policies read it through auth.jwt(), auth.uid() and auth.role(). */
  claims: Record<string, unknown>;
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  /** Reads run read-only, so a function that writes fails instead of writing (PostgREST). */
  readOnly?: boolean;
  /** Every statement sees the one snapshot taken at the first (repeatable read). */
  snapshot?: boolean;
  /**
   * Whose statement timeout applies when the server runs SQL as one role on behalf of another:
   * a calendar feed read as service_role for an anonymous subscriber is bounded as anon.
   */
  timeLimitOf?: RequestRole;
  /** The schemas unqualified names resolve in, first the request's schema. */
  searchPath?: string[];
  /** Further transaction-local settings, such as `realtime.topic` for a channel's policies. */
  settings?: Record<string, string>;
}

/**
 * Runs a request's SQL in one transaction as the JWT's role, with the request settings that
 * PostgREST sets, so row-level security sees exactly what it sees on Supabase. This is the only
 * way user requests reach the database: the server's own connection is a superuser, which
 * bypasses row-level security. Each statement is bounded by the role's statement timeout
 * (db.statementTimeouts): `SET LOCAL ROLE` does not bring the settings of `ALTER ROLE … SET`
 * with it, so they are set here, as PostgREST does.
 */
export function withRequestRole<T>(
  db: Database,
  context: RequestContext,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  if (!isRequestRole(context.role)) {
    return Promise.reject(new Error(`Refusing to run a request as role ${String(context.role)}`));
  }
  const timeoutMs = db.statementTimeouts[context.timeLimitOf ?? context.role];
  return db.transaction(async (tx) => {
    // Must come before any other statement of the transaction.
    if (context.snapshot) await tx.query('set transaction isolation level repeatable read');
    if (context.readOnly) await tx.query('set transaction read only');
    await setRequestContext(tx, context, timeoutMs);
    return fn(db.kind === 'pglite' ? refusingOverruns(tx, timeoutMs) : tx);
  });
}

/**
 * Sets a request's role and settings for the rest of the open transaction. withRequestRole is
 * the way in; this is for a transaction that first does work of the server's own (Realtime's
 * private-channel check adds a row to look for, then looks as the subscriber), whose statements
 * get Supabase's timeout of the role unless the caller says otherwise.
 */
export async function setRequestContext(
  tx: Queryable,
  context: RequestContext,
  statementTimeoutMs = supabaseStatementTimeouts[context.timeLimitOf ?? context.role],
): Promise<void> {
  if (!isRequestRole(context.role)) {
    throw new Error(`Refusing to run a request as role ${String(context.role)}`);
  }
  await tx.query(
    `select set_config('role', $1, true),
            set_config('request.jwt.claims', $2, true),
            set_config('request.method', $3, true),
            set_config('request.path', $4, true),
            set_config('request.headers', $5, true),
            set_config('statement_timeout', $6, true),
            set_config('search_path', $7, true),
            set_config('request.locale', $8, true)`,
    [
      context.role,
      JSON.stringify(context.claims),
      context.method ?? '',
      context.path ?? '',
      JSON.stringify(context.headers ?? {}),
      String(statementTimeoutMs),
      (context.searchPath ?? ['public'])
        .map((schema) => `"${schema.replaceAll('"', '""')}"`)
        .join(', '),
      // The visitor's language among the product's (app.request_locale): what a client who
      // signs up or books is written to in (clients.locale, docs/decisions/0057).
      spokenLocale(acceptedLanguages(context.headers?.['accept-language'])) ?? '',
    ],
  );
  for (const [name, value] of Object.entries(context.settings ?? {})) {
    await tx.query('select set_config($1, $2, true)', [name, value]);
  }
}
