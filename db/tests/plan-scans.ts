// Reading EXPLAIN (FORMAT JSON) plans for reads whose cost grows with the whole table: a
// sequential scan, or an index scan that does not narrow the index's first column (PostgreSQL
// then walks the whole index, as it did for clients (tenant_id, user_id) searched by user_id).

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

const indexScans = new Set(['Index Scan', 'Index Only Scan', 'Bitmap Index Scan']);

/** Every index a plan reads, by name. */
export function indexesIn(node: PlanNode): string[] {
  const own = indexScans.has(node['Node Type']) && node['Index Name'] ? [node['Index Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(indexesIn)];
}

/**
 * Why each scan of the plan may read a whole table or index, as sentences; none for a plan that
 * only reads what it looks for. `leadingColumn` names each index's first column (or expression).
 */
export function wholeReads(node: PlanNode, leadingColumn: (index: string) => string): string[] {
  const own: string[] = [];
  const type = node['Node Type'];
  if (type === 'Seq Scan') {
    own.push(`a sequential scan of ${node['Relation Name'] ?? 'a table'}`);
  } else if (indexScans.has(type) && node['Index Name']) {
    const index = node['Index Name'];
    const first = leadingColumn(index);
    const condition = node['Index Cond'] ?? '';
    if (!new RegExp(`\\b${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(condition)) {
      own.push(`a whole read of ${index}: its first column ${first} is not in "${condition}"`);
    }
  }
  return [...own, ...(node.Plans ?? []).flatMap((child) => wholeReads(child, leadingColumn))];
}
