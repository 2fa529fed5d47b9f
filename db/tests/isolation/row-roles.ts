import type { Who } from '../../../src/server/test-support/isolation-fixture.ts';
import type { Row } from '../../../src/server/test-support/isolation-rows.ts';

// Whose a row is, for the read rules (read-rules.ts) and the cases beside them, which read-rules
// gathers: a module of its own, so that they need not import read-rules back.

export const tenantOf = (row: Row) => (row.tenant_id ?? row.id) as string;

/** Whether the caller is an owner or admin of the row's business. */
export const adminOf = (who: Who, row: Row) =>
  ['owner', 'admin'].includes(who.staffOf.get(tenantOf(row)) ?? '');
