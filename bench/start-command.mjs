// What a newcomer waits for: `npm start` from the command to the first 200 of the first page, on
// a fresh clone right after `npm ci` (it builds, then creates the demo), and again on the same
// tree (nothing to build, the data kept). The clone is of this repository's committed HEAD.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs `npm start` in dir, waits for a 200 from / and stops the whole process group. */
async function timeStart(dir, port) {
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: dir,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'silent' },
  });
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ok) return performance.now() - started;
      if (child.exitCode !== null) throw new Error('npm start exited before answering');
      if (performance.now() - started > 600_000) throw new Error('no 200 from / in 10 minutes');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) =>
      child.exitCode === null ? child.on('exit', resolve) : resolve(),
    );
  }
}

export async function benchStartCommand(port) {
  const repo = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-clone-'));
  try {
    execFileSync('git', ['clone', '--quiet', repo, dir]);
    const installStarted = performance.now();
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: dir,
      stdio: 'ignore',
    });
    const install = performance.now() - installStarted;
    const fresh = await timeStart(dir, port);
    const again = await timeStart(dir, port);
    console.log(`npm ci on a fresh clone:                          ${seconds(install)}`);
    console.log(`npm start on that clone, command to first 200:    ${seconds(fresh)}`);
    console.log(`npm start again on the same tree, to first 200:   ${seconds(again)}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchStartCommand(Number(process.env.BENCH_PORT ?? 4321));
}
