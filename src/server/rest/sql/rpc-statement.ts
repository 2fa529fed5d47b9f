import type { ReadNode } from '../plan/read-plan.ts';
import type { ResponseMedia } from '../query-ast.ts';
import type { DatabaseFunction } from '../schema/schema-types.ts';
import { selectSql } from './read-select.ts';
import type { Statement } from './read-statement.ts';
import { responseBodySql } from './response-body-sql.ts';
import { quoteIdentifier, quoteQualified, SqlParameters } from './sql-text.ts';

export type RpcArguments =
  /** POST: a JSON object of named arguments. */
  | { kind: 'json-object'; body: string; names: string[] }
  /** POST to a function of one unnamed json/jsonb/text/xml/bytea parameter: the whole body (hex for bytea). */
  | { kind: 'whole-body'; body: string }
  /** GET: text values cast to each parameter's type. */
  | { kind: 'query'; values: [name: string, value: string][] };

/** Whether the function gives rows to select from, filter and embed, rather than one value. */
export function returnsRows(fn: DatabaseFunction): boolean {
  return fn.returnsRowsOf !== null || fn.returnsRecord;
}

function callSql(fn: DatabaseFunction, args: RpcArguments, parameters: SqlParameters) {
  const name = quoteQualified(fn.schema, fn.name);
  const typeOf = (argument: string) =>
    fn.parameters.find((parameter) => parameter.name === argument)?.type ?? 'text';
  if (args.kind === 'whole-body') {
    const type = fn.parameters[0]?.type ?? 'json';
    const value = parameters.add(args.body);
    // A binary body arrives as hex (see rest-routes.ts): drivers will not bind text as bytea.
    const argument = type === 'bytea' ? `decode(${value}::text, 'hex')` : `${value}::${type}`;
    return { call: `${name}(${argument})`, from: '' };
  }
  if (args.kind === 'query') {
    const named = args.values.map(
      ([argument, value]) =>
        `${quoteIdentifier(argument)} := ${parameters.add(value)}::${typeOf(argument)}`,
    );
    return { call: `${name}(${named.join(', ')})`, from: '' };
  }
  if (args.names.length === 0) return { call: `${name}()`, from: '' };
  // jsonb_to_record turns JSON arrays and objects into the parameters' own types.
  const definition = args.names
    .map((argument) => `${quoteIdentifier(argument)} ${typeOf(argument)}`)
    .join(', ');
  const named = args.names.map(
    (argument) => `${quoteIdentifier(argument)} := pgrst_body.${quoteIdentifier(argument)}`,
  );
  return {
    call: `${name}(${named.join(', ')})`,
    from: `jsonb_to_record(${parameters.add(args.body)}::jsonb) AS pgrst_body(${definition})`,
  };
}

/**
 * A function call as one statement (contract section 5.6). Row results are read through the plan
 * (select, filters, order, limits, embeds); a scalar gives its bare JSON value, a set of scalars
 * an array.
 */
export function rpcStatement(
  fn: DatabaseFunction,
  args: RpcArguments,
  plan: ReadNode,
  options: { count: boolean; media: ResponseMedia; head: boolean },
): Statement {
  const parameters = new SqlParameters();
  const { call, from } = callSql(fn, args, parameters);
  const lateral = from === '' ? '' : `${from}, LATERAL `;
  let source: string;
  let rows: string;
  let body: string;
  if (returnsRows(fn)) {
    source = `SELECT pgrst_call.* FROM ${lateral}${call} AS pgrst_call`;
    rows = selectSql(plan, parameters);
    body =
      !fn.returnsSet && options.media.kind === 'json'
        ? responseBodySql({ kind: 'object', stripNulls: options.media.stripNulls }, options.head)
        : responseBodySql(options.media, options.head);
  } else {
    // In FROM, not in the select list: the statement reads the value twice (the page's count
    // and its body), and PostgreSQL, inlining the source, would call a stable function twice.
    source = `SELECT pgrst_call.pgrst_scalar FROM ${lateral}${call} AS pgrst_call(pgrst_scalar)`;
    rows = 'SELECT * FROM pgrst_source';
    const values = 'json_agg(_postgrest_t.pgrst_scalar)';
    body =
      options.head || fn.returnsVoid
        ? "''"
        : fn.returnsSet && options.media.kind !== 'object'
          ? `coalesce(${values}, '[]')::text`
          : `coalesce(${values}->0, 'null')::text`;
  }
  const total = options.count
    ? `(SELECT pg_catalog.count(*) FROM (${returnsRows(fn) ? selectSql(plan, parameters, { forCount: true }) : 'SELECT * FROM pgrst_source'}) AS "pgrst_count")`
    : 'NULL::bigint';
  return {
    sql:
      `WITH pgrst_source AS (${source}) ` +
      `SELECT ${total} AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total, ${body} AS body ` +
      `FROM (${rows}) AS _postgrest_t`,
    parameters: parameters.values,
  };
}
