import { withRequestRole } from '../../db/with-request-role.ts';
import { isPostgresError, restErrorFromDatabase } from '../database-error.ts';
import { RestError } from '../rest-error.ts';
import type { Statement } from '../sql/read-statement.ts';
import type { RestRequest, RestServices } from './rest-request.ts';

export interface StatementResult {
  total: number | undefined;
  pageTotal: number;
  body: string;
  /** Rows an upsert really inserted (not updated). */
  inserted: number | undefined;
}

export interface StatementChecks {
  readOnly: boolean;
  /** `Accept: vnd.pgrst.object`: exactly one row, else 406 and nothing is kept. */
  single: boolean;
  /** `Prefer: handling=strict, max-affected=N`. */
  maxAffected?: number | undefined;
  countInserted?: boolean;
}

/**
 * Runs one statement in the request's transaction, as its role. A failed check throws inside
 * the transaction, so the writes roll back with it.
 */
export async function runStatement(
  services: RestServices,
  request: RestRequest,
  statement: Statement,
  checks: StatementChecks,
): Promise<StatementResult> {
  const context = {
    role: request.identity.role,
    claims: request.identity.claims,
    method: request.method,
    path: request.path,
    headers: request.headers,
    readOnly: checks.readOnly,
    statementTimeoutMs: services.statementTimeoutMs,
    searchPath: [request.schema, ...(request.schema === 'public' ? [] : ['public']), 'extensions'],
  };
  try {
    return await withRequestRole(services.db, context, async (tx) => {
      const { rows } = await tx.query<{
        total_result_set: string | number | null;
        page_total: string | number;
        body: string;
      }>(statement.sql, statement.parameters);
      const row = rows[0];
      const pageTotal = Number(row?.page_total ?? 0);
      if (checks.single && pageTotal !== 1) {
        throw new RestError({
          status: 406,
          code: 'PGRST116',
          message: 'Cannot coerce the result to a single JSON object',
          details: `The result contains ${pageTotal} rows`,
        });
      }
      if (checks.maxAffected !== undefined && pageTotal > checks.maxAffected) {
        throw new RestError({
          status: 400,
          code: 'PGRST124',
          message: 'Query result exceeds max-affected preference constraint',
          details: `The query affects ${pageTotal} rows`,
        });
      }
      let inserted: number | undefined;
      if (checks.countInserted) {
        const { rows: setting } = await tx.query<{ inserted: string | null }>(
          "select nullif(current_setting('pgrst.inserted', true), '') as inserted",
        );
        inserted = Number(setting[0]?.inserted ?? 0);
      }
      const total = row?.total_result_set;
      return {
        total: total === null || total === undefined ? undefined : Number(total),
        pageTotal,
        body: row?.body ?? '',
        inserted,
      };
    });
  } catch (error) {
    if (isPostgresError(error)) throw restErrorFromDatabase(error, request.identity.role);
    throw error;
  }
}
