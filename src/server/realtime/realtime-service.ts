import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { Logger } from 'pino';
import type { ApiTokenVerifier } from '../auth/api-token/api-token-verifier.ts';
import type { Database } from '../db/database.ts';
import { registerBroadcastRoutes } from './broadcast-routes.ts';
import { ChangeFeed } from './change-feed.ts';
import { startChangeReader } from './change-reader.ts';
import { startNotifyBus } from './notify-bus.ts';
import { RealtimeHub } from './realtime-hub.ts';
import type { RealtimeLimits } from './realtime-limits.ts';
import { createRealtimeSockets, type RealtimeSockets } from './realtime-upgrade.ts';

export interface RealtimeHubService {
  hub: RealtimeHub;
  stop(): Promise<void>;
}

/**
 * This process's hub, and its reader of postgres_changes (change-reader.ts). On PostgreSQL it is joined to the hubs of every other server process on
 * the database (notify-bus.ts); PGlite is one process, so its hub is all there is.
 */
export async function startRealtimeHub(db: Database, logger: Logger): Promise<RealtimeHubService> {
  const hub = new RealtimeHub(randomUUID());
  hub.changes = new ChangeFeed(db, logger);
  const stopReading = await startChangeReader(db, hub.changes, hub, logger);
  if (db.kind !== 'postgres') return { hub, stop: stopReading };
  const stopBus = await startNotifyBus(db, hub, logger);
  return {
    hub,
    async stop() {
      await stopReading();
      await stopBus();
    },
  };
}

/** `/realtime/v1`: the REST broadcast endpoints now, and the sockets for the HTTP server. */
export function registerRealtime(
  app: Hono,
  {
    idleMs,
    limits,
    ...deps
  }: {
    db: Database;
    hub: RealtimeHub;
    verifyApiToken: ApiTokenVerifier;
    logger: Logger;
    /** A socket silent this long is closed (Phoenix's transport closes after 60 s). */
    idleMs: number;
    limits: RealtimeLimits;
  },
): RealtimeSockets {
  const full = { ...deps, limits: { ...limits, idleMs } };
  registerBroadcastRoutes(app, full);
  return createRealtimeSockets(full);
}
