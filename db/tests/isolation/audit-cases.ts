import type { Who } from '../../../src/server/test-support/isolation-fixture.ts';
import type { Row } from '../../../src/server/test-support/isolation-rows.ts';
import type { ReadRule } from './read-rules.ts';
import type { ViewCase } from './write-cases.ts';

// The isolation matrix of the audit trail (issue 38, point 5): owners and admins read their
// business's entries; its staff and clients, other businesses and visitors read none. The view
// is read only, and its entries can be changed by no one (db/tests/audit/trail.test.ts).

const manager = (who: Who, row: Row) =>
  ['owner', 'admin'].includes(who.staffOf.get(row.tenant_id as string) ?? '');

export const auditReadRules: Record<string, ReadRule> = {
  audit_trail: { user: (row, who) => manager(who, row), key: ['id'] },
};

export function auditViewCases(tenantId: string): ViewCase[] {
  return [
    {
      relation: 'audit_trail',
      source: 'audit_trail',
      filter: 'tenant_id',
      insert: { tenant_id: tenantId, subject: 'client', action: 'insert', actor_kind: 'system' },
      patch: { subject: 'note' },
    },
  ];
}
