import { afterAll, beforeAll, describe } from 'vitest';
import {
  buildIsolationFixture,
  type IsolationContext,
} from '../../src/server/test-support/isolation-fixture.ts';
import { startTestServerOn } from '../../src/server/test-support/start-test-server.ts';
import { paymentsEnv } from '../../src/server/test-support/test-payments.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import { isolationRows } from '../../src/server/test-support/isolation-rows.ts';
import { changesMatrix } from './isolation/changes.ts';
import { addCalendarRows } from './isolation/calendar-rows.ts';
import { addWebhookRows } from './isolation/webhook-cases.ts';
import { addMembershipRows } from './isolation/membership-rows.ts';
import { operationMatrix } from './isolation/operations.ts';
import { readMatrix } from './isolation/reads.ts';
import { storageMatrix } from './isolation/storage.ts';
import { writeMatrix } from './isolation/writes.ts';

// Issue #5, point 4: isolation as every caller, for every table, view and operation (DESIGN.md
// section 5). The three parts share one server and one fixture per database, since starting
// a server costs more than all of them; they run in this order because the operations part
// ends by making its callers clients of business A and owners of new businesses. Storage
// (file access in client-files) is a part of its own, since its tables are not the data API's.
// postgres_changes (Realtime) follows the reads: it changes nothing, and judges by them.
describe.each(testDatabaseKinds)('isolation on %s', (kind) => {
  const context = {} as IsolationContext;
  beforeAll(async () => {
    // The calendar workers would try the fixture's calendars and change their rows meanwhile.
    context.server = await startTestServerOn(kind, { ...paymentsEnv, CALENDAR_WORKERS: '0' });
    context.fixture = await buildIsolationFixture(context.server);
    for (const tenant of [context.fixture.a, context.fixture.b]) {
      await addMembershipRows(context.server, tenant, isolationRows(context.server, tenant));
      await addCalendarRows(context.server, tenant, isolationRows(context.server, tenant));
      await addWebhookRows(context.server, tenant);
    }
  }, 120_000);
  afterAll(() => context.server?.stop());

  describe('reads', () => readMatrix(context));
  describe('postgres_changes', () => changesMatrix(context));
  describe('writes', () => writeMatrix(context));
  describe('storage', () => storageMatrix(context));
  describe('operations', () => operationMatrix(context));
});
