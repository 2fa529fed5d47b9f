import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import { bindingWants, type Binding, type ChangeKind } from './change-binding.ts';
import { ColumnCatalogue } from './change-columns.ts';
import { rowPasses } from './change-filter.ts';
import { changeData, sentKind, type ChangeData, type RecordedChange } from './change-payload.ts';
import { judgeSights, sightKey, type Wants } from './change-sights.ts';
import type { Subscriber } from './channel-access.ts';

/**
 * postgres_changes of one process (decision 0039): the channels subscribed to changes, and the
 * delivery of each batch of recorded changes to them. A change goes to a channel when one of
 * its bindings wants it (table, event, filter) and the channel's role, with its claims, may
 * see the row; that is asked once per batch for each distinct identity (role, claims and
 * headers), inside the database, a few identities a statement (change-sights.ts).
 */

export interface ChangeSubscriber {
  readonly bindings: Binding[];
  /** Who the subscriber is now (a refreshed token changes it); undefined once it has ended. */
  identity(): Subscriber | undefined;
  /** `encoded` is shared by every subscriber sent the same data, to encode each frame once. */
  sendChange(ids: number[], data: ChangeData, encoded: Map<string, Buffer>): void;
}

/** A subscriber as it is for one batch: who it is, and its place among the batch's identities. */
interface Present {
  subscriber: ChangeSubscriber;
  identity: Subscriber;
  /** Index into the batch's Wants: subscribers with one identity share it. */
  want: number;
}

interface Candidate extends Present {
  change: number;
  /** The bindings that want the change as it happened. */
  ids: number[];
  /** For an UPDATE, the bindings that want a DELETE of the old row (it may leave sight). */
  leaveIds: number[];
}

/** The longest the thread writes frames before it lets other work (requests) run. */
const sendSliceMs = 10;

/** A channel's bindings do not change once it subscribes: each set is written out once. */
const bindingKeys = new WeakMap<Binding[], string>();
function bindingsKey(bindings: Binding[]): string {
  let key = bindingKeys.get(bindings);
  if (key === undefined) bindingKeys.set(bindings, (key = JSON.stringify(bindings)));
  return key;
}

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
    // One judgement per distinct identity: role, claims and headers, all a policy may read.
    const wants: Wants[] = [];
    const wantOf = new Map<string, number>();
    const present: Present[] = [];
    for (const subscriber of this.#subscribers) {
      const identity = subscriber.identity();
      if (identity === undefined) continue;
      const key = JSON.stringify([identity.role, identity.claims, identity.headers]);
      let want = wantOf.get(key);
      if (want === undefined) {
        want = wants.push({ identity, changes: [] }) - 1;
        wantOf.set(key, want);
      }
      present.push({ subscriber, identity, want });
    }
    const candidates = this.#candidates(changes, present, (table) => types.get(table)?.types);
    if (candidates.length === 0) return;
    for (const candidate of candidates) {
      const wanted = (wants[candidate.want] as Wants).changes;
      if (wanted.at(-1) !== candidate.change) wanted.push(candidate.change);
    }
    const sights = await judgeSights(this.#db, this.#logger, changes, wants);
    // Sent in the order of the changes, whichever identity was answered first.
    const shared = new Map<string, { data: ChangeData; encoded: Map<string, Buffer> }>();
    let slice = performance.now();
    for (const candidate of candidates) {
      if (performance.now() - slice > sendSliceMs) {
        // A batch that came after a busy spell may hold tens of thousands of frames: the
        // requests that make the changes are heard between slices (decision 0044).
        await new Promise((resolve) => setImmediate(resolve));
        slice = performance.now();
      }
      const sight = sights.get(sightKey(candidate.want, candidate.change));
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
    present: Present[],
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
      // Channels with the same bindings (a business's screens) want the same: asked once.
      const wanted = new Map<string, { ids: number[]; leaveIds: number[] }>();
      for (const one of present) {
        const { subscriber } = one;
        const key = bindingsKey(subscriber.bindings);
        let want = wanted.get(key);
        if (want === undefined) {
          const row = change.kind === 'DELETE' ? change.oldRecord : change.record;
          want = {
            ids: wanting(change.kind, row, subscriber.bindings),
            leaveIds:
              change.kind === 'UPDATE'
                ? wanting('DELETE', change.oldRecord, subscriber.bindings)
                : [],
          };
          wanted.set(key, want);
        }
        if (want.ids.length > 0 || want.leaveIds.length > 0) {
          candidates.push({ ...one, change: index, ...want });
        }
      }
    });
    return candidates;
  }
}
