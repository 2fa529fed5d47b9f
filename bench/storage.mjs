// File storage's figures (issue 39, point 4): 100 MB files uploaded and downloaded through
// /storage/v1 by a signed-in owner (streamed both ways with fetch), the MB/s of each, and the
// server processes' peak resident memory meanwhile, which must stay far below the file's size:
// uploads and downloads stream. First on the disk (one process, PGlite); then through the S3
// backend against moto (`python3 -m moto.server`, as the tests start it) on PostgreSQL, on one
// process and on three behind one address: one file, a 1 MB byte range from its middle, and
// three files at once each way, with the CPU our processes and moto used meanwhile.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { withBenchDatabase } from './bench-database.mjs';
import { countCpu } from './process-cpu.mjs';
import { startRoundRobinProxy } from '../src/server/test-support/round-robin-proxy.mjs';
import { sharedSigningKey, startBuiltServer } from './start-server.mjs';

// BENCH_STORAGE_MB for another size (at least 51: the byte range is read from the 51st MB).
const fileMb = Number(process.env.BENCH_STORAGE_MB ?? 100);
const chunk = randomBytes(1024 * 1024);
const mb = (bytes) => bytes / (1024 * 1024);
const bucket = 'bench-files';

/** VmRSS of a process, in MB, from /proc. */
function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** Samples each process's RSS every 20 ms until stopped; returns the highest seen of each. */
function watchMemory(pids) {
  const highest = pids.map(rssOf);
  const sample = () => pids.forEach((pid, i) => (highest[i] = Math.max(highest[i], rssOf(pid))));
  const timer = setInterval(sample, 20);
  return () => {
    clearInterval(timer);
    sample();
    return highest;
  };
}

function body(hash, size) {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === size) return controller.close();
      sent += 1;
      hash.update(chunk);
      controller.enqueue(new Uint8Array(chunk));
    },
  });
}

async function signIn(url) {
  const { anonKey } = await (await fetch(`${url}/config.json`)).json();
  const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@demo.test', password: 'demo-password' }),
  });
  const headers = {
    apikey: anonKey,
    Authorization: `Bearer ${(await response.json()).access_token}`,
  };
  const [client] = await (
    await fetch(`${url}/rest/v1/clients?select=id,tenant_id&limit=1`, { headers })
  ).json();
  return {
    headers,
    objectUrl: (name) =>
      `${url}/storage/v1/object/client-files/${client.tenant_id}/${client.id}/${name}`,
  };
}

/** Uploads one file of `size` MB; its seconds and MD5. */
async function upload(owner, name, size = fileMb) {
  const hash = createHash('md5');
  const started = performance.now();
  const response = await fetch(owner.objectUrl(name), {
    method: 'POST',
    headers: { ...owner.headers, 'content-type': 'application/pdf' },
    body: body(hash, size),
    duplex: 'half',
  });
  if (response.status !== 200)
    throw new Error(`upload: ${response.status} ${await response.text()}`);
  return { seconds: (performance.now() - started) / 1000, md5: hash.digest('hex') };
}

/** Downloads one file, or the part `range` names; its seconds, size, MD5 and status. */
async function download(owner, name, range) {
  const hash = createHash('md5');
  let bytes = 0;
  const started = performance.now();
  const response = await fetch(owner.objectUrl(name), {
    headers: { ...owner.headers, ...(range ? { Range: range } : {}) },
  });
  for await (const part of response.body) {
    bytes += part.byteLength;
    hash.update(part);
  }
  const seconds = (performance.now() - started) / 1000;
  return { seconds, bytes, md5: hash.digest('hex'), status: response.status };
}

/** `files` 100 MB files up and then down at once, each way timed from the first start to the last end. */
async function transferFigures(owner, pids, { files, tag, cpuOf }) {
  const names = Array.from({ length: files }, (_, i) => `bench-${tag}-${i}.pdf`);
  const idle = pids.map(rssOf);
  // What a first transfer loads and allocates once (the S3 client's modules, buffers) is not
  // what grows with a file's size: 1 MB each way first.
  await Promise.all(names.map((name) => upload(owner, `warm-up-${name}`, 1)));
  await Promise.all(names.map((name) => download(owner, `warm-up-${name}`)));
  const atStart = pids.map(rssOf);
  const way = async (fn) => {
    const stop = watchMemory(pids);
    const cpu = cpuOf?.();
    const started = performance.now();
    const results = await Promise.all(names.map(fn));
    const seconds = (performance.now() - started) / 1000;
    return { results, seconds, peaks: stop(), cpu: cpu?.() };
  };
  const up = await way((name) => upload(owner, name));
  const down = await way((name) => download(owner, name));
  const same = down.results.every(
    (got, i) => got.bytes === fileMb * 1024 * 1024 && got.md5 === up.results[i].md5,
  );
  const total = fileMb * files;
  // Each process against itself: behind the proxy each file goes through one of them.
  const growth = Math.max(...atStart.map((rss, i) => Math.max(up.peaks[i], down.peaks[i]) - rss));
  const most = (values) => Math.max(...values).toFixed(0);
  const spent = (way) => (way.cpu ? ` (CPU, 100% = one core: ${way.cpu})` : '');
  return (
    `upload ${(total / up.seconds).toFixed(0)} MB/s${spent(up)}, ` +
    `download ${(mb(down.results.reduce((sum, r) => sum + r.bytes, 0)) / down.seconds).toFixed(0)} MB/s${spent(down)} ` +
    `(${same ? 'same bytes' : 'BYTES DIFFER'}); server RSS (the largest process) ${most(idle)} MB ` +
    `idle, ${most(atStart)} MB after 1 MB each way, at most ${most(up.peaks)} MB during the ` +
    `upload and ${most(down.peaks)} MB during the download (the most a process grew: ` +
    `${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MB)`
  );
}

