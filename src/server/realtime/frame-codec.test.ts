import { RealtimeClient } from '@supabase/realtime-js';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import {
  decodeBinaryFrame,
  decodeTextFrame,
  encodeBroadcastFrame,
  encodeTextFrame,
} from './frame-codec.ts';

// realtime-js's own serializer is the other end of every binary frame.
const { serializer } = new RealtimeClient('ws://127.0.0.1:1/realtime/v1', {
  transport: WebSocket as never,
  params: { apikey: 'unused' },
});
serializer.allowedMetadataKeys = ['persist'];

function clientEncode(message: Record<string, unknown>): ArrayBuffer | string {
  let out: ArrayBuffer | string = '';
  serializer.encode(message as never, (result: ArrayBuffer | string) => (out = result));
  return out;
}

function clientDecode(data: Uint8Array): Record<string, unknown> {
  let out: Record<string, unknown> = {};
  const buffer = Uint8Array.from(data).buffer;
  serializer.decode(buffer, (result: Record<string, unknown>) => (out = result));
  return out;
}

describe('text frames', () => {
  it('reads the array frames of vsn 2.0.0 and the object frames of 1.0.0', () => {
    expect(decodeTextFrame('[null,"12","phoenix","heartbeat",{}]', '2.0.0')).toEqual({
      joinRef: null,
      ref: '12',
      topic: 'phoenix',
      event: 'heartbeat',
      payload: {},
    });
    expect(
      decodeTextFrame('{"topic":"phoenix","event":"heartbeat","payload":{},"ref":"3"}', '1.0.0'),
    ).toEqual({ joinRef: null, ref: '3', topic: 'phoenix', event: 'heartbeat', payload: {} });
  });

  it('refuses what is not a frame of the socket vsn', () => {
    for (const text of ['', 'nope', '[1,2,3]', '{}', '[null,null,"t","e",{}]', '"x"']) {
      expect(decodeTextFrame(text, '1.0.0')).toBeUndefined();
    }
    for (const text of [
      '{"topic":"t","event":"e"}',
      '[null,"1","t",{},{}]',
      '[1,"1","t","e",{}]',
    ]) {
      expect(decodeTextFrame(text, '2.0.0')).toBeUndefined();
    }
  });

  it('writes arrays for 2.0.0 and objects without join_ref for 1.0.0', () => {
    const frame = { joinRef: '6', ref: '7', topic: 'realtime:a', event: 'phx_reply', payload: {} };
    expect(JSON.parse(encodeTextFrame(frame, '2.0.0'))).toEqual([
      '6',
      '7',
      'realtime:a',
      'phx_reply',
      {},
    ]);
    expect(JSON.parse(encodeTextFrame(frame, '1.0.0'))).toEqual({
      topic: 'realtime:a',
      event: 'phx_reply',
      payload: {},
      ref: '7',
    });
  });
});

describe('binary broadcast frames', () => {
  it('reads the kind 3 push realtime-js writes, JSON or bytes, with its metadata', () => {
    const json = clientEncode({
      join_ref: '1',
      ref: '2',
      topic: 'realtime:room1',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'cursor', payload: { x: 1 }, persist: { ttl: 60 } },
    }) as ArrayBuffer;
    expect(decodeBinaryFrame(new Uint8Array(json))).toEqual({
      joinRef: '1',
      ref: '2',
      topic: 'realtime:room1',
      event: 'broadcast',
      binary: true,
      payload: {
        type: 'broadcast',
        event: 'cursor',
        payload: { x: 1 },
        meta: { persist: { ttl: 60 } },
      },
    });
    const bytes = clientEncode({
      join_ref: '1',
      ref: '3',
      topic: 'realtime:room1',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'blob', payload: new Uint8Array([0, 255, 7]).buffer },
    }) as ArrayBuffer;
    const decoded = decodeBinaryFrame(new Uint8Array(bytes));
    expect(decoded?.payload).toEqual({
      type: 'broadcast',
      event: 'blob',
      payload: new Uint8Array([0, 255, 7]),
    });
  });

  it('refuses other kinds, short frames and broken JSON', () => {
    expect(decodeBinaryFrame(new Uint8Array([0, 1, 1, 1, 1, 0, 1]))).toBeUndefined();
    expect(decodeBinaryFrame(new Uint8Array([3, 1, 1]))).toBeUndefined();
    expect(decodeBinaryFrame(new Uint8Array([3, 5, 1, 1, 1, 0, 1, 65]))).toBeUndefined();
    const broken = [3, 0, 0, 1, 1, 0, 1, 116, 101, 123];
    expect(decodeBinaryFrame(new Uint8Array(broken))).toBeUndefined();
  });

  it('writes the kind 4 frames realtime-js decodes', () => {
    const frame = encodeBroadcastFrame('realtime:room1', 'cursor', { json: { x: 1 } }, { id: 'a' });
    expect(clientDecode(frame as Uint8Array)).toEqual({
      join_ref: null,
      ref: null,
      topic: 'realtime:room1',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'cursor', payload: { x: 1 }, meta: { id: 'a' } },
    });
    const raw = encodeBroadcastFrame('realtime:r', 'b', { bytes: new Uint8Array([9, 8]) });
    const decoded = clientDecode(raw as Uint8Array);
    const payload = (decoded.payload as { payload: ArrayBuffer }).payload;
    expect([...new Uint8Array(payload)]).toEqual([9, 8]);
    expect(encodeBroadcastFrame('x'.repeat(256), 'e', { json: {} })).toBeUndefined();
  });
});
