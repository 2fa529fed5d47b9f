import type { Hono } from 'hono';
import type { Logger } from 'pino';
import type { Database } from '../../db/database.ts';
import type { SecretBox } from '../../payments/secret-box.ts';
import { standInPrefix } from '../oauth/provider-endpoints.ts';
import { registerGoogleStandIn } from './google-stand-in.ts';
import { registerMicrosoftStandIn } from './microsoft-stand-in.ts';
import { StandInAnnouncer, type SendRequest } from './stand-in-announcer.ts';
import { standInStore } from './stand-in-store.ts';

/**
 * The embedded calendar stand-ins (issue 37, point 4; developer tool testCalendars): Google's
 * OAuth and Calendar API and Microsoft's OAuth and Graph, each at its own documented paths
 * under /calendar/test-providers/<provider>, so Google's and Microsoft's own client packages run
 * against them unchanged (a `rootUrl` or `baseUrl`, and the server's own routes in-process, as
 * the stripe SDK reaches the payments test provider). Their state is in the database
 * (migration 0352): a trial keeps its test calendars across restarts. Off, every path answers
 * 409 test_calendars_off. Returns the announcer, whose notifications tests wait for.
 */
export function registerCalendarStandIns(
  app: Hono,
  services: { db: Database; box: SecretBox; send: SendRequest; logger: Logger; on: boolean },
): StandInAnnouncer {
  const store = standInStore(services.db);
  const announcer = new StandInAnnouncer(services.send, store, services.logger);
  if (services.on) {
    const shared = { ...services, store, announcer };
    registerGoogleStandIn(app, `${standInPrefix}/google`, shared);
    registerMicrosoftStandIn(app, `${standInPrefix}/microsoft`, shared);
  }
  app.all(`${standInPrefix}/*`, (c) =>
    services.on
      ? c.json({ code: 'not_found', message: 'Not Found' }, 404)
      : c.json(
          {
            code: 'test_calendars_off',
            message:
              'Test calendars are off on this server: a client id beginning test_ works only where the developer tool is on.',
          },
          409,
        ),
  );
  return announcer;
}
