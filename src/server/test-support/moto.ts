import { spawn } from 'node:child_process';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { freePort } from './free-port.ts';

// A local S3-compatible server for the storage tests run with STORAGE_BACKEND=s3: moto from
// PyPI (CI installs it, .ci/run; docs/decisions/0069), on a free port, holding its buckets in
// memory until it stops. Each test file starts its own, so no two share a bucket.

const install = 'python3 -m pip install "moto[server]==5.2.1"';

export interface Moto {
  endpoint: string;
  /** Any keys do; these are the ones the test buckets were made with. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  region: string;
  /** A new, empty bucket. */
  createBucket(name: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startMoto(): Promise<Moto> {
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const child = spawn('python3', ['-m', 'moto.server', '-H', '127.0.0.1', '-p', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let failure: Error | undefined;
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.once('error', (error) => {
    failure = new Error(`moto_server could not start (${error.message}): ${install}`);
  });
  for (let tries = 0; ; tries += 1) {
    if (failure) throw failure;
    if (child.exitCode !== null) throw new Error(`moto_server stopped at start:\n${output}`);
    if (tries > 300) {
      child.kill('SIGKILL');
      throw new Error(`moto_server did not answer at ${endpoint}:\n${output}`);
    }
    try {
      await fetch(endpoint);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const credentials = { accessKeyId: 'test', secretAccessKey: 'test' };
  const region = 'us-east-1';
  return {
    endpoint,
    credentials,
    region,
    async createBucket(name) {
      const client = new S3Client({ endpoint, credentials, region, forcePathStyle: true });
      try {
        await client.send(new CreateBucketCommand({ Bucket: name }));
      } finally {
        client.destroy();
      }
    },
    async stop() {
      if (child.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}
