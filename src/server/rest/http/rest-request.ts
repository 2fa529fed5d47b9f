import type { Context } from 'hono';
import type { ApiTokenVerifier } from '../../auth/api-token/api-token-verifier.ts';
import type { Database } from '../../db/database.ts';
import { negotiateMedia } from '../parse/parse-accept.ts';
import { parsePreferences } from '../parse/parse-prefer.ts';
import type { PlanMedia, Preferences, ResponseMedia } from '../query-ast.ts';
import { transactionOutcome, type TransactionEnd } from '../plan/transaction-end.ts';
import { resolveRequestIdentity, type RequestIdentity } from '../request-role.ts';
import { RestError } from '../rest-error.ts';
import type { SchemaCacheStore } from '../schema/schema-cache-store.ts';
import type { SchemaCache } from '../schema/schema-types.ts';
import type { StatementCache } from './statement-cache.ts';

export interface RestServices {
  db: Database;
  verifyApiToken: ApiTokenVerifier;
  schemaCache: SchemaCacheStore;
  schemas: string[];
  maxRows: number;
  statements: StatementCache;
  txEnd: TransactionEnd;
  aggregatesEnabled: boolean;
  planEnabled: boolean;
}

/** What every data API request has once its headers are read. */
export interface RestRequest {
  method: string;
  /** The path as PostgREST sees it: after /rest/v1. */
  path: string;
  identity: RequestIdentity;
  schema: string;
  cache: SchemaCache;
  entries: [string, string][];
  /** The query string as sent, for keys that identify the request's shape. */
  search: string;
  /** `tx` holds only a `Prefer: tx=` that REST_TX_END lets through. */
  preferences: Preferences;
  /** The transaction ends in a rollback (REST_TX_END, or `Prefer: tx=rollback` where allowed). */
  rollback: boolean;
  media: ResponseMedia;
  /** `Accept: application/vnd.pgrst.plan…`: answer with the EXPLAIN of the statement instead. */
  plan: PlanMedia | undefined;
  /** Lower-case names, without cookies, for `request.headers`. */
  headers: Record<string, string>;
}

function requestSchema(c: Context, method: string, schemas: string[]): string {
  const header = c.req.header(
    method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile',
  );
  const [first = 'public'] = schemas;
  if (header === undefined) return first;
  if (!schemas.includes(header)) {
    throw new RestError({
      status: 406,
      code: 'PGRST106',
      message: `Invalid schema: ${header}`,
      hint: `Only the following schemas are exposed: ${schemas.join(', ')}`,
    });
  }
  return header;
}

export async function readRestRequest(c: Context, services: RestServices): Promise<RestRequest> {
  const method = c.req.method;
  const identity = await resolveRequestIdentity(
    { authorization: c.req.header('authorization'), apikey: c.req.header('apikey') },
    services.verifyApiToken,
    c.req.url,
  );
  const preferences = parsePreferences(c.req.raw.headers.get('prefer')?.split(',') ?? []);
  if (preferences.handling === 'strict' && preferences.invalid.length > 0) {
    throw new RestError({
      status: 400,
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: `Invalid preferences: ${preferences.invalid.join(', ')}`,
    });
  }
  const outcome = transactionOutcome(services.txEnd, preferences.tx);
  preferences.tx = outcome.applied;
  // Built from entries, so a header named __proto__ is a header like any other. The request's
  // id is the server's (request-log.ts), whatever the client sent: the audit trail keeps it.
  const headers = Object.fromEntries([
    ...[...c.req.raw.headers].filter(([name]) => name !== 'cookie' && name !== 'x-request-id'),
    ['x-request-id', c.get('requestId')],
  ]);
  const url = new URL(c.req.url);
  const negotiated = negotiateMedia(c.req.header('accept'), services.planEnabled);
  const plan = negotiated.kind === 'plan' ? negotiated : undefined;
  return {
    method,
    path: url.pathname.replace(/^\/rest\/v1/, ''),
    identity,
    schema: requestSchema(c, method, services.schemas),
    cache: services.schemaCache.current(),
    entries: [...url.searchParams],
    search: url.search,
    preferences,
    rollback: outcome.rollback,
    plan,
    media: plan ? plan.for : (negotiated as ResponseMedia),
    headers,
  };
}
