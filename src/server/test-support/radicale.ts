import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

// A real CalDAV server for the calendar sync tests (issue 37, point 4): Debian's Radicale
// (CI installs it, .ci/run) on a free local port, its users in a plain htpasswd file and its
// collections in a temporary folder that is removed when it stops. It can be stopped and
// started again with the same calendars, as a calendar that was down. It is reached through a
// small proxy of its own that notes every request (how many times an event was written) and
// answers 502 while Radicale is stopped, as a gateway in front of a server that is down does.

const radicale = '/usr/bin/radicale';

export interface RadicaleUser {
  name: string;
  password: string;
}

async function answering(url: string, child: ChildProcess, logs: () => string): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    if (child.exitCode !== null) throw new Error(`Radicale stopped at start:\n${logs()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`Radicale did not answer at ${url}:\n${logs()}`);
}

/** A request Radicale was sent through the proxy: its method and path. */
export interface NotedRequest {
  method: string;
  path: string;
}

/** Forwards every request to Radicale's port and notes it; 502 when Radicale does not answer. */
async function startProxy(target: number, noted: NotedRequest[]) {
  const server = http.createServer((incoming, answer) => {
    noted.push({ method: incoming.method ?? '', path: decodeURI(incoming.url ?? '') });
    const forwarded = http.request(
      {
        host: '127.0.0.1',
        port: target,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(answer);
      },
    );
    forwarded.on('error', () => {
      if (!answer.headersSent) answer.writeHead(502).end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export async function startRadicale(users: RadicaleUser[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'radicale-'));
  const port = await freePort();
  const direct = `http://127.0.0.1:${port}`;
  const requests: NotedRequest[] = [];
  const proxy = await startProxy(port, requests);
  const url = `http://127.0.0.1:${proxy.port}`;
  fs.writeFileSync(
    path.join(dir, 'users'),
    users.map((user) => `${user.name}:${user.password}`).join('\n') + '\n',
  );
  fs.writeFileSync(
    path.join(dir, 'config'),
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${path.join(dir, 'users')}`,
      'htpasswd_encryption = plain',
      // Radicale waits a second after a refused password; the tests refuse one on purpose.
      'delay = 0',
      '[rights]',
      'type = owner_only',
      '[storage]',
      `filesystem_folder = ${path.join(dir, 'collections')}`,
      '[web]',
      'type = none',
      '[logging]',
      'level = warning',
    ].join('\n'),
  );
  let child: ChildProcess | undefined;
  let output = '';

  const start = async () => {
    const started = spawn(radicale, ['--config', path.join(dir, 'config')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child = started;
    await answering(direct, started, () => output);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (running === undefined || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  };
  const authorization = (user: RadicaleUser) =>
    `Basic ${Buffer.from(`${user.name}:${user.password}`).toString('base64')}`;

  /** A request as the user; throws on a status that is not a success. */
  const request = async (user: RadicaleUser, method: string, target: string, body?: string) => {
    const response = await fetch(new URL(target, url), {
      method,
      headers: {
        Authorization: authorization(user),
        ...(body === undefined ? {} : { 'Content-Type': 'application/xml; charset=utf-8' }),
      },
      body,
    });
    if (!response.ok) throw new Error(`${method} ${target}: ${response.status}`);
    return response;
  };

  await start();
  return {
    /** The address calendar apps and the server use (through the proxy). */
    url,
    /** Every request sent to it so far, in order. */
    requests,
    start,
    stop,
    /** Makes a calendar of the user's; answers its address. */
    async makeCalendar(user: RadicaleUser, slug: string, name: string, colour = '#3366cc') {
      const address = `${url}/${user.name}/${slug}/`;
      await request(
        user,
        'MKCALENDAR',
        address,
        `<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav" xmlns:I="http://apple.com/ns/ical/">
  <D:set><D:prop><D:displayname>${name}</D:displayname><I:calendar-color>${colour}</I:calendar-color></D:prop></D:set>
</C:mkcalendar>`,
      );
      return address;
    },
    /** Puts an object (an event with its overrides) into a calendar, as a calendar app does. */
    async putObject(user: RadicaleUser, calendar: string, name: string, ics: string) {
      const response = await fetch(new URL(name, calendar), {
        method: 'PUT',
        headers: { Authorization: authorization(user), 'Content-Type': 'text/calendar' },
        body: ics,
      });
      if (!response.ok) throw new Error(`PUT ${name}: ${response.status}`);
    },
    /** The objects of a calendar as Radicale keeps them: each file's name and text. */
    objects(user: RadicaleUser, slug: string): { name: string; ics: string }[] {
      const folder = path.join(dir, 'collections', 'collection-root', user.name, slug);
      return fs
        .readdirSync(folder)
        .filter((name) => name.endsWith('.ics'))
        .map((name) => ({ name, ics: fs.readFileSync(path.join(folder, name), 'utf8') }));
    },
    /** Stops it and removes its folder. */
    async close() {
      await stop();
      await proxy.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type Radicale = Awaited<ReturnType<typeof startRadicale>>;
