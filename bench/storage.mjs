// File storage's figures: one 100 MB file uploaded and downloaded through /storage/v1 by a
// signed-in owner (streamed both ways with fetch), the MB/s of each, and the server process's
// peak resident memory meanwhile, which must stay far below the file's size: uploads stream
// to disk and downloads from it.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltServer } from './start-server.mjs';

const fileMb = 100;
const chunk = randomBytes(1024 * 1024);
const mb = (bytes) => bytes / (1024 * 1024);

/** VmRSS and VmHWM (the peak so far) of a process, in MB, from /proc. */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const read = (field) =>
    Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: read('VmRSS'), peak: read('VmHWM') };
}

/** Samples the server's RSS every 20 ms until stopped; returns the highest seen. */
function watchMemory(pid) {
  let highest = memoryOf(pid).rss;
  const timer = setInterval(() => (highest = Math.max(highest, memoryOf(pid).rss)), 20);
  return () => {
    clearInterval(timer);
    return Math.max(highest, memoryOf(pid).rss);
  };
}

function body(hash) {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === fileMb) return controller.close();
      sent += 1;
      hash.update(chunk);
      controller.enqueue(new Uint8Array(chunk));
    },
  });
}

async function signIn(url, anonKey) {
  const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@demo.test', password: 'demo-password' }),
  });
  return (await response.json()).access_token;
}

export async function benchStorage(port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-storage-'));
  const server = await startBuiltServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    STORAGE_FILE_SIZE_LIMIT: String(2 * fileMb * 1024 * 1024),
  });
  try {
    const { anonKey } = await (await fetch(`${server.url}/config.json`)).json();
    const token = await signIn(server.url, anonKey);
    const headers = { apikey: anonKey, Authorization: `Bearer ${token}` };
    const [client] = await (
      await fetch(`${server.url}/rest/v1/clients?select=id,tenant_id&limit=1`, { headers })
    ).json();
    const objectUrl = `${server.url}/storage/v1/object/client-files/${client.tenant_id}/${client.id}/bench.pdf`;
    const atStart = memoryOf(server.pid).rss;

    const sentHash = createHash('md5');
    let stop = watchMemory(server.pid);
    let started = performance.now();
    const upload = await fetch(objectUrl, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/pdf' },
      body: body(sentHash),
      duplex: 'half',
    });
    const uploadSeconds = (performance.now() - started) / 1000;
    const uploadPeak = stop();
    if (upload.status !== 200) throw new Error(`upload: ${upload.status} ${await upload.text()}`);

    const receivedHash = createHash('md5');
    let received = 0;
    stop = watchMemory(server.pid);
    started = performance.now();
    const download = await fetch(objectUrl, { headers });
    for await (const part of download.body) {
      received += part.byteLength;
      receivedHash.update(part);
    }
    const downloadSeconds = (performance.now() - started) / 1000;
    const downloadPeak = stop();
    const same =
      received === fileMb * 1024 * 1024 && sentHash.digest('hex') === receivedHash.digest('hex');

    const growth = Math.max(uploadPeak, downloadPeak) - atStart;
    console.log(
      `storage, one ${fileMb} MB file: upload ${(fileMb / uploadSeconds).toFixed(0)} MB/s, ` +
        `download ${(mb(received) / downloadSeconds).toFixed(0)} MB/s ` +
        `(${same ? 'same bytes' : 'BYTES DIFFER'}); server RSS ${atStart.toFixed(0)} MB before, ` +
        `at most ${uploadPeak.toFixed(0)} MB during the upload and ${downloadPeak.toFixed(0)} MB ` +
        `during the download (${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MB)`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
