// postgres_changes (issue 21, point 6) on PGlite, the default database: 10 businesses, each with
// 10 staff users, each user's token on 10 sockets: 1,000 subscribers over 10 channels (one per
// business, filtered to its clients, row-level security on). 100 new clients a second, spread
// over the businesses, are inserted through the data API for about 20 s (every 100 ms one
// request inserts one in each business). Prints the delivery
// latency from just before the insert is sent to the frame's arrival (p50, p99), messages lost
// (must be 0), rows of another business received (must be 0) and the server's memory. Most
// subscribers are bare Phoenix sockets; three supabase-js clients check the official client.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { SignJWT, importJWK } from 'jose';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';
import { percentile } from './bench-database.mjs';
import { startBuiltServer } from './start-server.mjs';

const businesses = 10;
// Staff users per business (BENCH_REALTIME_STAFF): each a distinct identity for the policies.
const staffPerBusiness = Number(process.env.BENCH_REALTIME_STAFF ?? 10);
const socketsPerUser = 100 / staffPerBusiness;
const changesPerSecond = 100;
const seconds = Number(process.env.BENCH_REALTIME_SECONDS ?? 20);

async function call(server, token, method, route, body) {
  const answer = await fetch(`${server.url}${route}`, {
    method,
    headers: {
      apikey: server.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${route}: ${answer.status} ${await answer.text()}`);
  const text = await answer.text();
  return text === '' ? undefined : JSON.parse(text);
}

async function signUp(server) {
  const email = `${randomUUID().slice(0, 12)}@bench.test`;
  const answer = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password-1' }),
  });
  const body = await answer.json();
  if (!answer.ok || body.access_token === undefined) {
    throw new Error(`signup: ${answer.status} ${JSON.stringify(body)}`);
  }
  return { id: body.user.id, token: body.access_token };
}

/** Ten businesses, each with its owner and ten staff users signed in. */
async function businessesWithStaff(server) {
  const made = [];
  for (let n = 0; n < businesses; n += 1) {
    const owner = await signUp(server);
    const tenant = await call(server, owner.token, 'POST', '/rest/v1/rpc/create_tenant', {
      name: `Bench ${n}`,
      slug: `bench-rt-${n}`,
      time_zone: 'Europe/London',
      currency: 'GBP',
    });
    const staff = [];
    for (let s = 0; s < staffPerBusiness; s += 1) staff.push(await signUp(server));
    await call(
      server,
      server.serviceToken,
      'POST',
      '/rest/v1/memberships',
      staff.map((user) => ({ tenant_id: tenant.id, user_id: user.id, role: 'staff' })),
    );
    made.push({ id: tenant.id, staff });
  }
  return made;
}

/** A bare vsn 2.0.0 Phoenix socket joined to the business's channel as a staff user. */
function subscriber(server, business, token, onChange) {
  const ws = new WebSocket(
    `${server.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${server.anonKey}&vsn=2.0.0`,
  );
  const topic = `realtime:business-${business.id}`;
  let ref = 1;
  const ready = new Promise((resolve, reject) => {
    ws.on('error', reject);
    ws.on('message', (data) => {
      const [, , , event, payload] = JSON.parse(String(data));
      if (event === 'postgres_changes') onChange(payload);
      else if (event === 'phx_reply' && payload.status !== 'ok') {
        reject(new Error(`join refused: ${JSON.stringify(payload)}`));
      } else if (event === 'system' && payload.extension === 'postgres_changes') {
        if (payload.status === 'ok') resolve();
        else reject(new Error(payload.message));
      }
    });
    ws.on('open', () =>
      ws.send(
        JSON.stringify([
          '1',
          '1',
          topic,
          'phx_join',
          {
            config: {
              broadcast: { ack: false, self: false },
              presence: { key: '', enabled: false },
              postgres_changes: [
                {
                  event: 'INSERT',
                  schema: 'public',
                  table: 'clients',
                  filter: `tenant_id=eq.${business.id}`,
                },
              ],
              private: false,
            },
            access_token: token,
          },
        ]),
      ),
    );
  });
  const heartbeat = setInterval(() => {
    ref += 1;
    ws.send(JSON.stringify([null, String(ref), 'phoenix', 'heartbeat', {}]));
  }, 20_000);
  return { ready, close: () => (clearInterval(heartbeat), ws.close()) };
}

/** CPU seconds the process has used (user and system), from /proc. */
function cpuSecondsOf(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command's closing bracket.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

export async function benchRealtimeChanges(port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-realtime-'));
  const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
    format: 'jwk',
  });
  const started = await startBuiltServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO: '0',
    AUTH_AUTOCONFIRM: 'true',
    RATE_LIMIT_PER_MINUTE: '100000000',
    // Every one of the benchmark's sockets comes from 127.0.0.1.
    REALTIME_MAX_SOCKETS_PER_ADDRESS: '100000',
    JWT_PRIVATE_KEY: JSON.stringify({ ...jwk, kid: 'bench' }),
  });
  const sockets = [];
  const checkers = [];
  try {
    const { anonKey } = await (await fetch(`${started.url}/config.json`)).json();
    const serviceToken = await new SignJWT({ iss: 'supabase', role: 'service_role' })
      .setProtectedHeader({ alg: 'ES256', kid: 'bench' })
      .setExpirationTime('2h')
      .sign(await importJWK(jwk, 'ES256'));
    const server = { ...started, anonKey, serviceToken };
    const made = await businessesWithStaff(server);

    const sentAt = new Map();
    const bySecond = Array.from({ length: seconds }, () => []);
    let loadStart = 0;
    const latencies = [];
    let received = 0;
    let foreign = 0;
    const take = (business) => (payload) => {
      const record = payload.data.record;
      if (record.tenant_id !== business.id) foreign += 1;
      const at = sentAt.get(record.full_name);
      if (at !== undefined) {
        latencies.push(performance.now() - at);
        bySecond[Math.floor((at - loadStart) / 1000)]?.push(performance.now() - at);
      }
      received += 1;
    };
    for (const business of made) {
      for (const user of business.staff) {
        for (let s = 0; s < socketsPerUser; s += 1) {
          sockets.push(subscriber(server, business, user.token, take(business)));
        }
      }
      await Promise.all(sockets.slice(-staffPerBusiness * socketsPerUser).map((one) => one.ready));
    }
    // Three businesses are also watched through supabase-js, the official client.
    const officialHeard = [0, 0, 0];
    for (let n = 0; n < 3; n += 1) {
      const business = made[n];
      const client = createClient(server.url, anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: WebSocket },
      });
      await client.realtime.setAuth(business.staff[0].token);
      await new Promise((resolve, reject) => {
        client
          .channel(`business-${business.id}`)
          .on(
            'postgres_changes',
            {
              event: 'INSERT',
              schema: 'public',
              table: 'clients',
              filter: `tenant_id=eq.${business.id}`,
            },
            (change) => {
              if (change.new.tenant_id === business.id) officialHeard[n] += 1;
            },
          )
          .subscribe((status, error) =>
            status === 'SUBSCRIBED'
              ? resolve()
              : status !== 'CLOSED' && reject(error ?? new Error(status)),
          );
      });
      checkers.push(client);
    }

    const total = changesPerSecond * seconds;
    const sentPer = new Array(businesses).fill(0);
    const inserts = [];
    const insertTimes = [];
    let failed = 0;
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const start = performance.now();
    loadStart = start;
    const cpuAtStart = cpuSecondsOf(started.pid);
    // Every 100 ms one request inserts a new client in each business: 100 changes a second.
    for (let n = 0; n < total; n += businesses) {
      const due = start + (n * 1000) / changesPerSecond;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const rows = made.map((business, b) => ({
        tenant_id: business.id,
        full_name: `bench ${n + b}`,
      }));
      const sent = performance.now();
      for (const row of rows) sentAt.set(row.full_name, sent);
      inserts.push(
        call(server, server.serviceToken, 'POST', '/rest/v1/clients', rows).then(
          () => {
            for (let b = 0; b < businesses; b += 1) sentPer[b] += 1;
            insertTimes.push(performance.now() - sent);
          },
          () => (failed += businesses),
        ),
      );
    }
    await Promise.all(inserts);
    const expected = sentPer.reduce(
      (sum, count) => sum + count * staffPerBusiness * socketsPerUser,
      0,
    );
    const deadline = performance.now() + 10_000;
    while (received < expected && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    loop.disable();
    // The server's CPU from the first insert until the last frame arrived, as a share of one core.
    const cpuShare =
      (cpuSecondsOf(started.pid) - cpuAtStart) / ((performance.now() - start) / 1000);
    const memory = memoryOf(started.pid);
    const officialLost = officialHeard.reduce((sum, heard, n) => sum + (sentPer[n] - heard), 0);
    console.log(
      `realtime postgres_changes, PGlite: ${sockets.length} subscribers over ${businesses} channels, ` +
        `${changesPerSecond} changes/s for ${seconds} s (${total - failed} inserted, ${failed} failed)`,
    );
    console.log(
      `  delivery latency p50 ${percentile(latencies, 0.5).toFixed(0)} ms, ` +
        `p99 ${percentile(latencies, 0.99).toFixed(0)} ms, max ${latencies.reduce((a, b) => Math.max(a, b), 0).toFixed(0)} ms ` +
        `(${latencies.length} deliveries)`,
    );
    console.log(
      `  the inserts' own time (data API): p50 ${percentile(insertTimes, 0.5).toFixed(0)} ms, ` +
        `p99 ${percentile(insertTimes, 0.99).toFixed(0)} ms`,
    );
    console.log(
      `  this benchmark's own event loop delay: p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms, ` +
        `max ${(loop.max / 1e6).toFixed(0)} ms (it receives every frame)`,
    );
    console.log(
      `  p99 by second of sending: ${bySecond.map((values) => percentile(values, 0.99)?.toFixed(0)).join(' ')}`,
    );
    console.log(
      `  lost ${expected - received} of ${expected}; rows of another business ${foreign}; ` +
        `supabase-js checkers lost ${officialLost}`,
    );
    console.log(
      `  server memory: RSS ${memory.rss.toFixed(0)} MB at the end, peak ${memory.peak.toFixed(0)} MB; ` +
        `server CPU ${(cpuShare * 100).toFixed(0)}% of one core; load average ${os.loadavg()[0].toFixed(1)}`,
    );
  } finally {
    for (const socket of sockets) socket.close();
    for (const client of checkers) client.realtime.disconnect();
    await started.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchRealtimeChanges(Number(process.env.BENCH_PORT ?? 4390));
}
