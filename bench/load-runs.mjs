// The two ways the scale benchmark loads a server, both closed loops of `connections` clients
// for `seconds`, each giving requests per second, p50 and p99 in ms and how many failed.
import autocannon from 'autocannon';
import { percentile } from './bench-database.mjs';

export const connections = 10;

/** The same request again and again, with autocannon. */
export function repeatRun(url, request, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, requests: [request] }, (error, result) => {
      if (error) reject(error);
      else
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          failed: result.non2xx + result.errors + result.timeouts,
        });
    });
  });
}

/**
 * A new request each time (`nextRequest()` gives its path and init), with fetch. autocannon
 * cannot do this: its connections share one request object, so the first request of every
 * connection is the same one, which a write such as an enrollment refuses as a repeat.
 */
export async function varyingRun(url, nextRequest, seconds) {
  const latencies = [];
  let failed = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const { path, init } = nextRequest();
      const begun = performance.now();
      const response = await fetch(`${url}${path}`, init).catch(() => undefined);
      await response?.arrayBuffer();
      latencies.push(performance.now() - begun);
      if (!response?.ok) failed++;
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  return {
    rps: (latencies.length / (performance.now() - started)) * 1000,
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
    failed,
  };
}
