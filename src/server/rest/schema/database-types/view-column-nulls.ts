// PostgreSQL marks every view column nullable. The view's stored query tree (pg_rewrite's
// ev_action, printed as text) says more: a column that is a plain reference to a NOT NULL
// column, on no outer join's nullable side (`varnullingrels` empty), or a coalesce ending in a
// constant, or EXISTS, is never null. Other expressions are taken as nullable.

export type TreeValue = string | TreeNode | TreeValue[];
export interface TreeNode {
  node: string;
  fields: Record<string, TreeValue>;
}

/** Parses PostgreSQL's text form of a node tree (`{QUERY :commandType 1 ...}`). */
export function parseNodeTree(text: string): TreeValue {
  let at = 0;
  const skipSpace = () => {
    while (/\s/.test(text[at] ?? '')) at++;
  };
  const atom = () => {
    const start = at;
    if (text[at] === '"') {
      at++;
      while (text[at] !== '"' && at < text.length) at += text[at] === '\\' ? 2 : 1;
      at++;
    } else {
      while (at < text.length && !/[\s(){}]/.test(text[at] ?? '')) at += text[at] === '\\' ? 2 : 1;
    }
    return text.slice(start, at);
  };
  const value = (): TreeValue => {
    skipSpace();
    const char = text[at];
    if (char === '{') {
      at++;
      const node = atom();
      const fields: Record<string, TreeValue> = {};
      skipSpace();
      while (text[at] === ':') {
        at++;
        const name = atom();
        // Most fields hold one value; a datum holds its length and its bytes (`4 [ 1 0 0 0 ]`).
        const values: TreeValue[] = [];
        skipSpace();
        while (at < text.length && text[at] !== ':' && text[at] !== '}') {
          values.push(value());
          skipSpace();
        }
        fields[name] = values.length === 1 ? (values[0] ?? '') : values;
      }
      at++; // }
      return { node, fields };
    }
    if (char === '(' || char === '[') {
      const close = char === '(' ? ')' : ']';
      at++;
      const items: TreeValue[] = [];
      skipSpace();
      while (at < text.length && text[at] !== close) {
        items.push(value());
        skipSpace();
      }
      at++;
      return items;
    }
    const token = atom();
    if (token === '') at++; // a stray closer: step over it rather than stall
    return token;
  };
  return value();
}

const isNode = (value: TreeValue | undefined, name?: string): value is TreeNode =>
  typeof value === 'object' && !Array.isArray(value) && (name === undefined || value.node === name);

export interface ViewColumnOrigin {
  column: string;
  /** A plain reference that no outer join can null: NOT NULL when its table column is. */
  origin?: { table: number; column: number };
  /** Never null whatever the tables hold. */
  neverNull?: boolean;
}

const castFormats = new Set(['1', '2']); // COERCE_EXPLICIT_CAST, COERCE_IMPLICIT_CAST

function neverNull(expression: TreeValue | undefined): boolean {
  if (!isNode(expression)) return false;
  const { node, fields } = expression;
  const args = Array.isArray(fields.args) ? fields.args : [];
  if (node === 'CONST') return fields.constisnull === 'false';
  if (node === 'COALESCEEXPR') return args.some(neverNull);
  if (node === 'SUBLINK') return fields.subLinkType === '0'; // EXISTS
  if (node === 'RELABELTYPE' || node === 'COERCEVIAIO') return neverNull(fields.arg);
  if (node === 'FUNCEXPR' && castFormats.has(String(fields.funcformat))) return neverNull(args[0]);
  return false;
}

/** What can be said of each column of a view from its ev_action text. */
export function viewColumnOrigins(evAction: string): ViewColumnOrigin[] {
  const tree = parseNodeTree(evAction);
  const query = Array.isArray(tree) ? tree[0] : tree;
  if (!isNode(query, 'QUERY') || !Array.isArray(query.fields.targetList)) return [];
  return query.fields.targetList
    .filter((entry) => isNode(entry))
    .map(({ fields }) => {
      const column = String(fields.resname);
      const expression = fields.expr;
      const plain =
        isNode(expression, 'VAR') &&
        Array.isArray(expression.fields.varnullingrels) &&
        expression.fields.varnullingrels.length <= 1 && // `(b)`: nulled by no outer join
        fields.resorigtbl !== '0';
      if (plain) {
        return {
          column,
          origin: { table: Number(fields.resorigtbl), column: Number(fields.resorigcol) },
        };
      }
      return { column, neverNull: neverNull(expression) };
    });
}
