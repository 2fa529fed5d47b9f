import { describe, expect, it } from 'vitest';
import { indexesIn, wholeReads, type PlanNode } from './plan-scans.ts';

const leading = (index: string) =>
  ({ clients_by_user: 'user_id', clients_tenant_id_user_id_key: 'tenant_id' })[index] ?? '?';

describe('wholeReads', () => {
  it('accepts an index scan that narrows the first column', () => {
    const plan: PlanNode = {
      'Node Type': 'Bitmap Heap Scan',
      Plans: [
        {
          'Node Type': 'Bitmap Index Scan',
          'Index Name': 'clients_by_user',
          'Index Cond': '(user_id = auth.uid())',
        },
      ],
    };
    expect(wholeReads(plan, leading)).toEqual([]);
    expect(indexesIn(plan)).toEqual(['clients_by_user']);
  });

  it('names sequential scans and index scans past the first column, however deep', () => {
    const plan: PlanNode = {
      'Node Type': 'Hash Join',
      Plans: [
        { 'Node Type': 'Seq Scan', 'Relation Name': 'memberships' },
        {
          'Node Type': 'Hash',
          Plans: [
            {
              'Node Type': 'Index Only Scan',
              'Index Name': 'clients_tenant_id_user_id_key',
              'Index Cond': '(user_id = auth.uid())',
            },
          ],
        },
      ],
    };
    expect(wholeReads(plan, leading)).toEqual([
      'a sequential scan of memberships',
      'a whole read of clients_tenant_id_user_id_key: its first column tenant_id is not in "(user_id = auth.uid())"',
    ]);
  });

  it('counts an index scan without a condition as a whole read', () => {
    const plan: PlanNode = { 'Node Type': 'Index Scan', 'Index Name': 'clients_by_user' };
    expect(wholeReads(plan, leading)).toHaveLength(1);
  });
});
