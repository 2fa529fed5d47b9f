import { describe, expect, it } from 'vitest';
import {
  channelName,
  parseJoinPayload,
  postgresChangesReply,
  subscriptionId,
} from './join-request.ts';

describe('channelName', () => {
  it('takes the name after realtime:', () => {
    expect(channelName('realtime:room1')).toEqual({ name: 'room1' });
    expect(channelName('realtime:a:b')).toEqual({ name: 'a:b' });
  });

  it('refuses an empty name and a topic of another kind', () => {
    expect(channelName('realtime:')).toEqual({
      reason: 'TopicNameRequired: You must provide a topic name',
    });
    expect(channelName('room1')).toEqual({ reason: 'unmatched topic' });
    expect(channelName('phoenix')).toEqual({ reason: 'unmatched topic' });
  });
});

describe('parseJoinPayload', () => {
  it('reads the config realtime-js sends', () => {
    expect(
      parseJoinPayload({
        config: {
          broadcast: { ack: false, self: true },
          presence: { key: 'bob', enabled: true },
          postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'todos' }],
          private: false,
        },
        access_token: 'jwt',
        version: 'realtime-js/2.119.1',
      }),
    ).toEqual({
      broadcastSelf: true,
      broadcastAck: false,
      presenceEnabled: true,
      presenceKey: 'bob',
      private: false,
      postgresChanges: [{ event: 'INSERT', schema: 'public', table: 'todos' }],
      accessToken: 'jwt',
    });
  });

  it('takes booleans as strings, defaults the rest, and reads the legacy user_token', () => {
    expect(
      parseJoinPayload({
        config: { private: 'true', broadcast: { ack: 'true' } },
        user_token: 't',
      }),
    ).toEqual({
      broadcastSelf: false,
      broadcastAck: true,
      presenceEnabled: false,
      presenceKey: '',
      private: true,
      postgresChanges: [],
      accessToken: 't',
    });
    expect(parseJoinPayload('nonsense').private).toBe(false);
    expect(parseJoinPayload({ access_token: null }).accessToken).toBeUndefined();
  });
});

describe('subscription ids', () => {
  it('are non-negative integers, equal for equal params whatever their key order', () => {
    const a = subscriptionId({ event: 'INSERT', schema: 'public', table: 'todos' });
    const b = subscriptionId({ table: 'todos', schema: 'public', event: 'INSERT' });
    expect(a).toBe(b);
    expect(Number.isSafeInteger(a) && a >= 0).toBe(true);
    expect(subscriptionId({ event: 'DELETE', schema: 'public', table: 'todos' })).not.toBe(a);
  });

  it('are echoed with each filter in order', () => {
    const filters = [
      { event: '*', schema: 'public' },
      { event: 'UPDATE', schema: 'public', table: 'b', filter: 'id=eq.1' },
    ];
    const reply = postgresChangesReply(filters);
    expect(reply.map(({ id: _id, ...rest }) => rest)).toEqual(filters);
    expect(reply[0]?.id).toBe(subscriptionId(filters[0] as Record<string, unknown>));
  });
});
