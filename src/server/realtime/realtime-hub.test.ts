import { describe, expect, it } from 'vitest';
import type { PresenceDiff } from './presence-state.ts';
import {
  RealtimeHub,
  type BroadcastMessage,
  type HubEvent,
  type HubMember,
} from './realtime-hub.ts';

/** Hubs joined by an in-memory bus that delivers every event to all the others, in order. */
function network(...nodes: string[]) {
  const hubs: RealtimeHub[] = [];
  const add = (node: string) => {
    const hub = new RealtimeHub(node);
    hubs.push(hub);
    hub.connect({
      publish: (event: HubEvent) => {
        for (const other of hubs) other.receive(hub.node, event);
      },
    });
    return hub;
  };
  for (const node of nodes) add(node);
  return { hubs, add };
}

function member(hub: RealtimeHub, topic: string) {
  const heard: BroadcastMessage[] = [];
  const diffs: PresenceDiff[] = [];
  // The member itself, so that hub.leave finds it.
  const joined: HubMember & { heard: BroadcastMessage[]; diffs: PresenceDiff[] } = {
    id: hub.nextId(),
    fanoutTopic: topic,
    onBroadcast: (message) => heard.push(message),
    onPresenceDiff: (diff) => diffs.push(diff),
    heard,
    diffs,
  };
  hub.join(joined);
  return joined;
}

const keys = (hub: RealtimeHub, topic: string) =>
  hub
    .presence(topic)
    .map((entry) => entry.key)
    .sort();

describe('RealtimeHub', () => {
  it('hands broadcasts to the members of the topic on every hub', () => {
    const [a, b] = network('a', 'b').hubs as [RealtimeHub, RealtimeHub];
    const onA = member(a, 'public:room');
    const onB = member(b, 'public:room');
    const elsewhere = member(b, 'private:room');
    const message = { event: 'e', body: { json: { x: 1 } }, binary: true, sender: onA.id };
    a.broadcast('public:room', message);
    expect(onA.heard).toEqual([message]);
    expect(onB.heard).toEqual([message]);
    expect(elsewhere.heard).toEqual([]);
  });

  it('keeps presence alike on every hub, and tells a newcomer what the others track', () => {
    const net = network('a', 'b');
    const [a, b] = net.hubs as [RealtimeHub, RealtimeHub];
    const onA = member(a, 'public:roster');
    a.track('public:roster', onA.id, 'ann', { name: 'Ann' });
    const onB = member(b, 'public:roster');
    b.track('public:roster', onB.id, 'bob', {});
    expect(keys(a, 'public:roster')).toEqual(['ann', 'bob']);
    expect(keys(b, 'public:roster')).toEqual(['ann', 'bob']);
    expect(onA.diffs.flatMap((diff) => diff.joins.map((entry) => entry.key))).toEqual([
      'ann',
      'bob',
    ]);

    // A hub that starts later learns the others' presences from its hello.
    expect(keys(net.add('late'), 'public:roster')).toEqual(['ann', 'bob']);
  });

  it('lets the presences of a hub that says goodbye leave everywhere', () => {
    const [a, b] = network('a', 'b').hubs as [RealtimeHub, RealtimeHub];
    const onA = member(a, 'public:roster');
    const onB = member(b, 'public:roster');
    a.track('public:roster', onA.id, 'ann', {});
    b.track('public:roster', onB.id, 'bob', {});
    b.stop();
    expect(keys(a, 'public:roster')).toEqual(['ann']);
    expect(onA.diffs.at(-1)?.leaves.map((entry) => entry.key)).toEqual(['bob']);
    a.leave(onA);
    expect(keys(a, 'public:roster')).toEqual([]);
  });

  it('forgets a process not heard from for too long (it crashed), and only that one', () => {
    const a = new RealtimeHub('a');
    a.connect({ publish: () => undefined });
    const diffs: PresenceDiff[] = [];
    a.join({
      id: a.nextId(),
      fanoutTopic: 'public:roster',
      onBroadcast: () => undefined,
      onPresenceDiff: (diff) => diffs.push(diff),
    });
    const join = (owner: string, key: string) => ({
      kind: 'presence' as const,
      topic: 'public:roster',
      diff: { joins: [{ owner, key, meta: { phx_ref: key } }], leaves: [] },
    });
    a.receive('crashed', join('crashed:1', 'gone'), 1_000);
    a.receive('quiet', join('quiet:1', 'stays'), 1_000);
    a.receive('quiet', { kind: 'alive' }, 25_000);
    a.heartbeat(30_000, 20_000);
    expect(keys(a, 'public:roster')).toEqual(['gone', 'stays']);
    a.heartbeat(30_000, 40_000);
    expect(keys(a, 'public:roster')).toEqual(['stays']);
    expect(diffs.at(-1)?.leaves.map((entry) => entry.key)).toEqual(['gone']);
  });

  it('holds nothing once its members have left and the other processes are gone', () => {
    const [a, b] = network('a', 'b').hubs as [RealtimeHub, RealtimeHub];
    const onA = member(a, 'public:roster');
    const alsoOnA = member(a, 'private:desk');
    const onB = member(b, 'public:roster');
    a.track('public:roster', onA.id, 'ann', {});
    a.track('private:desk', alsoOnA.id, 'ann', {});
    b.track('public:roster', onB.id, 'bob', {});
    expect(a.holding()).toEqual({ members: 2, topics: 4, presences: 3 });
    a.leave(onA);
    a.leave(alsoOnA);
    expect(a.holding()).toEqual({ members: 0, topics: 1, presences: 1 });
    // A crashed process's presences go, and the topics that held only them.
    a.forgetNode('b');
    expect(a.holding()).toEqual({ members: 0, topics: 0, presences: 0 });
  });
});
