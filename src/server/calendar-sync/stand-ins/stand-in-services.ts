import type { Database } from '../../db/database.ts';
import type { SecretBox } from '../../payments/secret-box.ts';
import type { StandInAnnouncer } from './stand-in-announcer.ts';
import type { StandInStore } from './stand-in-store.ts';

/** What both stand-ins share. */
export interface StandInServices {
  db: Database;
  /** Opens the businesses' sealed OAuth client secrets, which clients authenticate with. */
  box: SecretBox;
  store: StandInStore;
  announcer: StandInAnnouncer;
  /** Into the server's own routes: Microsoft's validation handshake with our push route. */
  send: (request: Request) => Promise<Response>;
}
