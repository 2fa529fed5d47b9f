import type { SupabaseClient } from '@supabase/supabase-js';
import { expect, it } from 'vitest';
import {
  actorNames,
  type Actor,
  type ActorName,
  type IsolationContext,
  type TenantFixture,
} from '../../../src/server/test-support/isolation-fixture.ts';

// STORAGE: every caller against the objects of the product's bucket, client-files
// (db/migrations/0070_storage.sql): staff of any role read and add a client's files, admins
// and owners also replace and delete them (as they alone remove the client_documents row
// that points at one), a client reads their own folder only, anon nothing. The storage
// schema is not the data API's, so its tables and buckets are checked here instead of in
// reads.ts; a new table or bucket fails the coverage test until it has cases.
//
// business-brand (0140_business_brand.sql) is public: anyone, anon included, loads a logo by its
// public URL; only the owners of a business add, replace and delete the files of its folder.

type Operation = 'read own' | 'read other client' | 'upload' | 'replace' | 'delete';

const teamOfA: ActorName[] = ['staff of A', 'admin of A', 'owner of A', 'service_role'];
const managersOfA: ActorName[] = ['admin of A', 'owner of A', 'service_role'];

export const storageCases: Record<Operation, readonly ActorName[]> = {
  'read own': ['client of A', ...teamOfA],
  'read other client': teamOfA,
  upload: teamOfA,
  replace: managersOfA,
  delete: managersOfA,
};

type BrandOperation = 'load by public URL' | 'upload logo' | 'replace logo' | 'delete logo';

const ownersOfA: ActorName[] = ['owner of A', 'service_role'];

export const brandCases: Record<BrandOperation, readonly ActorName[]> = {
  'load by public URL': actorNames,
  'upload logo': ownersOfA,
  'replace logo': ownersOfA,
  'delete logo': ownersOfA,
};

const pdf = (text: string) => new Blob([`%PDF ${text}`], { type: 'application/pdf' });
const bucket = (client: SupabaseClient) => client.storage.from('client-files');
const slug = (actor: Actor) => actor.name.replaceAll(' ', '-');

async function exists(
  context: IsolationContext,
  name: string,
  bucketId = 'client-files',
): Promise<string | null> {
  const { rows } = await context.server.db.query<{ etag: string }>(
    `select metadata->>'eTag' as etag from storage.objects
     where bucket_id = $2 and name = $1`,
    [name, bucketId],
  );
  return rows[0]?.etag ?? null;
}

/** Does the operation as the actor; true when the database took it (read back to be sure). */
async function attempt(
  context: IsolationContext,
  actor: Actor,
  operation: Operation,
): Promise<boolean> {
  const { a, service } = context.fixture;
  const folder = (tenant: TenantFixture, client = tenant.client) =>
    `${tenant.id}/${client.clientId}`;
  if (operation === 'read own' || operation === 'read other client') {
    const client = operation === 'read own' ? a.client : a.secondClient;
    const { error } = await bucket(actor.client).download(`${folder(a, client)}/on-file.pdf`);
    return error === null;
  }
  const name = `${folder(a)}/${operation}-${slug(actor)}.pdf`;
  if (operation === 'upload') {
    await bucket(actor.client).upload(name, pdf(actor.name));
    return (await exists(context, name)) !== null;
  }
  expect((await bucket(service).upload(name, pdf('before'))).error).toBeNull();
  const before = await exists(context, name);
  if (operation === 'replace') {
    await bucket(actor.client).upload(name, pdf(`after ${actor.name}`), { upsert: true });
    return (await exists(context, name)) !== before;
  }
  await bucket(actor.client).remove([name]);
  return (await exists(context, name)) === null;
}

const png = (text: string) => new Blob([`PNG ${text}`], { type: 'image/png' });
const brand = (client: SupabaseClient) => client.storage.from('business-brand');

/** A brand operation as the actor; true when it was done (read back, or the file came). */
async function attemptBrand(
  context: IsolationContext,
  actor: Actor,
  operation: BrandOperation,
): Promise<boolean> {
  const { a, service } = context.fixture;
  if (operation === 'load by public URL') {
    const { publicUrl } = brand(actor.client).getPublicUrl(`${a.id}/on-file.png`).data;
    return (await fetch(publicUrl)).status === 200;
  }
  const name = `${a.id}/${operation.replaceAll(' ', '-')}-${slug(actor)}.png`;
  if (operation === 'upload logo') {
    await brand(actor.client).upload(name, png(actor.name), { contentType: 'image/png' });
    return (await exists(context, name, 'business-brand')) !== null;
  }
  expect(
    (await brand(service).upload(name, png('before'), { contentType: 'image/png' })).error,
  ).toBeNull();
  const before = await exists(context, name, 'business-brand');
  if (operation === 'replace logo') {
    await brand(actor.client).upload(name, png(`after ${actor.name}`), {
      contentType: 'image/png',
      upsert: true,
    });
    return (await exists(context, name, 'business-brand')) !== before;
  }
  await brand(actor.client).remove([name]);
  return (await exists(context, name, 'business-brand')) === null;
}

export function storageMatrix(context: IsolationContext) {
  it('has cases for every table of the storage schema and every bucket', async () => {
    const { rows: tables } = await context.server.db.query<{ name: string }>(
      `select relname as name from pg_class
       where relnamespace = 'storage'::regnamespace and relkind in ('r', 'p', 'v', 'm', 'f')`,
    );
    expect(tables.map((row) => row.name).sort()).toEqual(['buckets', 'objects']);
    const { rows: buckets } = await context.server.db.query<{ id: string }>(
      'select id from storage.buckets order by id',
    );
    expect(buckets.map((row) => row.id)).toEqual(['business-brand', 'client-files']);
  });

  it('lets each caller do exactly what the storage cases allow', { timeout: 60_000 }, async () => {
    const { a, service, actors } = context.fixture;
    for (const client of [a.client, a.secondClient]) {
      const name = `${a.id}/${client.clientId}/on-file.pdf`;
      expect(
        (await bucket(service).upload(name, pdf('on file'), { upsert: true })).error,
      ).toBeNull();
    }
    const failures: string[] = [];
    for (const [operation, may] of Object.entries(storageCases) as [Operation, ActorName[]][]) {
      const outcomes = await Promise.all(
        actors.map(async (actor) => ({ actor, done: await attempt(context, actor, operation) })),
      );
      for (const { actor, done } of outcomes) {
        if (done !== may.includes(actor.name)) {
          failures.push(`${operation} as ${actor.name}: ${done ? 'allowed' : 'refused'}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets each caller do exactly what the brand cases allow', { timeout: 60_000 }, async () => {
    const { a, service, actors } = context.fixture;
    expect(
      (
        await brand(service).upload(`${a.id}/on-file.png`, png('on file'), {
          contentType: 'image/png',
          upsert: true,
        })
      ).error,
    ).toBeNull();
    const failures: string[] = [];
    for (const [operation, may] of Object.entries(brandCases) as [
      BrandOperation,
      readonly ActorName[],
    ][]) {
      const outcomes = await Promise.all(
        actors.map(async (actor) => ({
          actor,
          done: await attemptBrand(context, actor, operation),
        })),
      );
      for (const { actor, done } of outcomes) {
        if (done !== may.includes(actor.name)) {
          failures.push(`${operation} as ${actor.name}: ${done ? 'allowed' : 'refused'}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
}
