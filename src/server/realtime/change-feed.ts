import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import { bindingWants, type Binding, type ChangeKind } from './change-binding.ts';
import { ColumnCatalogue } from './change-columns.ts';
import { rowPasses } from './change-filter.ts';
import {
  changeData,
  sentKind,
  type ChangeData,
  type RecordedChange,
  type Sight,
} from './change-payload.ts';
import type { Subscriber } from './channel-access.ts';

/**
 * postgres_changes of one process (decision 0039): the channels subscribed to changes, and the
 * delivery of each batch of recorded changes to them. A change goes to a channel when one of
 * its bindings wants it (table, event, filter) and the channel's role, with its claims, may
 * see the row; that is asked once per batch for each distinct identity (role and claims),
 * inside the database, all identities in one statement (realtime.visible_changes).
 */

export interface ChangeSubscriber {
  readonly bindings: Binding[];
  /** Who the subscriber is now (a refreshed token changes it); undefined once it has ended. */
  identity(): Subscriber | undefined;
  /** `encoded` is shared by every subscriber sent the same data, to encode each frame once. */
  sendChange(ids: number[], data: ChangeData, encoded: Map<string, Buffer>): void;
}

interface Candidate {
  change: number;
  subscriber: ChangeSubscriber;
  identity: Subscriber;
  /** The bindings that want the change as it happened. */
  ids: number[];
  /** For an UPDATE, the bindings that want a DELETE of the old row (it may leave sight). */
  leaveIds: number[];
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export class ChangeFeed {
  readonly #db: Database;
  readonly #logger: Logger;
  readonly #subscribers = new Set<ChangeSubscriber>();
  readonly columns: ColumnCatalogue;

  constructor(db: Database, logger: Logger) {
    this.#db = db;
    this.#logger = logger;
    this.columns = new ColumnCatalogue(db);
  }

  add(subscriber: ChangeSubscriber): void {
    this.#subscribers.add(subscriber);
  }

  remove(subscriber: ChangeSubscriber): void {
    this.#subscribers.delete(subscriber);
  }

  get size(): number {
    return this.#subscribers.size;
  }

  /** Delivers a batch of row changes, in order, to every subscriber that may see them. */
  async deliver(changes: RecordedChange[]): Promise<void> {
    if (this.#subscribers.size === 0 || changes.length === 0) return;
    const types = await this.columns.forRole('service_role');
    const candidates = this.#candidates(changes, (table) => types.get(table)?.types);
    if (candidates.length === 0) return;
    const byIdentity = new Map<string, Candidate[]>();
    for (const candidate of candidates) {
      const key = `${candidate.identity.role}\u0000${JSON.stringify(candidate.identity.claims)}`;
      let group = byIdentity.get(key);
      if (group === undefined) byIdentity.set(key, (group = []));
      group.push(candidate);
    }
    const sights = await this.#sights(changes, [...byIdentity.values()]);
    // Sent in the order of the changes, whichever identity was answered first.
    const shared = new Map<string, { data: ChangeData; encoded: Map<string, Buffer> }>();
    for (const candidate of candidates) {
      const sight = sights.get(candidate);
      if (sight === undefined) continue;
      const change = changes[candidate.change] as RecordedChange;
      const sent = sentKind(change.kind, sight);
      if (sent === undefined) continue;
      const ids =
        change.kind === 'UPDATE' && sent === 'DELETE' ? candidate.leaveIds : candidate.ids;
      if (ids.length === 0) continue;
      const role = candidate.identity.role;
      const columns = (await this.columns.forRole(role)).get(change.table);
      if (columns === undefined) continue;
      // One payload per change, role and sight: the same for every such subscriber.
      const key = `${candidate.change}:${role}:${sent}:${sight.oldVisible}`;
      let payload = shared.get(key);
      if (payload === undefined) {
        payload = { data: changeData(change, sent, sight, columns), encoded: new Map() };
        shared.set(key, payload);
      }
      candidate.subscriber.sendChange(ids, payload.data, payload.encoded);
    }
  }

  #candidates(
    changes: RecordedChange[],
    typesOf: (table: string) => ReadonlyMap<string, string> | undefined,
  ): Candidate[] {
    const candidates: Candidate[] = [];
    changes.forEach((change, index) => {
      const types = typesOf(change.table) ?? new Map<string, string>();
      const wanting = (
        kind: ChangeKind,
        row: Record<string, unknown> | null,
        bindings: Binding[],
      ) =>
        bindings
          .filter((b) => bindingWants(b, change.table, kind) && rowPasses(b.conditions, row, types))
          .map((b) => b.id);
      for (const subscriber of this.#subscribers) {
        const identity = subscriber.identity();
        if (identity === undefined) continue;
        const row = change.kind === 'DELETE' ? change.oldRecord : change.record;
        const ids = wanting(change.kind, row, subscriber.bindings);
        const leaveIds =
          change.kind === 'UPDATE' ? wanting('DELETE', change.oldRecord, subscriber.bindings) : [];
        if (ids.length > 0 || leaveIds.length > 0) {
          candidates.push({ change: index, subscriber, identity, ids, leaveIds });
        }
      }
    });
    return candidates;
  }

  /**
   * What each identity may see of the changes its candidates want: one statement for the whole
   * batch, which takes each identity's role and claims in turn (realtime.visible_changes).
   */
  async #sights(changes: RecordedChange[], groups: Candidate[][]): Promise<Map<Candidate, Sight>> {
    const identities = groups.map((group) => {
      const { role, claims, headers } = (group[0] as Candidate).identity;
      const wanted = [...new Set(group.map((candidate) => candidate.change + 1))];
      return { role, claims, headers, wanted };
    });
    const items = changes.map((change) => ({
      t: `public.${quoted(change.table)}`,
      new: change.record,
      old: change.oldRecord,
    }));
    const sights = new Map<Candidate, Sight>();
    let rows: { identity: number; n: number; new_visible: boolean; old_visible: boolean }[];
    try {
      ({ rows } = await this.#db.query(
        'select identity, n, new_visible, old_visible from realtime.visible_changes($1::jsonb, $2::jsonb)',
        [JSON.stringify(identities), JSON.stringify(items)],
      ));
    } catch (error) {
      // Nothing is sent for the batch: better a missed change than a leak.
      this.#logger.error({ err: error }, 'realtime: change check failed');
      return sights;
    }
    const seen = new Map<string, Sight>();
    for (const row of rows) {
      seen.set(`${row.identity}:${row.n}`, {
        newVisible: row.new_visible,
        oldVisible: row.old_visible,
      });
    }
    groups.forEach((group, index) => {
      for (const candidate of group) {
        const sight = seen.get(`${index + 1}:${candidate.change + 1}`);
        if (sight !== undefined) sights.set(candidate, sight);
      }
    });
    return sights;
  }
}
