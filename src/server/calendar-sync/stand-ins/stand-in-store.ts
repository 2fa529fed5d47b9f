import type { Database, Queryable } from '../../db/database.ts';
import type { StoredEvent } from './stand-in-instances.ts';

// The stand-ins' calendars, events and channels in the database (migration 0352), in the
// neutral shape both stand-ins translate from and to.

export interface StoredCalendar {
  id: string;
  name: string;
  colour: string | null;
  writable: boolean;
  is_primary: boolean;
}

/** What an insert or an update sets; the rest of a stored event is the store's. */
export type EventFields = Pick<
  StoredEvent,
  | 'title'
  | 'description'
  | 'starts_at'
  | 'ends_at'
  | 'start_date'
  | 'end_date'
  | 'time_zone'
  | 'rrule'
  | 'exdates'
  | 'free'
  | 'properties'
> & { uid: string | null; transaction_id: string | null };

export interface StoredChannel {
  id: string;
  address: string;
  token: string | null;
  expires_at: Date;
}

const eventColumns = `id, uid, transaction_id, title, description, starts_at, ends_at,
  to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date,
  time_zone, rrule, exdates, free, properties, cancelled, version, updated_at`;

/** An insert's refusal: the id is taken (Google answers 409). */
export class DuplicateEvent extends Error {
  override name = 'DuplicateEvent';
}

export function standInStore(db: Database) {
  const calendars = async (owner: string) =>
    (
      await db.query<StoredCalendar>(
        `select id, name, colour, writable, is_primary from calendars.stand_in_calendars
         where owner = $1 order by is_primary desc, id`,
        [owner],
      )
    ).rows;

  return {
    calendars,
    calendar: async (owner: string, id: string) =>
      (await calendars(owner)).find((calendar) => calendar.id === id) ?? null,

    events: async (owner: string, calendarId: string) =>
      (
        await db.query<StoredEvent>(
          `select ${eventColumns} from calendars.stand_in_events
           where owner = $1 and calendar_id = $2 order by starts_at nulls last, start_date, id`,
          [owner, calendarId],
        )
      ).rows,

    /** One event by id, in one calendar or (calendarId null) in any of the account's. */
    event: async (owner: string, calendarId: string | null, id: string) =>
      (
        await db.query<StoredEvent & { calendar_id: string }>(
          `select ${eventColumns}, calendar_id from calendars.stand_in_events
           where owner = $1 and ($2::text is null or calendar_id = $2) and id = $3`,
          [owner, calendarId, id],
        )
      ).rows[0] ?? null,

    /**
     * Inserts an event. With a transactionId already used in the calendar, the event it made
     * is answered instead (Microsoft's semantics); with an id already used, DuplicateEvent.
     */
    insert: (owner: string, calendarId: string, id: string, fields: EventFields) =>
      db.transaction(async (tx: Queryable) => {
        if (fields.transaction_id !== null) {
          const { rows } = await tx.query<StoredEvent>(
            `select ${eventColumns} from calendars.stand_in_events
             where owner = $1 and calendar_id = $2 and transaction_id = $3`,
            [owner, calendarId, fields.transaction_id],
          );
          if (rows[0] !== undefined) return rows[0];
        }
        const { rows } = await tx.query<StoredEvent>(
          `insert into calendars.stand_in_events (owner, calendar_id, id, uid, transaction_id,
             title, description, starts_at, ends_at, start_date, end_date, time_zone, rrule,
             exdates, free, properties)
           values ($1, $2, $3, coalesce($4, $3 || '@' || split_part($1, ':', 1) || '.com'), $5,
             $6, $7, $8, $9, $10, $11, $12, $13, $14::timestamptz[], $15, $16::jsonb)
           on conflict do nothing
           returning ${eventColumns}`,
          [
            owner,
            calendarId,
            id,
            fields.uid,
            fields.transaction_id,
            fields.title,
            fields.description,
            fields.starts_at,
            fields.ends_at,
            fields.start_date,
            fields.end_date,
            fields.time_zone,
            fields.rrule,
            fields.exdates,
            fields.free,
            JSON.stringify(fields.properties),
          ],
        );
        if (rows[0] === undefined) throw new DuplicateEvent(id);
        return rows[0];
      }),

    /** Replaces an event's fields (restoring it if it was deleted); null when there is none. */
    update: async (owner: string, calendarId: string | null, id: string, fields: EventFields) =>
      (
        await db.query<StoredEvent & { calendar_id: string }>(
          `update calendars.stand_in_events set title = $4, description = $5, starts_at = $6,
             ends_at = $7, start_date = $8, end_date = $9, time_zone = $10, rrule = $11,
             exdates = $12::timestamptz[], free = $13, properties = $14::jsonb, cancelled = false,
             version = version + 1,
             updated_at = now()
           where owner = $1 and ($2::text is null or calendar_id = $2) and id = $3
           returning ${eventColumns}, calendar_id`,
          [
            owner,
            calendarId,
            id,
            fields.title,
            fields.description,
            fields.starts_at,
            fields.ends_at,
            fields.start_date,
            fields.end_date,
            fields.time_zone,
            fields.rrule,
            fields.exdates,
            fields.free,
            JSON.stringify(fields.properties),
          ],
        )
      ).rows[0] ?? null,

    /** Marks an event deleted (its id stays taken, as at Google); its calendar, or null. */
    remove: async (owner: string, calendarId: string | null, id: string) =>
      (
        await db.query<{ calendar_id: string }>(
          `update calendars.stand_in_events set cancelled = true, version = version + 1,
             updated_at = now()
           where owner = $1 and ($2::text is null or calendar_id = $2) and id = $3
             and not cancelled
           returning calendar_id`,
          [owner, calendarId, id],
        )
      ).rows[0]?.calendar_id ?? null,

    openChannel: async (owner: string, calendarId: string, channel: StoredChannel) => {
      await db.query(
        `insert into calendars.stand_in_channels (id, owner, calendar_id, address, token, expires_at)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (id) do update set expires_at = excluded.expires_at
         where calendars.stand_in_channels.owner = excluded.owner`,
        [channel.id, owner, calendarId, channel.address, channel.token, channel.expires_at],
      );
    },

    /** Moves a channel's expiry (Microsoft's renewal); false when the account has no such one. */
    renewChannel: async (owner: string, id: string, expiresAt: Date) =>
      (
        await db.query(
          'update calendars.stand_in_channels set expires_at = $3 where owner = $1 and id = $2',
          [owner, id, expiresAt],
        )
      ).affectedRows > 0,

    closeChannel: async (owner: string, id: string) =>
      (
        await db.query('delete from calendars.stand_in_channels where owner = $1 and id = $2', [
          owner,
          id,
        ])
      ).affectedRows > 0,

    channels: async (owner: string, calendarId: string) =>
      (
        await db.query<StoredChannel>(
          `select id, address, token, expires_at from calendars.stand_in_channels
           where owner = $1 and calendar_id = $2 and expires_at > now()`,
          [owner, calendarId],
        )
      ).rows,
  };
}

export type StandInStore = ReturnType<typeof standInStore>;
