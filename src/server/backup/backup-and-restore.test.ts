import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import type { S3Store } from '../storage/s3-store.ts';
import { startMoto, type Moto } from '../test-support/moto.ts';
import { startTestServer, type TestServer } from '../test-support/start-test-server.ts';
import {
  passwordSignIn,
  serviceRoleClient,
  testPassword,
} from '../test-support/supabase-client.ts';
import { createPostgresTestDatabase, testDatabaseKinds } from '../test-support/test-database.ts';
import { motoBucket } from '../test-support/test-storage.ts';
import { createTestTenant, type TestTenant } from '../test-support/test-tenants.ts';
import { readManifest } from './backup-manifest.ts';
import { restoreBackup } from './restore-backup.ts';
import { takeBackup } from './take-backup.ts';

// Issue 39, point 5 (docs/decisions/0071): a business's database and files backed up from a
// running server, restored into fresh databases and stores, bucket into disk and disk into
// bucket, and served again: the same sign-in, booking, bytes and signed URL. PostgreSQL only:
// pg_dump and pg_restore are PostgreSQL's.

type Database = Awaited<ReturnType<typeof createPostgresTestDatabase>>;

const temporary: string[] = [];
function folder(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  temporary.push(dir);
  return dir;
}

/** What `npm run backup` and `npm run restore` run, with these settings. */
function command(
  file: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
      env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code: code ?? -1, output }));
  });
}

const backUp = 'src/server/back-up-database-and-files.ts';
const restore = 'src/server/restore-database-and-files.ts';

