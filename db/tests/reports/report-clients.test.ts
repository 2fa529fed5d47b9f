import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../../src/server/test-support/test-database.ts';
import {
  createTestTenant,
  type TestTenant,
} from '../../../src/server/test-support/test-tenants.ts';
import { addDays, localTime, type Filters, type Period } from './held-sessions.ts';
import { filterChoice, filtersOf, periodNear } from './report-calls.ts';
import {
  sessionHistory,
  writeHistory,
  type History,
  type WrittenHistory,
} from './session-history.ts';

const hour = 3600 * 1000;
const day = 24 * hour;

interface Contact {
  id: string;
  full_name: string;
  email: string | null;
  phone: string | null;
}

interface AtRisk extends Contact {
  client_id: string;
  last_visit: string;
  visits: number;
}

/** The clients report of a history, worked out by the contract's words. */
function expectedClients(
  history: History,
  written: WrittenHistory,
  period: Period,
  filters: Filters,
  atRiskDays: number,
  contacts: Contact[],
  now = Date.now(),
) {
  const localDay = (at: number) => localTime(new Date(at), written.timeZone).date;
  const inPeriod = (at: number) =>
    localDay(at) >= period.firstDay && localDay(at) <= period.lastDay;
  // Before the reference: least(the period's end, now); its end is the start of the next day.
  const byReference = (at: number) => localDay(at) <= period.lastDay && at < now;
  const visits = history.sessions.flatMap((session, i) => {
    const row = written.sessions[i];
    const serviceId = written.serviceIds[session.kind];
    const staffId = session.staff === null ? null : written.staffIds[session.staff];
    if (!row || session.cancelled || row.startsAt.getTime() >= now) return [];
    if (filters.serviceId && serviceId !== filters.serviceId) return [];
    if (filters.staffId && staffId !== filters.staffId) return [];
    return session.places
      .filter((place) => place.status === 'confirmed')
      .map((place) => ({ client: place.client, at: row.startsAt.getTime() }));
  });
  const clients = history.clients.map((client, index) => {
    const mine = visits.filter((v) => v.client === index).map((v) => v.at);
    const first = Math.min(...mine);
    const back = (days: number) => mine.some((at) => at > first && at <= first + days * day);
    const sofar = mine.filter(byReference);
    return { index, client, mine, first, back, sofar, last: Math.max(...sofar) };
  });
  const cohort = clients.filter((c) => c.mine.length > 0 && inPeriod(c.first));
  const atRisk = clients
    .filter(
      (c) =>
        c.client.status === 'active' &&
        c.sofar.length > 0 &&
        byReference(c.last + atRiskDays * day),
    )
    .map((c): AtRisk => {
      const contact = contacts.find((k) => k.id === written.clientIds[c.index]) as Contact;
      return {
        ...contact,
        client_id: contact.id,
        last_visit: new Date(c.last).toISOString(),
        visits: c.sofar.length,
      };
    })
    .sort((x, y) =>
      x.last_visit === y.last_visit
        ? x.client_id.localeCompare(y.client_id)
        : y.last_visit.localeCompare(x.last_visit),
    );
  return {
    visits: visits.filter((v) => inPeriod(v.at)).length,
    new_clients: cohort.length,
    returning_clients: clients.filter(
      (c) => c.mine.some(inPeriod) && localDay(c.first) < period.firstDay,
    ).length,
    retention: {
      cohort: cohort.length,
      back_30: cohort.filter((c) => c.back(30)).length,
      back_90: cohort.filter((c) => c.back(90)).length,
    },
    at_risk_days: atRiskDays,
    at_risk_count: atRisk.length,
    at_risk: atRisk.slice(0, 100).map(({ id: _id, ...item }) => item),
  };
}

type Report = ReturnType<typeof expectedClients>;

