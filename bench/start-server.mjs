// Starts the built server (dist/server/main.js) for a benchmark and waits for /health.
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';

const answers = (url) =>
  fetch(`${url}/health`).then(
    (response) => response.status === 200,
    () => false,
  );

export async function startBuiltServer(env) {
  const url = `http://127.0.0.1:${env.PORT}`;
  // Another server left on the port would answer for this one, which then fails unseen.
  if (await answers(url)) throw new Error(`something already answers on ${url}: stop it first`);
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: 'ignore',
  });
  for (;;) {
    if (await answers(url)) break;
    if (child.exitCode !== null) throw new Error('the server exited during start');
    if (performance.now() - started > 60_000) throw new Error('no 200 from /health in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return {
    url,
    pid: child.pid,
    startMs: performance.now() - started,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.on('exit', resolve));
    },
  };
}

/** A signing key for server processes that must accept each other's tokens, and its setting. */
export function sharedSigningKey() {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
    format: 'jwk',
  });
  return { jwk, JWT_PRIVATE_KEY: JSON.stringify({ ...jwk, kid: 'bench' }) };
}
