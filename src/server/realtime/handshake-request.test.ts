import { describe, expect, it } from 'vitest';
import { readHandshake } from './handshake-request.ts';

const at = (query: string) => new URL(`http://h/realtime/v1/websocket${query}`);

describe('readHandshake', () => {
  it('reads the key and vsn supabase-js puts in the query', () => {
    expect(readHandshake(at('?apikey=k&vsn=2.0.0'), { host: 'h' })).toEqual({
      token: 'k',
      vsn: '2.0.0',
      headers: {},
    });
    expect(readHandshake(at('?apikey=k&log_level=info'), {})).toMatchObject({ vsn: '1.0.0' });
  });

  it('prefers x-api-key, and keeps the other x- headers for the policies', () => {
    expect(
      readHandshake(at('?apikey=query'), {
        'x-api-key': 'header',
        'x-client-info': 'supabase-js/2',
        cookie: 'no',
      }),
    ).toEqual({ token: 'header', vsn: '1.0.0', headers: { 'x-client-info': 'supabase-js/2' } });
  });

  it('refuses a missing key, an unknown vsn and other paths', () => {
    expect(readHandshake(at(''), {})).toEqual({ status: 401, error: 'API key is missing' });
    expect(readHandshake(at('?apikey='), {})).toEqual({ status: 401, error: 'API key is missing' });
    expect(readHandshake(at('?apikey=k&vsn=3.0.0'), {})).toMatchObject({ status: 400 });
    expect(readHandshake(new URL('http://h/realtime/v1/other?apikey=k'), {})).toMatchObject({
      status: 404,
    });
    expect(readHandshake(at('/?apikey=k'), {})).toMatchObject({ token: 'k' });
  });
});
