import { expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type {
  Actor,
  ActorName,
  IsolationContext,
} from '../../../src/server/test-support/isolation-fixture.ts';
import {
  isolationRows,
  type IsolationRows,
  type Row,
} from '../../../src/server/test-support/isolation-rows.ts';
import { publicRelations } from './reads.ts';
import {
  tableCases,
  viewCases,
  type Operation,
  type TableCase,
  type ViewCase,
} from './write-cases.ts';

// WRITES: every caller tries to insert, update and delete a row of business A in every table
// and view; DESIGN.md section 5 says who may (staff: bookings, enrollments, attendance,
// clients, notes; admin: also services, staff, transactions, documents; owner: also settings
// and memberships; clients only through RPCs; the ledger is append-only). A refused update or
// delete usually answers 2xx having matched no row, so every attempt is read back as
// service_role. The matrix itself is in write-cases.ts.

const day = 24 * 3600 * 1000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

interface Answer {
  status: number;
  error: { code: string } | null;
}

async function attempt(
  actor: Actor,
  relation: string,
  operation: Operation,
  row: Row,
  match: [column: string, value: unknown],
  patch: Row,
): Promise<Answer> {
  const table = actor.client.from(relation);
  if (operation === 'insert') return table.insert(row);
  if (operation === 'update') return table.update(patch).eq(...match);
  return table.delete().eq(...match);
}

async function readBack(
  service: SupabaseClient,
  relation: string,
  lookup: string,
  values: string[],
): Promise<Map<string, Row>> {
  if (values.length === 0) return new Map();
  const { data, error } = await service.from(relation).select().in(lookup, values);
  if (error) throw new Error(`reading ${relation} back as service_role: ${error.message}`);
  return new Map((data as Row[]).map((row) => [String(row[lookup]), row]));
}

const same = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);
const outcome = (answer: Answer) => `${answer.status} ${answer.error?.code ?? 'no error'}`;

/** What is wrong with one attempt, judged by what service_role reads before and after. */
function verdict(
  operation: Operation,
  allowed: boolean,
  answer: Answer,
  before: Row | undefined,
  after: Row | undefined,
  patch: Row,
): string | null {
  const patched = (row: Row | undefined) =>
    Object.entries(patch).every(([column, value]) => same(row?.[column], value));
  if (allowed) {
    if (answer.error) return `expected to succeed, got ${outcome(answer)}`;
    if (operation === 'insert' && !after) return 'the inserted row is not there';
    if (operation === 'update' && (patched(before) || !patched(after))) {
      return 'the row did not change';
    }
    if (operation === 'delete' && after) return 'the row is still there';
    return null;
  }
  if (answer.status >= 500) return `refused with a server error, ${outcome(answer)}`;
  if (operation === 'insert') {
    if (after) return 'inserted a row it must not';
    return answer.error ? null : 'was not told it was refused';
  }
  if (!after) return 'removed a row it must not';
  return same(before, after) ? null : 'changed a row it must not';
}

const patchOf = ({ patch }: TableCase, actor: ActorName) =>
  typeof patch === 'function' ? patch(actor) : patch;

async function runTableCase(
  { fixture }: IsolationContext,
  rows: IsolationRows,
  writeCase: TableCase,
): Promise<string[]> {
  const { relation, lookup } = writeCase;
  const failures: string[] = [];
  for (const operation of ['insert', 'update', 'delete'] as const) {
    const allowed = new Set<ActorName>(writeCase.may[operation]);
    // Refusals first, read back before anyone allowed acts: when callers share a row (business
    // A itself), a change found then is the refused caller's.
    const ordered = [
      ...fixture.actors.filter((actor) => !allowed.has(actor.name)),
      ...fixture.actors.filter((actor) => allowed.has(actor.name)),
    ];
    const phases = writeCase.shared
      ? ordered.map((actor) => [actor])
      : [
          ordered.filter((actor) => !allowed.has(actor.name)),
          ordered.filter((actor) => allowed.has(actor.name)),
        ];
    for (const actors of phases) {
      const prepared = await Promise.all(
        actors.map(async (actor) => ({
          actor,
          row:
            operation === 'insert'
              ? await writeCase.insert(rows)
              : await writeCase.target(rows, actor.name),
        })),
      );
      const keys = prepared.map(({ row }) => String(row[lookup]));
      const before =
        operation === 'insert'
          ? new Map<string, Row>()
          : await readBack(fixture.service, relation, lookup, keys);
      const answers = await Promise.all(
        prepared.map(({ actor, row }) =>
          attempt(
            actor,
            relation,
            operation,
            row,
            [lookup, row[lookup]],
            patchOf(writeCase, actor.name),
          ),
        ),
      );
      const after = await readBack(fixture.service, relation, lookup, keys);
      prepared.forEach(({ actor }, index) => {
        const key = keys[index] as string;
        const problem = verdict(
          operation,
          allowed.has(actor.name),
          answers[index] as Answer,
          before.get(key),
          after.get(key),
          patchOf(writeCase, actor.name),
        );
        if (problem) {
          failures.push(
            `${writeCase.label ?? relation}: ${operation} as ${actor.name}: ${problem}`,
          );
        }
      });
    }
  }
  return failures;
}

