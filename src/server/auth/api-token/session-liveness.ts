import { LRUCache } from 'lru-cache';
import type { Queryable } from '../../db/database.ts';
import { isUuid } from '../../../shared/uuid.ts';

export type SessionState = 'live' | 'ended' | 'banned';

interface Known {
  userId: string | null;
  bannedUntil: number | null;
}

interface EndRow {
  id: string;
  session_id: string | null;
  user_id: string;
}

export interface SessionLivenessOptions {
  /** How often at most the log of ended sessions is read; a request waits for a due read. */
  pollIntervalMs: number;
  /** How far back each read looks, so a change committed late is still seen. */
  lookBackMs: number;
  /** Sessions remembered. */
  max: number;
}

/**
 * Whether the session behind an access token still exists and its user may use it, for every
 * API (docs/decisions/0018). What the database said about a session is cached; the database
 * records every ended session and every ban in auth.session_ends (migration 0100), which each
 * process reads at most once per `pollIntervalMs` to forget those sessions. A session that
 * ends is therefore refused everywhere, by every process on the database, within about a
 * second, while a request with a known session costs a map lookup.
 */
export class SessionLiveness {
  private readonly known: LRUCache<string, Known>;
  /** auth.session_ends ids already applied, with when they were read, within the look-back. */
  private readonly applied = new Map<string, number>();
  private readAt = 0;
  private readSince: string | undefined;
  private reading: Promise<void> | undefined;
  /** Bumped by every read that forgot something: a lookup that straddles one is not cached. */
  private generation = 0;
  private lastPrune = 0;

  private readonly db: Queryable;
  private readonly options: SessionLivenessOptions;

  constructor(db: Queryable, options: SessionLivenessOptions) {
    this.db = db;
    this.options = options;
    this.known = new LRUCache({ max: options.max });
  }

  /**
   * A session was just ended through this process (a sign-out, an admin's change): the next
   * check reads the log first, so this process refuses it at once rather than within a second.
   */
  endedHere(): void {
    this.readAt = 0;
  }

  async state(sessionId: string, userId: string): Promise<SessionState> {
    if (!isUuid(sessionId)) return 'ended';
    if (Date.now() - this.readAt >= this.options.pollIntervalMs) await this.readEnds();
    const known = this.known.get(sessionId) ?? (await this.lookUp(sessionId));
    if (known.userId !== userId) return 'ended';
    return known.bannedUntil !== null && known.bannedUntil > Date.now() ? 'banned' : 'live';
  }

  private async lookUp(sessionId: string): Promise<Known> {
    const generation = this.generation;
    const { rows } = await this.db.query<{ user_id: string; banned_until: Date | null }>(
      `select s.user_id, u.banned_until from auth.sessions s
       join auth.users u on u.id = s.user_id where s.id = $1`,
      [sessionId],
    );
    const row = rows[0];
    const known = {
      userId: row?.user_id ?? null,
      bannedUntil: row?.banned_until ? row.banned_until.getTime() : null,
    };
    if (generation === this.generation) this.known.set(sessionId, known);
    return known;
  }

  /** One read at a time; requests that find a read due share it. */
  private readEnds(): Promise<void> {
    this.reading ??= this.readEndsOnce().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  private async readEndsOnce(): Promise<void> {
    const startedAt = Date.now();
    const { rows } = await this.db.query<EndRow & { now: string }>(
      `select e.id::text, e.session_id, e.user_id, clock_timestamp()::text as now
       from (select clock_timestamp()) as t
       left join auth.session_ends e
         on e.ended_at > coalesce($1::timestamptz, clock_timestamp()) - make_interval(secs => $2)`,
      [this.readSince ?? null, this.options.lookBackMs / 1000],
    );
    const fresh = rows.filter((row) => row.id !== null && !this.applied.has(row.id));
    if (fresh.length > 0) {
      this.generation += 1;
      this.forget(fresh);
    }
    for (const row of fresh) this.applied.set(row.id, startedAt);
    for (const [id, at] of this.applied) {
      if (startedAt - at > 2 * this.options.lookBackMs) this.applied.delete(id);
    }
    this.readSince = rows[0]?.now;
    this.readAt = startedAt;
    await this.pruneLog(startedAt);
  }

  private forget(ends: EndRow[]): void {
    const users = new Set<string>();
    for (const end of ends) {
      if (end.session_id === null) users.add(end.user_id);
      else this.known.delete(end.session_id);
    }
    if (users.size === 0) return;
    for (const [sessionId, known] of this.known.entries()) {
      if (known.userId !== null && users.has(known.userId)) this.known.delete(sessionId);
    }
  }

  /** The log only needs to reach back as far as any reader looks; a minute is plenty. */
  private async pruneLog(now: number): Promise<void> {
    if (now - this.lastPrune < 60_000) return;
    this.lastPrune = now;
    await this.db.query(
      `delete from auth.session_ends
       where ended_at < clock_timestamp() - make_interval(secs => $1)`,
      [Math.max(60, (this.options.lookBackMs / 1000) * 4)],
    );
  }
}
