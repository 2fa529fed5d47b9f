// Longer than most: one document, PostgREST's Swagger 2.0 (Response/OpenAPI.hs of v14), laid out
// in one place so that it reads against that source.
import type {
  Column,
  DatabaseFunction,
  FunctionParameter,
  Relationship,
  Table,
} from '../schema/schema-types.ts';

type Json = Record<string, unknown>;

/** What the caller's role may use, as PostgREST's openapi-mode `follow-privileges` shows it. */
export interface OpenApiInput {
  /** Tables and views with any privilege; `writable` with INSERT, UPDATE or DELETE. */
  tables: { table: Table; writable: boolean }[];
  /** Functions the role may execute. */
  functions: DatabaseFunction[];
  relationships: Map<string, Relationship[]>;
  /** COMMENT ON SCHEMA: its first line titles the document, the rest describes it. */
  schemaDescription?: string;
  host: string;
  scheme: 'http' | 'https';
  basePath: string;
}

const objectMimes = [
  'application/json',
  'application/vnd.pgrst.object+json;nulls=stripped',
  'application/vnd.pgrst.object+json',
];

/** The type without a modifier (`character varying(20)` → `character varying`), and its length. */
function baseType(type: string): { name: string; maxLength?: number } {
  const match = /^(.*?)\((\d+)(?:,\d+)?\)(\[\])?$/.exec(type);
  if (!match) return { name: type };
  const name = `${match[1] ?? ''}${match[3] ?? ''}`;
  const text = name === 'character varying' || name === 'character';
  return text ? { name, maxLength: Number(match[2]) } : { name };
}

function swaggerType(type: string): string | undefined {
  if (type === 'json' || type === 'jsonb') return undefined;
  if (['smallint', 'integer', 'bigint'].includes(type)) return 'integer';
  if (['numeric', 'real', 'double precision'].includes(type)) return 'number';
  if (type === 'boolean') return 'boolean';
  return type.endsWith('[]') ? 'array' : 'string';
}

function swaggerFormat(type: string): string {
  return { smallint: 'int32', integer: 'int32', bigint: 'int64' }[type] ?? type;
}

/** A column default as JSON when it is a literal: `'open'::text` → "open", `0` → 0. */
function defaultValue(type: string, expression: string | null): unknown {
  if (expression === null) return undefined;
  let text = expression;
  if (swaggerType(type) === 'string') {
    const stripped = expression.endsWith(`::${type}`)
      ? expression.slice(0, -`::${type}`.length).replace(/^'+|'+$/g, '')
      : expression;
    text = `"${stripped}"`;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A comment's first line, and the lines after it with leading blank lines dropped. */
export function splitComment(comment: string): [firstLine: string, rest: string] {
  const newline = comment.indexOf('\n');
  if (newline === -1) return [comment, ''];
  return [comment.slice(0, newline), comment.slice(newline).replace(/^\n+/, '')];
}

const compact = (object: Json): Json =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));

/** An operation's summary and description from its table's or function's comment. */
function commentFields(comment: string | null | undefined): Json {
  if (comment === null || comment === undefined) return {};
  const [summary, rest] = splitComment(comment);
  return compact({ summary, description: rest === '' ? undefined : rest });
}

function itemsOf(type: string) {
  if (swaggerType(type) !== 'array') return undefined;
  const element = swaggerType(type.slice(0, -2));
  return element === undefined ? {} : { type: element };
}