describe.each(testDatabaseKinds)('the clients report on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, 'clients-report');
  });
  afterAll(() => server.stop());

  const report = async (
    written: WrittenHistory,
    period: Period,
    filters: Filters = {},
    atRiskDays?: number,
  ) => {
    const { data, error } = await a.owner.client.rpc('report_clients', {
      tenant_id: written.tenantId,
      first_day: period.firstDay,
      last_day: period.lastDay,
      service_id: filters.serviceId ?? null,
      staff_id: filters.staffId ?? null,
      ...(atRiskDays === undefined ? {} : { at_risk_days: atRiskDays }),
    });
    expect(error).toBeNull();
    const answer = data as Report;
    // The moment as JSON writes it, in the form the expectation uses.
    for (const item of answer.at_risk) item.last_visit = new Date(item.last_visit).toISOString();
    return answer;
  };
  const contactsOf = async (written: WrittenHistory) => {
    const { data } = await a.owner.client
      .from('clients')
      .select('id, full_name, email, phone')
      .eq('tenant_id', written.tenantId);
    return data as Contact[];
  };

  it('counts visits, new and returning clients, retention and who is at risk', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.noBias(sessionHistory),
        periodNear('Europe/London'),
        filterChoice,
        fc.integer({ min: 1, max: 120 }),
        async (history, period, choice, atRiskDays) => {
          const written = await writeHistory(server, a, history);
          const filters = filtersOf(written, choice);
          const contacts = await contactsOf(written);
          expect(await report(written, period, filters, atRiskDays)).toEqual(
            expectedClients(history, written, period, filters, atRiskDays, contacts),
          );
        },
      ),
      { numRuns: 30 },
    );
  }, 60_000);

  it('lists at most a hundred clients at risk, the latest seen first, never archived ones', async () => {
    const clients = Array.from({ length: 120 }, (_, i) => ({
      fullName: `Client ${i + 1}`,
      status: i % 11 === 10 ? ('archived' as const) : ('active' as const),
    }));
    // Three old sessions a day apart: clients 0, 3, 6… in the latest, and so on.
    const sessions = [100, 101, 102].map((daysAgo, n) => ({
      kind: 'group' as const,
      staff: 0,
      hoursAgo: daysAgo * 24,
      minutes: 60,
      capacity: 50,
      cancelled: false,
      places: clients.flatMap((_, client) =>
        client % 3 === n ? [{ client, status: 'confirmed' as const, attendance: null }] : [],
      ),
    }));
    const history: History = {
      serviceNames: { group: 'Yoga', private: 'Massage' },
      staffNames: ['Ana', 'Ben'],
      clients,
      sessions,
    };
    const written = await writeHistory(server, a, history);
    const today = localTime(new Date(), written.timeZone).date;
    const period = { firstDay: addDays(today, -30), lastDay: today };
    const answer = await report(written, period);
    expect(answer.at_risk_count).toBe(110);
    expect(answer.at_risk).toHaveLength(100);
    expect(answer).toEqual(
      expectedClients(history, written, period, {}, 30, await contactsOf(written)),
    );
    expect(answer.at_risk[0]?.last_visit).toBe(written.sessions[0]?.startsAt.toISOString());
    expect(answer.at_risk.map((item) => item.full_name)).not.toContain('Client 11');
  });

  it('counts clients at risk after 1 to 365 days without a visit, for owners and admins', async () => {
    const period = { tenant_id: a.id, first_day: '2024-03-01', last_day: '2024-03-31' };
    for (const days of [0, 366, null]) {
      const { error } = await a.owner.client.rpc('report_clients', {
        ...period,
        at_risk_days: days,
      });
      expect(error).toMatchObject({ code: 'invalid_at_risk_days' });
    }
    const staff = await a.staff.client.rpc('report_clients', period);
    expect(staff.error).toMatchObject({ code: 'forbidden' });
    const fine = await a.owner.client.rpc('report_clients', { ...period, at_risk_days: 365 });
    expect(fine.error).toBeNull();
  });
});
