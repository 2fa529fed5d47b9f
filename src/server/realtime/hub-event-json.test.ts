import { describe, expect, it } from 'vitest';
import { hubEventFromJson, hubEventToJson } from './hub-event-json.ts';
import type { HubEvent } from './realtime-hub.ts';

describe('hub events as JSON', () => {
  it('carry JSON and byte payloads alike', () => {
    const events: HubEvent[] = [
      {
        kind: 'broadcast',
        topic: 'public:a',
        message: { event: 'e', body: { bytes: new Uint8Array([0, 1, 255]) }, binary: true },
      },
      {
        kind: 'broadcast',
        topic: 'private:a',
        message: {
          event: 'e',
          body: { json: { nested: [1, { a: null }] } },
          binary: false,
          pushed: { type: 'broadcast', event: 'e', payload: { nested: [1, { a: null }] } },
          sender: 'n:1',
        },
      },
      {
        kind: 'presence',
        topic: 'public:a',
        diff: { joins: [{ owner: 'n:2', key: 'k', meta: { phx_ref: 'r' } }], leaves: [] },
      },
      { kind: 'hello' },
    ];
    for (const event of events) expect(hubEventFromJson(hubEventToJson(event))).toEqual(event);
  });
});
