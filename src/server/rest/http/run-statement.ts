import type { Queryable } from '../../db/database.ts';
import { withRequestRole } from '../../db/with-request-role.ts';
import type { PlanMedia } from '../query-ast.ts';
import { isPostgresError, restErrorFromDatabase } from '../database-error.ts';
import { RestError } from '../rest-error.ts';
import type { Statement } from '../sql/read-statement.ts';
import type { RestRequest, RestServices } from './rest-request.ts';

/** The planner's row estimate from `EXPLAIN (FORMAT JSON)`, as text or parsed by the driver. */
function planRows(explained: unknown): number {
  const parsed = (typeof explained === 'string' ? JSON.parse(explained) : explained) as {
    Plan?: { 'Plan Rows'?: number };
  }[];
  return parsed[0]?.Plan?.['Plan Rows'] ?? 0;
}

export interface StatementResult {
  total: number | undefined;
  pageTotal: number;
  body: string;
  /** Rows an upsert really inserted (not updated). */
  inserted: number | undefined;
  /** With `Accept: application/vnd.pgrst.plan`: the EXPLAIN output, the whole answer. */
  plan?: string;
}

export interface StatementChecks {
  readOnly: boolean;
  /** `Accept: vnd.pgrst.object`: exactly one row, else 406 and nothing is kept. */
  single: boolean;
  /** `Prefer: handling=strict, max-affected=N`. */
  maxAffected?: number | undefined;
  countInserted?: boolean;
  /**
   * For `count=planned`, and `count=estimated` past max-rows: the count query, whose row
   * estimate EXPLAIN gives.
   */
  plannedCount?: { statement: Statement; when: 'always' | 'over-max-rows'; maxRows: number };
}

/** `EXPLAIN (FORMAT …, options)` of the statement, as PostgREST answers a plan media type. */
async function explain(tx: Queryable, plan: PlanMedia, statement: Statement) {
  const options = [
    `FORMAT ${plan.format.toUpperCase()}`,
    ...plan.options.map((o) => o.toUpperCase()),
  ];
  const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(
    `EXPLAIN (${options.join(', ')}) ${statement.sql}`,
    statement.parameters,
  );
  const lines = rows.map((row) => row['QUERY PLAN']);
  const text =
    plan.format === 'text'
      ? lines.join('\n')
      : typeof lines[0] === 'string'
        ? lines[0]
        : JSON.stringify(lines[0]);
  return { total: undefined, pageTotal: 0, body: '', inserted: undefined, plan: text };
}

/** Carries a finished result out of a transaction that must not be kept. */
class RolledBack {
  readonly result: StatementResult;
  constructor(result: StatementResult) {
    this.result = result;
  }
}

/**
 * Runs one statement in the request's transaction, as its role. A failed check throws inside
 * the transaction, so the writes roll back with it; so does a request whose transaction is to end
 * in a rollback (`Prefer: tx=rollback`), which still answers with what it did.
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
    searchPath: [request.schema, ...(request.schema === 'public' ? [] : ['public']), 'extensions'],
  };
  try {
    return await withRequestRole(services.db, context, async (tx) => {
      if (request.plan) {
        const plan = await explain(tx, request.plan, statement);
        if (request.rollback) throw new RolledBack(plan);
        return plan;
      }
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
      const counted = row?.total_result_set;
      let total = counted === null || counted === undefined ? undefined : Number(counted);
      const planned = checks.plannedCount;
      if (planned && (planned.when === 'always' || (total ?? 0) > planned.maxRows)) {
        const { rows: plan } = await tx.query<{ 'QUERY PLAN': unknown }>(
          `explain (format json) ${planned.statement.sql}`,
          planned.statement.parameters,
        );
        const estimate = planRows(plan[0]?.['QUERY PLAN']);
        total = planned.when === 'always' ? estimate : Math.max(estimate, planned.maxRows);
      }
      const result = { total, pageTotal, body: row?.body ?? '', inserted };
      if (request.rollback) {
        // As PostgREST: deferred constraints still get their say before the rollback.
        await tx.query('set constraints all immediate');
        throw new RolledBack(result);
      }
      return result;
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.result;
    if (isPostgresError(error)) throw restErrorFromDatabase(error, request.identity.role);
    throw error;
  }
}
