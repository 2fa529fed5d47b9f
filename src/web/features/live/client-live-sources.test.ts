import { describe, expect, it } from 'vitest';
import { clientLiveSources } from './client-live-sources';

const tenant = '11111111-1111-4111-8111-111111111111';
const client = '22222222-2222-4222-8222-222222222222';

describe('clientLiveSources', () => {
  it('gives a visitor the timetable of the booking page only', () => {
    const sources = clientLiveSources(tenant, null);
    expect(sources).toHaveLength(1);
    expect(sources[0]).toMatchObject({ broadcast: 'timetable' });
    expect(sources[0]?.stale()).toEqual([['registration', tenant]]);
  });

  it('gives a client their own places and payments as well', () => {
    const sources = clientLiveSources(tenant, client);
    const tables = sources.flatMap((s) => ('table' in s ? [[s.table, s.filter]] : []));
    expect(tables).toEqual([
      ['enrollments', `tenant_id=eq.${tenant}`],
      ['transactions', `tenant_id=eq.${tenant}`],
    ]);
    expect(sources[1]?.stale()).toEqual([
      ['registration', tenant],
      ['clients', tenant, 'detail', client],
    ]);
  });
});
