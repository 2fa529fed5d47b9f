import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CalendarAccountError } from '../calendar-account.ts';
import { mayReach } from '../../http/outbound-address.ts';
import { outboundFetch } from '../../http/outbound-fetch.ts';
import { basicAuthorization, davFetch } from './dav-fetch.ts';

// The statuses every CalDAV request shares, and redirects checked like the first address.

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((request, answer) => {
    if (request.url === '/loop') return answer.writeHead(302, { Location: '/loop' }).end();
    const [status, location] = (request.url ?? '').slice(1).split('~');
    if (location !== undefined)
      answer.writeHead(Number(status), { Location: decodeURIComponent(location) });
    else
      answer.writeHead(Number(status), { 'X-Authorization': request.headers.authorization ?? '' });
    answer.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const trial = { allowLoopback: true, deployment: false };
const request = davFetch({
  mayReach: (url) => mayReach(url, trial),
  authorization: basicAuthorization('ann', 'pässword'),
  fetch: outboundFetch(trial),
});
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof CalendarAccountError ? error.code : String(error)),
  );

describe('davFetch', () => {
  test('sends the credentials, and leaves other statuses to the request', async () => {
    const answer = await request(`${base}/404`);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('X-Authorization')).toBe(
      `Basic ${Buffer.from('ann:pässword').toString('base64')}`,
    );
  });

  test('says a refused password, a slow-down and a failing server in their codes', async () => {
    expect(await codeOf(request(`${base}/401`))).toBe('calendar_auth_failed');
    expect(await codeOf(request(`${base}/429`))).toBe('calendar_rate_limited');
    expect(await codeOf(request(`${base}/503`))).toBe('calendar_unreachable');
  });

  test('follows a redirect only where it may go, and not for ever', async () => {
    expect((await request(`${base}/301~${encodeURIComponent('/204')}`)).status).toBe(204);
    expect(
      await codeOf(request(`${base}/302~${encodeURIComponent('http://calendar.example/')}`)),
    ).toBe('calendar_refused');
    expect(await codeOf(request(`${base}/loop`))).toBe('calendar_unreachable');
  });

  test('refuses a server whose name leads inside by the time it connects', async () => {
    const deployment = { allowLoopback: false, deployment: true };
    const rebound = davFetch({
      // The name passed the check; its next answer is this machine.
      mayReach: () => true,
      authorization: basicAuthorization('ann', 'pässword'),
      fetch: outboundFetch(deployment, (_name, _options, callback) =>
        callback(null, [{ address: '127.0.0.1', family: 4 }]),
      ),
    });
    const port = new URL(base).port;
    expect(await codeOf(rebound(`http://caldav.example.net:${port}/204`))).toBe('calendar_refused');
  });
});
