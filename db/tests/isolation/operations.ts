import { expect, it } from 'vitest';
import type {
  Actor,
  IsolationContext,
} from '../../../src/server/test-support/isolation-fixture.ts';
import { createTestUser } from '../../../src/server/test-support/test-users.ts';
import { isolationRows, type Row } from '../../../src/server/test-support/isolation-rows.ts';
import { operationCases, type OperationCase, type Outcome } from './operation-cases.ts';

// OPERATIONS: every RPC of the public schema, called by every caller on business A's objects,
// as operation-cases.ts expects. Refused calls run first and must leave every table as it was.

/** The functions of the public schema, which /rest/v1/rpc exposes, from the catalogue. */
async function publicFunctions({ server }: IsolationContext): Promise<string[]> {
  const { rows } = await server.db.query<{ name: string }>(
    `select distinct proname as name from pg_proc
     where pronamespace = 'public'::regnamespace`,
  );
  return rows.map((row) => row.name).sort();
}

/** A digest of every row of every table of the public schema. */
async function fingerprint({ server }: IsolationContext): Promise<string> {
  const { rows: tables } = await server.db.query<{ name: string }>(
    `select relname as name from pg_class
     where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by relname`,
  );
  const digests = tables.map(
    ({ name }) =>
      `(select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from public.${name} t)`,
  );
  const { rows } = await server.db.query<{ digest: string }>(
    `select concat_ws(',', ${digests.join(', ')}) as digest`,
  );
  return rows[0]?.digest ?? '';
}

async function runCase(context: IsolationContext, operation: OperationCase): Promise<string[]> {
  const where = `${operation.rpc} ${operation.label}`;
  const failures: string[] = [];
  const prepared = await Promise.all(
    context.fixture.actors.map(async (actor) => ({
      actor,
      args: await operation.args(actor.name),
    })),
  );
  const call = async ({ actor, args }: { actor: Actor; args: Row }) => {
    const answer = await actor.client.rpc(operation.rpc, args);
    const outcome: Outcome = answer.error ? `${answer.status} ${answer.error.code}` : 'ok';
    if (outcome !== operation.expect[actor.name]) {
      failures.push(
        `${where} as ${actor.name}: expected ${operation.expect[actor.name]}, got ${outcome}`,
      );
    } else if (answer.error && answer.error.message.length < 10) {
      failures.push(
        `${where} as ${actor.name}: the refusal says no more than "${answer.error.message}"`,
      );
    }
  };
  const refused = prepared.filter(({ actor }) => operation.expect[actor.name] !== 'ok');
  const before = await fingerprint(context);
  await Promise.all(refused.map(call));
  if ((await fingerprint(context)) !== before)
    failures.push(`${where}: refused calls changed rows`);
  await Promise.all(prepared.filter((call) => !refused.includes(call)).map(call));
  return failures;
}

export function operationMatrix(context: IsolationContext) {
  it('has an entry for every function of the public schema', async () => {
    const rows = isolationRows(context.server, context.fixture.a);
    const cases = await operationCases(context, rows);
    expect([...new Set(cases.map((operation) => operation.rpc))].sort()).toEqual(
      await publicFunctions(context),
    );
  });

  it(
    'lets each caller run exactly the operations DESIGN.md section 5 allows',
    { timeout: 120_000 },
    async () => {
      const rows = isolationRows(context.server, context.fixture.a);
      const failures: string[] = [];
      for (const operation of await operationCases(context, rows)) {
        failures.push(...(await runCase(context, operation)));
      }
      expect(failures).toEqual([]);
    },
  );

  // The matrix's row for accept_invitation holds refusals only: none of its callers is invited.
  it('lets the invited person, and only them, accept an invitation', async () => {
    const { a } = context.fixture;
    const invitee = await createTestUser(context.server);
    const invitation = await a.owner.client.rpc('invite_staff', {
      tenant_id: a.id,
      email: invitee.email,
    });
    const accepted = await invitee.client.rpc('accept_invitation', {
      invitation_id: (invitation.data as Row).id,
    });
    expect(accepted.error).toBeNull();
    expect(accepted.data).toMatchObject({ tenant_id: a.id, user_id: invitee.id, role: 'staff' });
  });
}