function property(table: Table, column: Column, relationships: Relationship[]): Json {
  const { name: type, maxLength } = baseType(column.type);
  const notes = ['Note:'];
  if (table.primaryKey.includes(column.name)) notes.push('This is a Primary Key.<pk/>');
  const foreignKey = relationships.find(
    (relationship) =>
      (relationship.kind === 'many-to-one' ||
        (relationship.kind === 'one-to-one' && relationship.fkOnOrigin)) &&
      relationship.columns.length === 1 &&
      relationship.columns[0]?.[0] === column.name,
  );
  if (foreignKey && foreignKey.kind !== 'many-to-many' && foreignKey.kind !== 'computed') {
    const target = foreignKey.target.name;
    const targetColumn = foreignKey.columns[0]?.[1] ?? '';
    notes.push(
      `This is a Foreign Key to \`${target}.${targetColumn}\`.<fk table='${target}' column='${targetColumn}'/>`,
    );
  }
  const comment = column.description ?? undefined;
  const noted =
    notes.length > 1
      ? `${comment === undefined ? '' : `${comment}\n\n`}${notes.join('\n')}`
      : comment;
  return compact({
    default: defaultValue(type, column.defaultExpression),
    description: noted,
    enum: column.enumValues?.length ? column.enumValues : undefined,
    format: swaggerFormat(type),
    maxLength,
    type: swaggerType(type),
    items: itemsOf(type),
  });
}

function definition(table: Table, relationships: Relationship[]): Json {
  const required = table.columns.filter((column) => !column.nullable).map((column) => column.name);
  return compact({
    description: table.description ?? undefined,
    type: 'object',
    properties: Object.fromEntries(
      table.columns.map((column) => [column.name, property(table, column, relationships)]),
    ),
    required: required.length > 0 ? required : undefined,
  });
}

const queryParameter = (name: string, description: string) => ({
  name,
  description,
  required: false,
  in: 'query',
  type: 'string',
});

function preferParameter(values: string[]) {
  return compact({
    name: 'Prefer',
    description: 'Preference',
    required: false,
    in: 'header',
    type: 'string',
    enum: values.length > 0 ? values : undefined,
  });
}

function sharedParameters(tables: Table[]): Json {
  const parameters: Json = {
    preferParams: preferParameter([]),
    preferReturn: preferParameter(['return=representation', 'return=minimal', 'return=none']),
    preferCount: preferParameter(['count=none']),
    preferPost: preferParameter([
      'return=representation',
      'return=minimal',
      'return=none',
      'resolution=ignore-duplicates',
      'resolution=merge-duplicates',
    ]),
    select: queryParameter('select', 'Filtering Columns'),
    on_conflict: queryParameter('on_conflict', 'On Conflict'),
    order: queryParameter('order', 'Ordering'),
    range: { ...queryParameter('Range', 'Limiting and Pagination'), in: 'header' },
    rangeUnit: {
      ...queryParameter('Range-Unit', 'Limiting and Pagination'),
      in: 'header',
      default: 'items',
    },
    offset: queryParameter('offset', 'Limiting and Pagination'),
    limit: queryParameter('limit', 'Limiting and Pagination'),
  };
  for (const table of tables) {
    parameters[`body.${table.name}`] = {
      name: table.name,
      description: table.name,
      required: false,
      in: 'body',
      schema: { $ref: `#/definitions/${table.name}` },
    };
    for (const column of table.columns) {
      parameters[`rowFilter.${table.name}.${column.name}`] = compact({
        name: column.name,
        description: column.description ?? undefined,
        required: false,
        in: 'query',
        type: 'string',
      });
    }
  }
  return parameters;
}

const ref = (name: string) => ({ $ref: `#/parameters/${name}` });

function tablePath(table: Table, writable: boolean): Json {
  const filters = table.columns.map((column) => `rowFilter.${table.name}.${column.name}`);
  const operation = { tags: [table.name], ...commentFields(table.description) };
  const get = {
    ...operation,
    parameters: [
      ...filters,
      'select',
      'order',
      'range',
      'rangeUnit',
      'offset',
      'limit',
      'preferCount',
    ].map(ref),
    responses: {
      '200': {
        description: 'OK',
        schema: { type: 'array', items: { $ref: `#/definitions/${table.name}` } },
      },
      '206': { description: 'Partial Content' },
    },
  };
  if (!writable) return { get };
  return {
    get,
    post: {
      ...operation,
      parameters: [`body.${table.name}`, 'select', 'preferPost'].map(ref),
      responses: { '201': { description: 'Created' } },
    },
    delete: {
      ...operation,
      parameters: [...filters, 'preferReturn'].map(ref),
      responses: { '204': { description: 'No Content' } },
    },
    patch: {
      ...operation,
      parameters: [...filters, `body.${table.name}`, 'preferReturn'].map(ref),
      responses: { '204': { description: 'No Content' } },
    },
  };
}