/** A 1 MB range from the middle of a file uploaded by `transferFigures`: every MB of it is `chunk`. */
async function rangeFigure(owner, name) {
  const from = 50 * 1024 * 1024;
  const part = await download(owner, name, `bytes=${from}-${from + chunk.length - 1}`);
  const right = part.status === 206 && part.md5 === createHash('md5').update(chunk).digest('hex');
  return `1 MB byte range from the middle: ${part.status}, ${(part.seconds * 1000).toFixed(0)} ms (${right ? 'right bytes' : 'WRONG BYTES'})`;
}

async function diskFigures(port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-storage-'));
  const server = await startBuiltServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    STORAGE_FILE_SIZE_LIMIT: String(2 * fileMb * 1024 * 1024),
  });
  try {
    const owner = await signIn(server.url);
    const figures = await transferFigures(owner, [server.pid], { files: 1, tag: 'disk' });
    console.log(`storage on disk, one ${fileMb} MB file: ${figures}`);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** moto on a free port with an empty bucket; it keeps everything in memory until stopped. */
async function startMoto() {
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const child = spawn('python3', ['-m', 'moto.server', '-H', '127.0.0.1', '-p', String(port)], {
    stdio: 'ignore',
  });
  const started = performance.now();
  while (
    !(await fetch(endpoint).then(
      () => true,
      () => false,
    ))
  ) {
    if (child.exitCode !== null)
      throw new Error('moto stopped at start: python3 -m pip install "moto[server]==5.2.1"');
    if (performance.now() - started > 30_000) throw new Error(`moto did not answer at ${endpoint}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // moto takes requests unsigned.
  await fetch(`${endpoint}/${bucket}`, { method: 'PUT' });
  return {
    endpoint,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** Three processes on one PostgreSQL database sharing the demo and a signing key, files in moto. */
async function s3Figures(port) {
  const moto = await startMoto();
  try {
    await withBenchDatabase(async (databaseUrl) => {
      const env = {
        DATABASE_URL: databaseUrl,
        DEMO: '1',
        JWT_PRIVATE_KEY: sharedSigningKey().JWT_PRIVATE_KEY,
        API_EXTERNAL_URL: 'http://127.0.0.1',
        STORAGE_FILE_SIZE_LIMIT: String(2 * fileMb * 1024 * 1024),
        STORAGE_BACKEND: 's3',
        S3_BUCKET: bucket,
        S3_ENDPOINT: moto.endpoint,
        S3_FORCE_PATH_STYLE: '1',
        S3_ACCESS_KEY_ID: 'test',
        S3_SECRET_ACCESS_KEY: 'test',
      };
      const ports = [port, port + 1, port + 2];
      // One at a time: the first migrates and makes the demo, the others find them done.
      const servers = [];
      for (const p of ports) servers.push(await startBuiltServer({ ...env, PORT: String(p) }));
      const proxy = await startRoundRobinProxy(port + 3, ports);
      const database = new URL(databaseUrl).pathname.slice(1);
      const pids = servers.map((server) => server.pid);
      const percent = (seconds, wall) => `${((seconds / wall) * 100).toFixed(0)}%`;
      const cpuOf = (ours) => () => {
        const counting = [
          countCpu({ servers: ours, database }),
          countCpu({ servers: [moto.pid], database }),
        ];
        return () => {
          const [a, b] = counting.map((count) => count());
          return (
            `ours ${percent(a.servers, a.wall)}, moto ${percent(b.servers, b.wall)}, ` +
            `PostgreSQL ${percent(a.database, a.wall)}, this client and proxy ` +
            `${percent(a.loadGenerator, a.wall)}, machine ${percent(a.machine, a.wall)} of 200%`
          );
        };
      };
      try {
        const one = await signIn(servers[0].url);
        console.log(
          `storage through S3 (moto), PostgreSQL, one ${fileMb} MB file, 1 process: ` +
            (await transferFigures(one, pids.slice(0, 1), {
              files: 1,
              tag: 'one',
              cpuOf: cpuOf(pids.slice(0, 1)),
            })),
        );
        console.log(`  ${await rangeFigure(one, 'bench-one-0.pdf')}`);
        const three = await signIn(proxy.url);
        console.log(
          `  one ${fileMb} MB file, 3 processes behind one address: ` +
            (await transferFigures(three, pids, { files: 1, tag: 'three', cpuOf: cpuOf(pids) })),
        );
        console.log(
          `  3 x ${fileMb} MB at once, 3 processes: ` +
            (await transferFigures(three, pids, { files: 3, tag: 'many', cpuOf: cpuOf(pids) })),
        );
      } finally {
        await proxy.close();
        for (const server of servers) await server.stop();
      }
    });
  } finally {
    await moto.stop();
  }
}

export async function benchStorage(port) {
  await diskFigures(port);
  await s3Figures(port);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchStorage(Number(process.env.BENCH_PORT ?? 4360));
}