describe.runIf(testDatabaseKinds.includes('postgres'))('backups and their restore', () => {
  const databases: Database[] = [];
  let moto: Moto;
  let source: TestServer;
  let sourceEnv: Record<string, string>;
  let sourceStore: S3Store;
  let tenant: TestTenant;
  let bookingId: string;
  let signedPath: string;
  const scan = randomBytes(6 * 1024 * 1024 + 123);
  const folderOf = () => `${tenant.id}/${tenant.client.clientId}`;

  async function freshDatabase(): Promise<string> {
    const database = await createPostgresTestDatabase('empty');
    databases.push(database);
    return database.url;
  }

  beforeAll(async () => {
    moto = await startMoto();
    const bucket = await motoBucket(moto);
    sourceStore = bucket.store;
    sourceEnv = { ...bucket.env, DATABASE_URL: await freshDatabase() };
    source = await startTestServer(sourceEnv, 'empty');
    tenant = await createTestTenant(source, 'kept-safe');
    const admin = serviceRoleClient(source);
    expect(
      (await admin.auth.admin.updateUserById(tenant.owner.id, { password: testPassword })).error,
    ).toBeNull();
    const owner = tenant.owner.client;
    const service = await owner
      .from('services')
      .insert({ tenant_id: tenant.id, kind: 'group', name: 'Yoga', duration_minutes: 60 })
      .select('id')
      .single();
    const booking = await owner
      .from('bookings')
      .insert({
        tenant_id: tenant.id,
        service_id: service.data?.id,
        starts_at: '2030-03-04T18:00:00Z',
        ends_at: '2030-03-04T19:00:00Z',
        capacity: 8,
        status: 'scheduled',
      })
      .select('id')
      .single();
    expect(booking.error).toBeNull();
    bookingId = booking.data?.id as string;
    const files = tenant.staff.client.storage.from('client-files');
    for (const [name, body] of [
      ['scan.bin', scan],
      ['gone.pdf', Buffer.from('%PDF gone')],
    ] as const) {
      const upload = await files.upload(`${folderOf()}/${name}`, body);
      expect(upload.error).toBeNull();
    }
    const signed = await files.createSignedUrl(`${folderOf()}/scan.bin`, 3600);
    const signedUrl = new URL(signed.data?.signedUrl ?? '');
    signedPath = signedUrl.pathname + signedUrl.search;
    // A file deleted after the dump's snapshot and before its copy, as a running server may:
    // its bytes are gone from the store while the dump still has its row.
    const gone = await source.db.query<{ version: string }>(
      "select version from storage.objects where name like '%/gone.pdf'",
    );
    await sourceStore.remove(gone.rows.map((row) => row.version));
  }, 120_000);

  afterAll(async () => {
    await source?.stop();
    sourceStore?.close();
    await moto?.stop();
    for (const database of databases) await database.drop();
    for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A server over a restored pair: the owner's password, the booking, the file and its URL. */
  async function servesTheBusiness(env: Record<string, string>) {
    const restored = await startTestServer(env, 'empty');
    try {
      const owner = await passwordSignIn(restored, tenant.owner.email);
      const booking = await owner
        .from('bookings')
        .select('id, starts_at, capacity')
        .eq('id', bookingId);
      expect(booking.data).toEqual([
        { id: bookingId, starts_at: '2030-03-04T18:00:00+00:00', capacity: 8 },
      ]);
      const files = owner.storage.from('client-files');
      const listed = await files.list(folderOf());
      expect(listed.data?.map((entry) => entry.name)).toEqual(['scan.bin']);
      const downloaded = await files.download(`${folderOf()}/scan.bin`);
      expect(Buffer.from(await (downloaded.data as Blob).arrayBuffer()).equals(scan)).toBe(true);
      const session = (await owner.auth.getSession()).data.session;
      const part = await fetch(
        `${restored.url}/storage/v1/object/authenticated/client-files/${folderOf()}/scan.bin`,
        {
          headers: {
            apikey: restored.apiKeys.anon,
            Authorization: `Bearer ${session?.access_token}`,
            Range: 'bytes=5242870-5242889',
          },
        },
      );
      expect(part.status).toBe(206);
      expect(Buffer.from(await part.arrayBuffer())).toEqual(scan.subarray(5242870, 5242890));
      const viaSignedUrl = await fetch(`${restored.url}${signedPath}`);
      expect(viaSignedUrl.status).toBe(200);
      expect(Buffer.from(await viaSignedUrl.arrayBuffer()).equals(scan)).toBe(true);
    } finally {
      await restored.stop();
    }
  }

  let fromBucket: string;
  let intoDisk: Record<string, string>;

  it('backs up a running server from a bucket, with a manifest and sha256sum checksums', async () => {
    fromBucket = path.join(folder('backup'), 'first');
    const { code, output } = await command(backUp, [fromBucket], sourceEnv);
    expect(output).toMatch(
      /^Backed up postgres:\/\/\S+ \(\d+ migrations\) and 1 file \(6291579 bytes\) of the bucket test-/,
    );
    expect(output).toContain('1 file was deleted while it ran; a restore leaves it out.');
    expect(code).toBe(0);
    const manifest = readManifest(
      fs.readFileSync(path.join(fromBucket, 'manifest.json'), 'utf8'),
      'manifest.json',
    );
    expect(manifest.store).toMatchObject({ files: 1, bytes: scan.length });
    expect(manifest.store.removedDuringBackup).toHaveLength(1);
    expect(manifest.database.migrations).toEqual(
      fs
        .readdirSync('db/migrations')
        .map((file) => file.replace(/\.sql$/, ''))
        .sort(),
    );
    const check = spawnSync('sha256sum', ['--check', '--strict', 'SHA256SUMS'], {
      cwd: fromBucket,
    });
    expect(check.stdout.toString()).toMatch(/database\.dump: OK\nfiles\/objects\/\S+: OK\n$/);
    expect(check.status).toBe(0);
  }, 180_000);

  it('restores the bucket backup into a fresh database and a folder, which serve it again', async () => {
    intoDisk = {
      DATABASE_URL: await freshDatabase(),
      STORAGE_BACKEND: 'disk',
      STORAGE_DIR: folder('restored-files'),
    };
    const config = readConfig({ ...intoDisk, DATA_DIR: folder('data') });
    const manifest = await restoreBackup(config, fromBucket, { replace: false });
    expect(manifest.store.files).toBe(1);
    await servesTheBusiness(intoDisk);
  }, 180_000);

  it('refuses to restore over a database and store that are not empty, unless told to', async () => {
    const config = readConfig({ ...intoDisk, DATA_DIR: folder('data') });
    await expect(restoreBackup(config, fromBucket, { replace: false })).rejects.toThrow(
      `Nothing was restored: the database at DATABASE_URL has tables and the folder ${intoDisk.STORAGE_DIR} holds files. Restore into an empty database and store, or add --replace`,
    );
    await restoreBackup(config, fromBucket, { replace: true });
    await servesTheBusiness(intoDisk);
  }, 180_000);

  it('backs up the folder and restores it into another fresh database and bucket', async () => {
    const fromDisk = path.join(folder('backup'), 'second');
    const manifest = await takeBackup(
      readConfig({ ...intoDisk, DATA_DIR: folder('data') }),
      fromDisk,
    );
    expect(manifest.store).toEqual({
      description: `the folder ${intoDisk.STORAGE_DIR}`,
      files: 1,
      bytes: scan.length,
      removedDuringBackup: [],
    });
    const bucket = await motoBucket(moto);
    bucket.store.close();
    const intoBucket = { ...bucket.env, DATABASE_URL: await freshDatabase() };
    const { code, output } = await command(restore, [fromDisk], intoBucket);
    expect(output).toContain('Restored the backup of ');
    expect(code).toBe(0);
    await servesTheBusiness(intoBucket);
  }, 240_000);

  it('refuses in a sentence: no DATABASE_URL, a folder that is not empty, a damaged backup', async () => {
    const embedded = await command(backUp, [fromBucket], { DATA_DIR: folder('data') });
    expect(embedded.code).toBe(1);
    expect(embedded.output).toMatch(
      /^npm run backup copies a PostgreSQL database \(DATABASE_URL\), but this server keeps its data in the embedded database in \S+: stop the server and copy that folder, then start it again\.\n$/,
    );
    await expect(
      takeBackup(readConfig({ ...sourceEnv, DATA_DIR: folder('data') }), fromBucket),
    ).rejects.toThrow(`${fromBucket} is not an empty folder`);
    fs.appendFileSync(path.join(fromBucket, 'database.dump'), 'x');
    const config = readConfig({ ...intoDisk, DATA_DIR: folder('data') });
    await expect(restoreBackup(config, fromBucket, { replace: true })).rejects.toThrow(
      `1 file of the backup does not match SHA256SUMS, so nothing was restored: ${fromBucket}/database.dump (changed).`,
    );
  }, 120_000);
});
