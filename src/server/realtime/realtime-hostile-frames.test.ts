import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { joinFrame, rawSocket, within } from '../test-support/realtime-test-client.ts';
import { startTestServerOn, type TestServer } from '../test-support/start-test-server.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import {
  opcodes,
  tcpConnection,
  upgradedConnection,
  upgradeRequest,
  wireFrame,
} from '../test-support/websocket-wire.ts';

// What an attacker with the anon key sent to /realtime/v1/websocket, each of which once ended
// the server's process: every one now ends at most its own socket, with the close code RFC 6455
// gives it, and the server goes on serving.

/** The close code a `ws` client's socket ends with. */
const closeCode = (ws: WebSocket) =>
  within(
    new Promise<number>((resolve) => ws.once('close', (code) => resolve(code))),
    5000,
    'the socket to close',
  );

const apiHeaders = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
};

/** The head of an HTTP answer: its status line and its headers, names in lower case. */
function parseHead(bytes: Buffer) {
  const [status = '', ...lines] = bytes
    .subarray(0, bytes.indexOf('\r\n\r\n'))
    .toString()
    .split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
    }),
  );
  return { status, headers, body: bytes.subarray(bytes.indexOf('\r\n\r\n') + 4).toString() };
}

describe.each(testDatabaseKinds)('the realtime socket against hostile clients on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
  });
  afterAll(() => server?.stop());

  let round = 0;
  /** The server answers /health, and a new socket joins a channel and hears a broadcast. */
  async function stillServes() {
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    round += 1;
    const topic = `realtime:alive-${round}`;
    const [listener, sender] = [await rawSocket(server), await rawSocket(server)];
    for (const socket of [listener, sender]) {
      socket.send(joinFrame('1', topic));
      await socket.next((frame) => frame[1] === '1');
    }
    sender.send(['1', '2', topic, 'broadcast', { type: 'broadcast', event: 'e', payload: {} }]);
    await listener.next((frame) => frame[3] === 'broadcast');
    listener.close();
    sender.close();
  }

  it('closes a socket that sends a frame past 1 MiB with 1009', async () => {
    const raw = await rawSocket(server);
    raw.ws.on('error', () => undefined);
    const closed = closeCode(raw.ws);
    raw.ws.send('x'.repeat(5_100_000));
    expect(await closed).toBe(1009);
    await stillServes();
  });

  it('closes a socket that sends text that is not UTF-8 with 1007', async () => {
    const raw = await rawSocket(server);
    const closed = closeCode(raw.ws);
    raw.ws.send(Buffer.from([0x7b, 0xff, 0xfe, 0xc3, 0x28, 0xa0, 0xa1, 0x7d, 0x80]), {
      binary: false,
    });
    expect(await closed).toBe(1007);
    await stillServes();
  });

  it('closes a connection that sends an unmasked frame, or bytes that are no frame, with 1002', async () => {
    const unmasked = await upgradedConnection(server);
    const heartbeat = Buffer.from('[null,"1","phoenix","heartbeat",{}]');
    unmasked.socket.write(wireFrame(opcodes.text, heartbeat, false));
    expect(await unmasked.closeCode()).toBe(1002);

    // A masked heartbeat first is answered: the connection is a working socket until the junk.
    const junk = await upgradedConnection(server);
    junk.socket.write(wireFrame(opcodes.text, heartbeat));
    await junk.until((bytes) => bytes.includes('phx_reply'));
    junk.socket.write('GET / HTTP/1.1\r\n\r\n');
    expect(await junk.closeCode()).toBe(1002);
    await stillServes();
  });

  it('answers bytes that are no HTTP request with 400, and outlives handshakes left half-way', async () => {
    const garbage = await tcpConnection(server);
    garbage.socket.write(Buffer.from([0x16, 0x03, 0x01, 0xff, 0x00, 0x0d, 0x0a, 0x0d, 0x0a]));
    await within(garbage.ended, 5000, 'the garbage connection to end');
    expect(garbage.received().toString()).toMatch(/^HTTP\/1\.1 400 /);

    // Headers never finished; a request whose client leaves while its key is being checked;
    // one whose client leaves right after the 101.
    const unfinished = await tcpConnection(server);
    unfinished.socket.write(upgradeRequest(server).split('Upgrade:')[0] as string);
    const gone = await tcpConnection(server);
    gone.socket.end(upgradeRequest(server));
    gone.socket.destroy();
    const upgraded = await upgradedConnection(server);
    upgraded.socket.destroy();
    await stillServes();
    unfinished.socket.destroy();
  });

  it('ignores a flood of frames it cannot read until the socket is over its rate', async () => {
    const raw = await rawSocket(server);
    const closed = closeCode(raw.ws);
    for (let n = 0; n < 150; n += 1) raw.send('{not json');
    expect(await closed).toBe(1008);
    await stillServes();
  });

  it('answers every handshake, refused or not, with the API security headers', async () => {
    const answer = async (request: string) => {
      const connection = await tcpConnection(server);
      connection.socket.write(request);
      const head = parseHead(await connection.until((bytes) => bytes.includes('\r\n\r\n')));
      if (head.status.includes(' 101 ')) {
        connection.socket.destroy();
        return head;
      }
      // A refusal ends the connection once all of it is written.
      await within(connection.ended, 5000, 'the refusal to end');
      return parseHead(connection.received());
    };
    const upgraded = await answer(upgradeRequest(server));
    expect(upgraded.status).toBe('HTTP/1.1 101 Switching Protocols');
    expect(upgraded.headers).toMatchObject(apiHeaders);

    const noKey = await answer(upgradeRequest(server, 'x=1'));
    expect(noKey.status).toBe('HTTP/1.1 401 Unauthorized');
    expect(noKey.headers).toMatchObject(apiHeaders);
    const elsewhere = await answer(upgradeRequest(server).replace('/realtime/v1/websocket', '/x'));
    expect(elsewhere.status).toBe('HTTP/1.1 404 Not Found');
    expect(elsewhere.headers).toMatchObject(apiHeaders);
    // A handshake `ws` itself cannot take.
    const badKey = await answer(
      upgradeRequest(server).replace(/Sec-WebSocket-Key: .*\r\n/, 'Sec-WebSocket-Key: x\r\n'),
    );
    expect(badKey.status).toBe('HTTP/1.1 400 Bad Request');
    expect(badKey.headers).toMatchObject({ ...apiHeaders, 'content-type': 'application/json' });
    expect(JSON.parse(badKey.body)).toEqual({
      error: 'Missing or invalid Sec-WebSocket-Key header',
    });

    // The same address without an upgrade is Hono's, with its middleware.
    const plain = await fetch(`${server.url}/realtime/v1/websocket`);
    expect(plain.status).toBe(404);
    for (const [name, value] of Object.entries(apiHeaders)) {
      expect(plain.headers.get(name)).toBe(value);
    }
  });
});
