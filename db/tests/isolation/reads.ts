import { expect, it } from 'vitest';
import type {
  Actor,
  IsolationContext,
} from '../../../src/server/test-support/isolation-fixture.ts';
import type { Row } from '../../../src/server/test-support/isolation-rows.ts';
import { readRules, type ReadRule, type Truth } from './read-rules.ts';
import { tenantOf } from './row-roles.ts';

// READS: every caller reads every table and view and sees exactly the rows read-rules.ts
// allows; a table or view added later without a rule fails the coverage test.

/** The tables and views of the public schema, from the database's own catalogue. */
export async function publicRelations({ server }: IsolationContext): Promise<string[]> {
  const { rows } = await server.db.query<{ name: string }>(
    `select relname as name from pg_class
     where relnamespace = 'public'::regnamespace and relkind in ('r', 'p', 'v', 'm', 'f')`,
  );
  // Sorted here: the database's collation may order underscores differently.
  return rows.map((row) => row.name).sort();
}

async function primaryKeys({ server }: IsolationContext): Promise<Map<string, string[]>> {
  const { rows } = await server.db.query<{ relation: string; columns: string[] }>(
    `select c.relname as relation,
            array_agg(a.attname::text order by array_position(i.indkey::int2[], a.attnum)) as columns
     from pg_index i
     join pg_class c on c.oid = i.indrelid
     join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey::int2[])
     where c.relnamespace = 'public'::regnamespace and i.indisprimary
     group by c.relname`,
  );
  return new Map(rows.map((row) => [row.relation, row.columns]));
}

async function loadTruth({ fixture }: IsolationContext): Promise<Truth> {
  const now = Date.now();
  const entries = await Promise.all(
    Object.entries(readRules).map(async ([relation, rule]) => {
      const { data, error } = await fixture.service
        .from(rule.source?.relation ?? relation)
        .select();
      if (error) throw new Error(`reading ${relation} as service_role: ${error.message}`);
      const rows = (data as Row[]).filter(rule.source?.keep ?? (() => true));
      const columns = rule.source ? (rule.columns ?? []) : undefined;
      return [
        relation,
        columns ? rows.map((row) => Object.fromEntries(columns.map((c) => [c, row[c]]))) : rows,
      ] as const;
    }),
  );
  return { rows: Object.fromEntries(entries), now };
}

/** The rows a caller should see, or 'refused' when the relation is closed to them. */
function expectedRows(relation: string, actor: Actor, truth: Truth): Row[] | 'refused' {
  const rule = readRules[relation] as ReadRule;
  const rows = truth.rows[relation] ?? [];
  if (actor.name === 'anon') return rule.anon === 'all' ? rows : 'refused';
  if (actor.who === null) return rule.service === 'none' ? [] : rows;
  const who = actor.who;
  return rows.filter((row) => rule.user(row, who, truth));
}

