import type { ChangeFeed } from './change-feed.ts';
import type { BroadcastBody } from './frame-codec.ts';
import { PresenceState, type PresenceDiff, type PresenceEntry } from './presence-state.ts';

/**
 * The channels joined on this process, and what passes between them: broadcasts and presence.
 * A fan-out topic is `public:<name>` or `private:<name>`, so that public and private channels of
 * one name never hear each other (reference/realtime.md §2.1). What happens here is also handed
 * to the bus, which carries it to the other processes on the same database (decision 0038).
 */

export interface BroadcastMessage {
  event: string;
  body: BroadcastBody;
  /**
   * Sent as realtime-js's binary push or to the per-event REST endpoint: 2.0.0 sockets get a
   * binary frame. Otherwise the pushed map itself (`pushed`) goes out as JSON text.
   */
  binary: boolean;
  pushed?: Record<string, unknown>;
  meta?: Record<string, unknown>;
  /** The joined channel that sent it, left out of the fan-out unless it asked for `self`. */
  sender?: string;
}

export interface HubMember {
  /** Unique among all processes: `<node>:<n>`. */
  readonly id: string;
  readonly fanoutTopic: string;
  onBroadcast(message: BroadcastMessage): void;
  onPresenceDiff(diff: PresenceDiff): void;
}

export type HubEvent =
  | { kind: 'broadcast'; topic: string; message: BroadcastMessage }
  | { kind: 'presence'; topic: string; diff: PresenceDiff }
  /** A process asks the others for their presences (it has just started). */
  | { kind: 'hello' }
  /** A process is stopping: its presences leave. */
  | { kind: 'bye' }
  /** A process is still there (sent now and then, so a crashed one can be told). */
  | { kind: 'alive' };

/** How hub events reach the hubs of other processes. */
export interface HubBus {
  publish(event: HubEvent): void;
}

export const fanoutTopic = (name: string, isPrivate: boolean) =>
  `${isPrivate ? 'private' : 'public'}:${name}`;

export class RealtimeHub {
  readonly #members = new Map<string, Set<HubMember>>();
  readonly #presence = new Map<string, PresenceState>();
  #bus: HubBus | undefined;
  #sequence = 0;
  /** When each other process was last heard from. */
  readonly #lastHeard = new Map<string, number>();

  readonly node: string;
  /** This process's postgres_changes (change-feed.ts), once started. */
  changes: ChangeFeed | undefined;

  constructor(node: string) {
    this.node = node;
  }

  /** A process-wide unique id for a joined channel. */
  nextId(): string {
    this.#sequence += 1;
    return `${this.node}:${this.#sequence}`;
  }

  connect(bus: HubBus): void {
    this.#bus = bus;
    bus.publish({ kind: 'hello' });
  }

  join(member: HubMember): void {
    let members = this.#members.get(member.fanoutTopic);
    if (members === undefined) this.#members.set(member.fanoutTopic, (members = new Set()));
    members.add(member);
  }

  /** The member leaves, and with it its presence. */
  leave(member: HubMember): void {
    const members = this.#members.get(member.fanoutTopic);
    members?.delete(member);
    if (members?.size === 0) this.#members.delete(member.fanoutTopic);
    this.untrack(member.fanoutTopic, member.id);
  }

  broadcast(topic: string, message: BroadcastMessage): void {
    this.#deliverBroadcast(topic, message);
    this.#bus?.publish({ kind: 'broadcast', topic, message });
  }

  /**
   * A broadcast to this process's channels only: every process reads realtime.send's messages
   * itself (change-reader.ts), so they do not go on the bus.
   */
  deliverHere(topic: string, message: BroadcastMessage): void {
    this.#deliverBroadcast(topic, message);
  }

  /** Tracks the owner's presence; false when nothing changed. */
  track(topic: string, owner: string, key: string, payload: Record<string, unknown>): boolean {
    const diff = this.#state(topic).track(owner, key, payload);
    if (diff === undefined) return false;
    this.#presenceChanged(topic, diff);
    return true;
  }

  untrack(topic: string, owner: string): void {
    const diff = this.#presence.get(topic)?.untrack(owner);
    if (diff !== undefined) this.#presenceChanged(topic, diff);
  }

  presence(topic: string): PresenceEntry[] {
    return this.#presence.get(topic)?.entries() ?? [];
  }

  /**
   * What the hub holds: the channels joined on it, the topics it keeps for them, and every
   * presence it knows. All drop to nothing once every socket has closed (no process is left
   * holding memory for clients that are gone).
   */
  holding(): { members: number; topics: number; presences: number } {
    let members = 0;
    for (const set of this.#members.values()) members += set.size;
    let presences = 0;
    for (const state of this.#presence.values()) presences += state.size;
    return { members, topics: this.#members.size + this.#presence.size, presences };
  }

  /** An event another process published (`from` is its node). */
  receive(from: string, event: HubEvent, now = Date.now()): void {
    if (from === this.node) return;
    this.#lastHeard.set(from, now);
    switch (event.kind) {
      case 'alive':
        return;
      case 'broadcast':
        this.#deliverBroadcast(event.topic, event.message);
        return;
      case 'presence': {
        const state = this.#state(event.topic);
        state.apply(event.diff);
        if (state.size === 0) this.#presence.delete(event.topic);
        this.#deliverDiff(event.topic, event.diff);
        return;
      }
      case 'hello':
        // Everything this process tracks, again, as joins for the newcomer (others ignore
        // joins they already hold: applying an entry twice keeps one).
        for (const [topic, state] of this.#presence) {
          const joins = state.entries().filter((entry) => this.#isLocal(entry.owner));
          if (joins.length > 0) {
            this.#bus?.publish({ kind: 'presence', topic, diff: { joins, leaves: [] } });
          }
        }
        return;
      case 'bye':
        this.forgetNode(from);
        return;
    }
  }

  /** Tells the others this process is there, and forgets those silent for too long. */
  heartbeat(maxSilenceMs: number, now = Date.now()): void {
    this.#bus?.publish({ kind: 'alive' });
    for (const [node, heard] of this.#lastHeard) {
      if (now - heard > maxSilenceMs) this.forgetNode(node);
    }
  }

  /** Another process is gone: its presences leave. */
  forgetNode(node: string): void {
    this.#lastHeard.delete(node);
    for (const [topic, state] of this.#presence) {
      const diff = state.removeWhere((owner) => owner.startsWith(`${node}:`));
      if (state.size === 0) this.#presence.delete(topic);
      if (diff !== undefined) this.#deliverDiff(topic, diff);
    }
  }

  /** Says goodbye to the other processes. */
  stop(): void {
    this.#bus?.publish({ kind: 'bye' });
  }

  #isLocal(owner: string): boolean {
    return owner.startsWith(`${this.node}:`);
  }

  #state(topic: string): PresenceState {
    let state = this.#presence.get(topic);
    if (state === undefined) this.#presence.set(topic, (state = new PresenceState()));
    return state;
  }

  #presenceChanged(topic: string, diff: PresenceDiff): void {
    if (this.#presence.get(topic)?.size === 0) this.#presence.delete(topic);
    this.#deliverDiff(topic, diff);
    this.#bus?.publish({ kind: 'presence', topic, diff });
  }

  #deliverBroadcast(topic: string, message: BroadcastMessage): void {
    for (const member of this.#members.get(topic) ?? []) member.onBroadcast(message);
  }

  #deliverDiff(topic: string, diff: PresenceDiff): void {
    for (const member of this.#members.get(topic) ?? []) member.onPresenceDiff(diff);
  }
}
