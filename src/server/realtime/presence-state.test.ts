import { describe, expect, it } from 'vitest';
import { PresenceState, presenceDiffPayload, presenceStatePayload } from './presence-state.ts';

describe('PresenceState', () => {
  it('joins a tracked meta with a ref, and keys several owners under one key', () => {
    const state = new PresenceState();
    const first = state.track('a', 'bob', { name: 'Bob' });
    expect(first?.leaves).toEqual([]);
    expect(first?.joins[0]?.meta).toMatchObject({ name: 'Bob', phx_ref: expect.any(String) });
    state.track('b', 'bob', { name: 'Bob again' });
    const payload = presenceStatePayload(state.entries());
    expect(Object.keys(payload)).toEqual(['bob']);
    expect(payload.bob?.metas.map((meta) => meta.name)).toEqual(['Bob', 'Bob again']);
  });

  it('keys presences by any word a client chooses, __proto__ and constructor too', () => {
    const state = new PresenceState();
    state.track('a', '__proto__', { name: 'Ann' });
    state.track('b', 'constructor', { name: 'Ben' });
    const payload = JSON.parse(JSON.stringify(presenceStatePayload(state.entries()))) as Record<
      string,
      { metas: { name: string }[] }
    >;
    expect(Object.keys(payload).sort()).toEqual(['__proto__', 'constructor']);
    expect(payload['constructor']?.metas.map((meta) => meta.name)).toEqual(['Ben']);
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('metas');
  });

  it('ignores the same payload again, and turns a new one into a join and a leave', () => {
    const state = new PresenceState();
    const first = state.track('a', 'k', { at: 1 });
    expect(state.track('a', 'k', { at: 1 })).toBeUndefined();
    const update = state.track('a', 'k', { at: 2 });
    const oldRef = first?.joins[0]?.meta.phx_ref;
    expect(update?.leaves.map((entry) => entry.meta.phx_ref)).toEqual([oldRef]);
    expect(update?.joins[0]?.meta).toMatchObject({ at: 2, phx_ref_prev: oldRef });
    expect(update?.joins[0]?.meta.phx_ref).not.toBe(oldRef);
    expect(state.size).toBe(1);
  });

  it('leaves on untrack, once', () => {
    const state = new PresenceState();
    state.track('a', 'k', { x: 1 });
    const diff = state.untrack('a');
    expect(diff && presenceDiffPayload(diff)).toEqual({
      joins: {},
      leaves: { k: { metas: [{ x: 1, phx_ref: expect.any(String) }] } },
    });
    expect(state.untrack('a')).toBeUndefined();
    expect(state.size).toBe(0);
  });

  it('applies diffs made elsewhere, and removes the owners of a process that is gone', () => {
    const there = new PresenceState();
    const here = new PresenceState();
    here.apply(there.track('p1:1', 'k', { x: 1 }) as never);
    here.apply(there.track('p1:1', 'k', { x: 2 }) as never);
    here.apply(there.track('p1:2', 'j', { y: 1 }) as never);
    expect(here.entries()).toEqual(there.entries());
    here.track('p2:1', 'm', {});
    const gone = here.removeWhere((owner) => owner.startsWith('p1:'));
    expect(gone?.leaves.map((entry) => entry.key).sort()).toEqual(['j', 'k']);
    expect(here.entries().map((entry) => entry.owner)).toEqual(['p2:1']);
  });
});