export function readMatrix(context: IsolationContext) {
  it('has a read rule for every table and view of the public schema', async () => {
    expect(Object.keys(readRules).sort()).toEqual(await publicRelations(context));
  });

  it('judges rows of both businesses in every table and view', async () => {
    const { a, b } = context.fixture;
    const truth = await loadTruth(context);
    const missing = Object.keys(readRules).flatMap((relation) =>
      [a.id, b.id]
        .filter(
          (tenant) =>
            !truth.rows[relation]?.some((row) =>
              (readRules[relation]?.businesses ?? ((one) => [tenantOf(one)]))(row, truth).includes(
                tenant,
              ),
            ),
        )
        .map((tenant) => `${relation} has no rows of ${tenant === a.id ? 'A' : 'B'}`),
    );
    expect(missing).toEqual([]);
  });

  it(
    'shows each caller exactly the rows DESIGN.md section 5 allows',
    { timeout: 60_000 },
    async () => {
      const { a, b, actors } = context.fixture;
      const [truth, keys] = await Promise.all([loadTruth(context), primaryKeys(context)]);
      const label = (relation: string) => (row: Row) => {
        const tenant = tenantOf(row) === a.id ? 'A' : tenantOf(row) === b.id ? 'B' : tenantOf(row);
        const columns = readRules[relation]?.key ?? keys.get(relation) ?? Object.keys(row).sort();
        return `${tenant}:${columns.map((column) => JSON.stringify(row[column])).join('/')}`;
      };
      const answers = await Promise.all(
        Object.keys(readRules).flatMap((relation) =>
          actors.map(async (actor) => ({
            relation,
            actor,
            answer: await actor.client.from(relation).select(),
          })),
        ),
      );
      const failures = answers.flatMap(({ relation, actor, answer }) => {
        const where = `${relation} as ${actor.name}`;
        const expected = expectedRows(relation, actor, truth);
        if (expected === 'refused') {
          const refusal = { status: answer.status, code: answer.error?.code };
          return refusal.status === 401 && refusal.code === '42501'
            ? []
            : [`${where}: expected a refusal (401 42501), got ${JSON.stringify(refusal)}`];
        }
        if (answer.error) return [`${where}: expected rows, got ${answer.error.code}`];
        const rows = answer.data as Row[];
        const seen = rows.map(label(relation)).sort();
        const allowed = expected.map(label(relation)).sort();
        const problems: string[] = [];
        const extra = seen.filter((key) => !allowed.includes(key));
        const hidden = allowed.filter((key) => !seen.includes(key));
        if (extra.length > 0) problems.push(`${where}: sees rows it must not: ${extra.join(', ')}`);
        if (hidden.length > 0)
          problems.push(`${where}: misses rows it should see: ${hidden.join(', ')}`);
        const columns = readRules[relation]?.columns;
        const shown = rows.find(
          (row) => Object.keys(row).sort().join() !== columns?.toSorted().join(),
        );
        if (columns && shown) {
          problems.push(`${where}: shows columns ${Object.keys(shown).join(', ')}`);
        }
        return problems;
      });
      expect(failures).toEqual([]);
    },
  );

  it("never shows a client other clients' names, even through embedded resources", async () => {
    const { a } = context.fixture;
    const names = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value !== null && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          if (key === 'full_name' && typeof inner === 'string') names.add(inner);
          else collect(inner);
        }
      }
    };
    const client = a.client.client;
    const answers = await Promise.all([
      client.from('bookings').select('id, enrollments(client_id, clients(full_name))'),
      client.from('enrollments').select('id, clients(full_name), attendance(status)'),
      client.from('transactions').select('id, clients(full_name)'),
      client.from('client_documents').select('id, clients(full_name)'),
      client.from('client_balances').select('client_id, clients(full_name)'),
    ]);
    for (const answer of answers) {
      expect(answer.error).toBeNull();
      collect(answer.data);
    }
    expect([...names]).toEqual([`Client of ${a.slug}`]);
  });

  it('gives anon the public booking page and nothing private, even through embeds', async () => {
    const anon = context.fixture.actors.find((actor) => actor.name === 'anon')?.client;
    if (!anon) throw new Error('the fixture has no anon caller');
    const open = Object.entries(readRules)
      .filter(([, rule]) => rule.anon === 'all')
      .map(([relation]) => relation)
      .sort();
    expect(open).toEqual([
      'booking_policies',
      'catalogue_options',
      'catalogue_plans',
      'catalogue_services',
      'catalogue_sessions',
      'online_payment_ways',
      'staff_profiles',
      'tenant_directory',
    ]);
    // Nothing anon reads carries a person's details or the business's private contact.
    const personal = ['full_name', 'email', 'phone', 'user_id', 'birth_date', 'contact_email'];
    const columns = open.flatMap((relation) => readRules[relation]?.columns ?? []);
    expect(columns.filter((column) => personal.includes(column))).toEqual([]);
    // The views run as their owner; what they would lead to is read as anon, and refused.
    const embeds = await Promise.all([
      anon.from('catalogue_sessions').select('id, bookings(id, enrollments(client_id))'),
      anon.from('catalogue_services').select('id, services(id, service_options(id))'),
      anon.from('staff_profiles').select('id, staff(email, phone)'),
      anon.from('booking_policies').select('tenant_id, tenants(contact_email)'),
    ]);
    for (const answer of embeds) {
      expect(answer.error, JSON.stringify(answer.data)).not.toBeNull();
    }
  });
}
