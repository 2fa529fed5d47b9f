import type { IsolationContext } from '../../../src/server/test-support/isolation-fixture.ts';
import { fromB, signedOut, type OperationCase } from './operation-cases.ts';
import type { ReadRule } from './read-rules.ts';
import { adminOf } from './row-roles.ts';
import type { ViewCase } from './write-cases.ts';

// The isolation matrix of the audit trail (issue 38, point 5): owners and admins read their
// business's entries; its staff and clients, other businesses and visitors read none. The view
// is read only, and its entries can be changed by no one (db/tests/audit/trail.test.ts).

export const auditReadRules: Record<string, ReadRule> = {
  audit_trail: { user: (row, who) => adminOf(who, row), key: ['id'] },
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

/**
 * Undo (issue 38, point 4): owners and admins undo any change of their business from the trail,
 * others only their own (here every change is the owner's: a fresh client archived by them, so
 * each call has its own change to undo); other businesses are told there is no such change.
 */
export function auditOperationCases({ fixture, server }: IsolationContext): OperationCase[] {
  const a = fixture.a;
  const archivedByOwner = async () => {
    const { rows } = await server.db.query<{ id: string }>(
      `insert into public.clients (tenant_id, full_name) values ($1, 'Undo Matrix') returning id`,
      [a.id],
    );
    const client = rows[0]?.id ?? '';
    await a.owner.client.from('clients').update({ status: 'archived' }).eq('id', client);
    const entry = await server.db.query<{ id: string }>(
      'select max(id)::text as id from audit.entries where record_id = $1',
      [client],
    );
    return { client, entry: Number(entry.rows[0]?.id) };
  };
  const notFound = '404 change_not_found';
  const othersRefused = { 'client of A': notFound, ...fromB(notFound) } as const;
  return [
    {
      rpc: 'undo_change',
      label: "a change of business A's owner",
      args: async () => ({ entry_id: (await archivedByOwner()).entry }),
      expect: {
        ...signedOut,
        ...othersRefused,
        'staff of A': notFound,
        'admin of A': 'ok',
        'owner of A': 'ok',
      },
    },
    {
      rpc: 'undo_last_change',
      label: "a change of business A's owner",
      args: async () => ({ subject: 'client', record_id: (await archivedByOwner()).client }),
      expect: {
        ...signedOut,
        ...othersRefused,
        'staff of A': notFound,
        'admin of A': notFound,
        'owner of A': 'ok',
      },
    },
  ];
}