function functionProperty(parameter: FunctionParameter): Json {
  const type = baseType(parameter.type).name;
  return compact({ format: swaggerFormat(type), type: swaggerType(type), items: itemsOf(type) });
}

function functionPath(fn: DatabaseFunction): Json {
  const operation = {
    ...commentFields(fn.description),
    tags: [`(rpc) ${fn.name}`],
    produces: objectMimes,
    responses: { '200': { description: 'OK' } },
  };
  const required = fn.parameters.filter((p) => !p.hasDefault).map((p) => p.name);
  const post = {
    ...operation,
    parameters: [
      {
        name: 'args',
        required: true,
        in: 'body',
        schema: compact({
          description: fn.description ?? undefined,
          type: 'object',
          properties: Object.fromEntries(fn.parameters.map((p) => [p.name, functionProperty(p)])),
          required: required.length > 0 ? required : undefined,
        }),
      },
      ref('preferParams'),
    ],
  };
  if (fn.volatility === 'volatile') return { post };
  const get = {
    ...operation,
    parameters: fn.parameters.map((parameter) => {
      const type = baseType(parameter.type).name;
      const swagger = swaggerType(type);
      return parameter.variadic
        ? {
            name: parameter.name,
            required: !parameter.hasDefault,
            in: 'query',
            type: swagger ?? 'string',
            items: compact({
              type: swaggerType(type.slice(0, -2)),
              format: swaggerFormat(type.slice(0, -2)),
            }),
            collectionFormat: 'multi',
          }
        : {
            name: parameter.name,
            required: !parameter.hasDefault,
            in: 'query',
            type: swagger === undefined || swagger === 'array' ? 'string' : swagger,
            format: swaggerFormat(type),
          };
    }),
  };
  return { get, post };
}

/** Titled and described by the schema's comment, as PostgREST does (an empty rest included). */
function info(schemaDescription: string | undefined): Json {
  const [title, description] =
    schemaDescription === undefined
      ? ['PostgREST API', 'This is a dynamic API generated by PostgREST']
      : splitComment(schemaDescription);
  return { description, title, version: '14' };
}

/**
 * The OpenAPI (Swagger 2.0) document of `GET /rest/v1/`, shaped as PostgREST 14 serves it:
 * a path per table or view and per function, definitions of each row, and the shared
 * parameters they refer to.
 */
export function openApiDocument(input: OpenApiInput): Json {
  const tables = input.tables.map(({ table }) => table);
  const paths: Json = {
    '/': {
      get: {
        tags: ['Introspection'],
        summary: 'OpenAPI description (this document)',
        produces: ['application/openapi+json', 'application/json'],
        responses: { '200': { description: 'OK' } },
      },
    },
  };
  for (const { table, writable } of input.tables)
    paths[`/${table.name}`] = tablePath(table, writable);
  for (const fn of input.functions) paths[`/rpc/${fn.name}`] = functionPath(fn);
  const relationshipsOf = (table: Table) =>
    input.relationships.get(`${table.schema}.${table.name}`) ?? [];
  return {
    swagger: '2.0',
    info: info(input.schemaDescription),
    host: input.host,
    basePath: input.basePath,
    schemes: [input.scheme],
    consumes: [...objectMimes, 'text/csv'],
    produces: [...objectMimes, 'text/csv'],
    paths,
    definitions: Object.fromEntries(
      tables.map((table) => [table.name, definition(table, relationshipsOf(table))]),
    ),
    parameters: sharedParameters(tables),
    externalDocs: {
      description: 'PostgREST Documentation',
      url: 'https://postgrest.org/en/v14/references/api.html',
    },
  };
}
