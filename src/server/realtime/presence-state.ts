import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';

/**
 * Who is present on one channel (reference/realtime.md §5). Each joined channel (an owner,
 * named by a process-wide unique id) has at most one meta, under its presence key; several
 * owners may share a key. Changes come back as diffs of entries; the wire shapes are built by
 * presenceDiffPayload and presenceStatePayload.
 */

export type Meta = Record<string, unknown> & { phx_ref: string; phx_ref_prev?: string };

export interface PresenceEntry {
  owner: string;
  key: string;
  meta: Meta;
}

export interface PresenceDiff {
  joins: PresenceEntry[];
  leaves: PresenceEntry[];
}

export const newPhxRef = () => randomBytes(9).toString('base64url');

export class PresenceState {
  readonly #entries = new Map<string, PresenceEntry>();

  get size(): number {
    return this.#entries.size;
  }

  /** The owner's presence becomes payload; undefined when that changes nothing. */
  track(owner: string, key: string, payload: Record<string, unknown>): PresenceDiff | undefined {
    const previous = this.#entries.get(owner);
    if (previous !== undefined) {
      const kept = Object.fromEntries(
        Object.entries(previous.meta).filter(
          ([name]) => name !== 'phx_ref' && name !== 'phx_ref_prev',
        ),
      );
      if (previous.key === key && isDeepStrictEqual(kept, payload)) return undefined;
    }
    const meta: Meta = {
      ...payload,
      phx_ref: newPhxRef(),
      ...(previous === undefined ? {} : { phx_ref_prev: previous.meta.phx_ref }),
    };
    const entry = { owner, key, meta };
    this.#entries.set(owner, entry);
    return { joins: [entry], leaves: previous === undefined ? [] : [previous] };
  }

  /** The owner is no longer present; undefined when it was not. */
  untrack(owner: string): PresenceDiff | undefined {
    const previous = this.#entries.get(owner);
    if (previous === undefined) return undefined;
    this.#entries.delete(owner);
    return { joins: [], leaves: [previous] };
  }

  /** Applies a diff made elsewhere (another process), as it was made there. */
  apply(diff: PresenceDiff): void {
    for (const leave of diff.leaves) {
      if (this.#entries.get(leave.owner)?.meta.phx_ref === leave.meta.phx_ref) {
        this.#entries.delete(leave.owner);
      }
    }
    for (const join of diff.joins) this.#entries.set(join.owner, join);
  }

  /** Removes every owner the test picks (those of a process that is gone), as one diff. */
  removeWhere(test: (owner: string) => boolean): PresenceDiff | undefined {
    const leaves = [...this.#entries.values()].filter((entry) => test(entry.owner));
    for (const entry of leaves) this.#entries.delete(entry.owner);
    return leaves.length === 0 ? undefined : { joins: [], leaves };
  }

  entries(): PresenceEntry[] {
    return [...this.#entries.values()];
  }
}

type Grouped = Record<string, { metas: Meta[] }>;

// Keys are the clients' own words: without a prototype, `__proto__` or `constructor` is a key
// like any other, not Object.prototype's.
function group(entries: PresenceEntry[]): Grouped {
  const grouped: Grouped = Object.create(null) as Grouped;
  for (const { key, meta } of entries) (grouped[key] ??= { metas: [] }).metas.push(meta);
  return grouped;
}

/** `presence_state`: every key with its metas. */
export const presenceStatePayload = (entries: PresenceEntry[]) => group(entries);

/** `presence_diff`: the joins and leaves, keyed alike. */
export const presenceDiffPayload = (diff: PresenceDiff) => ({
  joins: group(diff.joins),
  leaves: group(diff.leaves),
});
