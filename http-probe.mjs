import { generateKeyPairSync } from 'node:crypto';
import { importJWK } from 'jose';
import { sessionToken } from './bench/bench-database.mjs';
import { startBuiltServer } from './bench/start-server.mjs';
const databaseUrl = 'postgres://postgres@127.0.0.1:5432/reports_scratch';
const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
const server = await startBuiltServer({ DATABASE_URL: databaseUrl, DEMO: '0', PORT: '4555', JWT_PRIVATE_KEY: JSON.stringify({ ...jwk, kid: 'probe' }) });
const key = await importJWK(jwk, 'ES256');
const token = await sessionToken({ key, kid: 'probe', databaseUrl, issuer: `${server.url}/auth/v1`, sub: '11111111-1111-1111-1111-111111111111' });
const today = new Date().toISOString().slice(0, 10);
const first = new Date(Date.now() - 364 * 864e5).toISOString().slice(0, 10);
for (const report of ['report_money', 'report_attendance', 'report_staff', 'report_clients']) {
  const times = [];
  for (let i = 0; i < 6; i++) {
    const t = performance.now();
    const r = await fetch(`${server.url}/rest/v1/rpc/${report}`, { method: 'POST', headers: { apikey: token, authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ tenant_id: 'e5d5993e-1489-4877-8972-8b42e341c437', first_day: first, last_day: today }) });
    await r.text();
    times.push(Math.round(performance.now() - t));
  }
  console.log(report, times.join(' '));
}
await server.stop();
