// `npm run bench` (it builds first): every benchmark, each printing its figures.
import { benchAuditTrail } from './audit-trail.mjs';
import { authTokenFigures } from './auth-tokens.mjs';
import { benchBookingDomain } from './booking-domain.mjs';
import { benchBookingPage } from './booking-page.mjs';
import { benchCalendarSync } from './calendar-sync.mjs';
import { benchFoundation } from './foundation.mjs';
import { benchJobQueues } from './job-queues.mjs';
import { benchMemberships } from './memberships.mjs';
import { benchMessages } from './messages.mjs';
import { benchPaymentWebhooks } from './payment-webhooks.mjs';
import { benchRealtimeChanges } from './realtime-changes.mjs';
import { benchReports } from './reports.mjs';
import { benchRestRead } from './rest-read.mjs';
import { benchScale } from './scale.mjs';
import { benchSessionCheck } from './session-check.mjs';
import { benchStartCommand } from './start-command.mjs';
import { benchStorage } from './storage.mjs';
import { benchTenantScreens } from './tenant-screens.mjs';
import { benchWebhooks } from './webhooks.mjs';

const port = Number(process.env.BENCH_PORT ?? 4321);
await benchStartCommand(port);
await benchFoundation(port);
const tokens = await authTokenFigures(port);
console.log(
  `grant_type=refresh_token, 10 connections for 10 s: ${tokens.refresh.perSecond.toFixed(0)} requests/s (${tokens.refresh.errors} not 200)`,
);
console.log(
  `grant_type=password, one at a time (50 requests): median ${tokens.password.median} ms (${tokens.password.errors} not 200)`,
);
await benchRestRead(port);
await benchSessionCheck(port);
await benchBookingDomain(port);
await benchCalendarSync(port);
await benchMessages(port);
// Minutes: our outbox worker against pg-boss, the kills waiting out a 120 s lease (decision 0073).
await benchJobQueues(port);
await benchPaymentWebhooks(port);
await benchMemberships(port);
await benchWebhooks(port);
await benchAuditTrail(port);
await benchRealtimeChanges(port);
await benchTenantScreens(port);
await benchBookingPage(port);
await benchStorage(port);
await benchReports(port);
// Minutes: 10,000 businesses are loaded (BENCH_SCALE_BUSINESSES for another size).
await benchScale(port, { businesses: Number(process.env.BENCH_SCALE_BUSINESSES ?? 10_000) });
