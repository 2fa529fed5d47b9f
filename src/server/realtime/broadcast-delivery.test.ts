import { describe, expect, it } from 'vitest';
import { broadcastDelivery, presenceDiffsToSend } from './broadcast-delivery.ts';

const topic = 'realtime:room';

describe('broadcastDelivery', () => {
  it('sends a JSON push as it came, to either vsn', () => {
    const pushed = { type: 'broadcast', event: 'e', payload: { a: 1 }, extra: true };
    const message = { event: 'e', body: { json: { a: 1 } }, binary: false, pushed };
    for (const vsn of ['1.0.0', '2.0.0'] as const) {
      expect(broadcastDelivery(message, vsn, topic)).toEqual({
        frame: { joinRef: null, ref: null, topic, event: 'broadcast', payload: pushed },
      });
    }
  });

  it('sends a binary push as kind 4 to 2.0.0 and as JSON to 1.0.0, bytes to 2.0.0 only', () => {
    const message = { event: 'e', body: { json: { a: 1 } }, binary: true, meta: { id: 'x' } };
    const binary = broadcastDelivery(message, '2.0.0', topic);
    expect(binary && 'binary' in binary && binary.binary[0]).toBe(4);
    expect(broadcastDelivery(message, '1.0.0', topic)).toEqual({
      frame: {
        joinRef: null,
        ref: null,
        topic,
        event: 'broadcast',
        payload: { event: 'e', payload: { a: 1 }, type: 'broadcast', meta: { id: 'x' } },
      },
    });
    const bytes = { event: 'e', body: { bytes: new Uint8Array([1]) }, binary: true };
    expect(broadcastDelivery(bytes, '1.0.0', topic)).toBeUndefined();
    expect(broadcastDelivery(bytes, '2.0.0', topic)).toHaveProperty('binary');
    // A name too long for the binary header goes as JSON text instead.
    const long = { event: 'e'.repeat(300), body: { json: {} }, binary: true };
    expect(broadcastDelivery(long, '2.0.0', topic)).toHaveProperty('frame');
  });
});

describe('presenceDiffsToSend', () => {
  const entry = (ref: string) => ({ owner: 'n:1', key: 'k', meta: { phx_ref: ref } });
  it('splits an update into its leave, then its join', () => {
    expect(presenceDiffsToSend({ joins: [entry('new')], leaves: [entry('old')] })).toEqual([
      { joins: [], leaves: [entry('old')] },
      { joins: [entry('new')], leaves: [] },
    ]);
    const join = { joins: [entry('a')], leaves: [] };
    expect(presenceDiffsToSend(join)).toEqual([join]);
  });
});
