import { describe, expect, it } from 'vitest';
import { checkBroadcastBatch } from './broadcast-batch.ts';

describe('checkBroadcastBatch', () => {
  it('takes the messages realtime-js sends', () => {
    expect(
      checkBroadcastBatch(
        {
          messages: [
            { topic: 'room1', event: 'cursor', payload: { x: 1 }, private: false },
            { topic: 'room2', event: 'e', payload: {}, private: 'true', id: 'm1' },
          ],
        },
        100,
      ),
    ).toEqual({
      messages: [
        { topic: 'room1', event: 'cursor', payload: { x: 1 }, private: false },
        { topic: 'room2', event: 'e', payload: {}, private: true, id: 'm1' },
      ],
    });
  });

  it('answers what is wrong with each message', () => {
    expect(checkBroadcastBatch({}, 100)).toEqual({ errors: { messages: ["can't be blank"] } });
    expect(checkBroadcastBatch(null, 100)).toEqual({ errors: { messages: ["can't be blank"] } });
    expect(
      checkBroadcastBatch(
        {
          messages: [
            { topic: 'ok', event: 'ok', payload: {} },
            { topic: '', event: 3, payload: [1], private: 'maybe' },
            { topic: 't', event: 'e', payload: { big: 'x'.repeat(200) } },
          ],
        },
        100,
      ),
    ).toEqual({
      errors: {
        messages: [
          {},
          {
            topic: ["can't be blank"],
            event: ['is invalid'],
            payload: ['is invalid'],
            private: ['is invalid'],
          },
          { payload: ['Payload size exceeds tenant limit'] },
        ],
      },
    });
  });
});