async function runViewCase({ fixture }: IsolationContext, view: ViewCase): Promise<string[]> {
  const snapshot = async () => {
    const { data, error } = await fixture.service
      .from(view.source)
      .select<string, Row>(view.compared ?? '*');
    if (error) throw new Error(`reading ${view.source} as service_role: ${error.message}`);
    return (data as Row[]).map((row) => JSON.stringify(row)).sort();
  };
  const failures: string[] = [];
  const match: [string, unknown] = [view.filter, fixture.a.id];
  for (const operation of ['insert', 'update', 'delete'] as const) {
    const before = await snapshot();
    const answers = await Promise.all(
      fixture.actors.map((actor) =>
        attempt(actor, view.relation, operation, view.insert, match, view.patch),
      ),
    );
    if (!same(before, await snapshot()))
      failures.push(`${view.relation}: ${operation} changed rows`);
    fixture.actors.forEach((actor, index) => {
      if (!answers[index]?.error) {
        failures.push(`${view.relation}: ${operation} as ${actor.name}: was not refused`);
      }
    });
  }
  return failures;
}

export function writeMatrix(context: IsolationContext) {
  it('has a write rule for every table and view of the public schema', async () => {
    const { a } = context.fixture;
    const covered = [...tableCases(a), ...viewCases(a)].map((writeCase) => writeCase.relation);
    expect([...new Set(covered)].sort()).toEqual(await publicRelations(context));
  });

  it(
    'lets each caller insert, update and delete exactly what DESIGN.md section 5 allows',
    { timeout: 120_000 },
    async () => {
      const { a } = context.fixture;
      const rows = isolationRows(context.server, a);
      const accounts = [await rows.user(), await rows.user()];
      const failures: string[] = [];
      // Table cases touch rows of their own, so they run side by side; the views add up rows
      // of several tables, so they run after, one at a time.
      const cases = tableCases(a, accounts);
      for (const found of await Promise.all(cases.map((c) => runTableCase(context, rows, c)))) {
        failures.push(...found);
      }
      for (const view of viewCases(a)) failures.push(...(await runViewCase(context, view)));
      expect(failures).toEqual([]);
    },
  );

  it("lets no row of business A point at business B's rows", async () => {
    const { a, b, actors, service } = context.fixture;
    const owner = actors.find((actor) => actor.name === 'owner of A') as Actor;
    const placeOfB = await service.from('enrollments').select('id').eq('tenant_id', b.id).limit(1);
    const planOfA = await service.from('plans').select('id').eq('tenant_id', a.id).limit(1);
    const tenant_id = a.id;
    const attempts: [string, Row][] = [
      [
        'bookings',
        {
          tenant_id,
          service_id: b.groupServiceId,
          starts_at: at(day),
          ends_at: at(2 * day),
          capacity: 5,
        },
      ],
      [
        'enrollments',
        {
          tenant_id,
          booking_id: a.sessionIds[2],
          client_id: b.client.clientId,
          status: 'confirmed',
        },
      ],
      ['service_staff', { tenant_id, service_id: a.privateServiceId, staff_id: b.staffMemberId }],
      [
        'service_options',
        { tenant_id, service_id: b.groupServiceId, kind: 'drop_in', name: 'x', price_minor: 1 },
      ],
      ['client_notes', { tenant_id, client_id: b.client.clientId, body: 'x' }],
      [
        'plan_services',
        { tenant_id, plan_id: (planOfA.data as Row[])[0]?.id, service_id: b.groupServiceId },
      ],
      [
        'attendance',
        { tenant_id, enrollment_id: (placeOfB.data as Row[])[0]?.id, status: 'absent' },
      ],
    ];
    const answers = await Promise.all(
      attempts.map(async ([relation, row]) => [
        relation,
        outcome(await owner.client.from(relation).insert(row)),
      ]),
    );
    // A foreign key starts with tenant_id, so it can only find a row of the same business.
    expect(Object.fromEntries(answers)).toEqual(
      Object.fromEntries(attempts.map(([relation]) => [relation, '409 23503'])),
    );
  });
}
