import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBusinessBrand } from '../../src/server/brand/read-business-brand.ts';
import { withRequestRole } from '../../src/server/db/with-request-role.ts';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import { keyClient } from '../../src/server/test-support/supabase-client.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import {
  createTestCatalogue,
  type TestCatalogue,
} from '../../src/server/test-support/test-catalogue.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';
import {
  removeBusinessLogo,
  saveBusinessBrand,
  uploadBusinessLogo,
} from '../../src/web/features/brand/mutations.ts';
import { saveEmbedOrigins } from '../../src/web/features/embed/mutations.ts';
import { wordsIn } from '../../src/shared/i18n/static-words.ts';

// The screens' writes say their refusals in the language shown; these read English.
const en = wordsIn('en');

// Issue 19, points 3 and 5: a business's brand (0140_business_brand.sql) as its owner sets it
// through the screens' writes, as anyone reads it by the business's address, the logo upload
// rules of the public business-brand bucket, app.brand_file_tenant and app.link_preview, and
// the link-preview tags of the served page.

// The smallest PNG: one transparent pixel.
const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name = 'logo.png') => new File([pngBytes], name, { type: 'image/png' });

describe.each(testDatabaseKinds)('business brand on %s', (kind) => {
  let server: TestServer;
  let webDir: string;
  let a: TestTenant;
  let b: TestTenant;
  let catalogue: TestCatalogue;
  let session: string;
  beforeAll(async () => {
    // The served page is the app's index.html; the built app is not needed around it.
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-web-'));
    fs.copyFileSync('src/web/index.html', path.join(webDir, 'index.html'));
    server = await startTestServerOn(kind, { WEB_DIR: webDir });
    a = await createTestTenant(server, 'brand-a');
    b = await createTestTenant(server, 'brand-b');
    catalogue = await createTestCatalogue(a);
    const { data, error } = await a.owner.client
      .from('bookings')
      .insert({
        tenant_id: a.id,
        service_id: catalogue.yoga,
        staff_id: catalogue.staffId,
        starts_at: '2031-07-01T17:30:00Z',
        ends_at: '2031-07-01T18:30:00Z',
        capacity: 2,
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    session = (data as { id: string }).id;
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('lets the owner set a description and colour that anyone reads by the address', async () => {
    await saveBusinessBrand(
      a.owner.client,
      a.id,
      { description: '  Yoga by the river.  ', colour: '#1864ab' },
      en,
    );
    const anon = keyClient(server);
    const { data } = await anon
      .from('tenant_directory')
      .select('slug, name, brand_description, brand_colour, brand_logo')
      .eq('slug', 'brand-a')
      .single();
    expect(data).toEqual({
      slug: 'brand-a',
      name: 'Studio brand-a',
      brand_description: 'Yoga by the river.',
      brand_colour: '#1864ab',
      brand_logo: null,
    });
    // Nothing else of the business: the table stays closed to anon.
    expect((await anon.from('tenants').select('brand_colour')).status).toBe(401);
  });

  it('gives the emails the brand of a business by its id, with the logo’s address', async () => {
    const logo = await uploadBusinessLogo(a.owner.client, a.id, png(), null, en);
    expect(await readBusinessBrand(server.db, a.id, 'https://api.example')).toEqual({
      name: 'Studio brand-a',
      slug: 'brand-a',
      description: 'Yoga by the river.',
      colour: '#1864ab',
      logoUrl: `https://api.example/storage/v1/object/public/business-brand/${logo.brand_logo ?? ''}`,
    });
    await removeBusinessLogo(a.owner.client, a.id, logo.brand_logo ?? '', en);
    expect(await readBusinessBrand(server.db, b.id, 'https://api.example')).toMatchObject({
      description: null,
      colour: null,
      logoUrl: null,
    });
    expect(
      await readBusinessBrand(server.db, '00000000-0000-4000-8000-000000000000', 'x'),
    ).toBeNull();
  });

  it('refuses the brand of anyone but an owner, and values of the wrong shape', async () => {
    await expect(
      saveBusinessBrand(a.staff.client, a.id, { description: 'Mine', colour: null }, en),
    ).rejects.toThrow('Only an owner can change the business’s brand.');
    await expect(
      saveBusinessBrand(b.owner.client, a.id, { description: 'Mine', colour: null }, en),
    ).rejects.toThrow('Only an owner');
    await expect(
      saveBusinessBrand(a.owner.client, a.id, { description: 'x', colour: 'red' }, en),
    ).rejects.toThrow('Some of the values are not allowed.');
    await expect(
      saveBusinessBrand(a.owner.client, a.id, { description: 'x'.repeat(281), colour: null }, en),
    ).rejects.toThrow('Some of the values are not allowed.');
    const logoElsewhere = await a.owner.client
      .from('tenants')
      .update({ brand_logo: `${b.id}/logo.png` })
      .eq('id', a.id);
    expect(logoElsewhere.error?.code).toBe('23514');
  });

  it('takes an owner’s logo, served to anyone by its public URL, and replaces it', async () => {
    const first = await uploadBusinessLogo(a.owner.client, a.id, png(), null, en);
    expect(first.brand_logo).toMatch(new RegExp(`^${a.id}/logo-[0-9a-f-]{36}\\.png$`));
    const url = keyClient(server)
      .storage.from('business-brand')
      .getPublicUrl(first.brand_logo ?? '').data.publicUrl;
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(pngBytes);

    const second = await uploadBusinessLogo(a.owner.client, a.id, png(), first.brand_logo, en);
    expect(second.brand_logo).not.toBe(first.brand_logo);
    expect((await fetch(url)).status).toBe(400);
    await removeBusinessLogo(a.owner.client, a.id, second.brand_logo ?? '', en);
    const { rows } = await server.db.query(
      `select name from storage.objects where bucket_id = 'business-brand' and name like $1`,
      [`${a.id}/%`],
    );
    expect(rows).toEqual([]);
  });

  it('refuses a logo of another type, over 1 MB, from a non-owner or into another folder', async () => {
    const owner = a.owner.client.storage.from('business-brand');
    const svg = await owner.upload(
      `${a.id}/logo.svg`,
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }),
      { contentType: 'image/svg+xml' },
    );
    expect(svg.error).toMatchObject({ statusCode: '415' });
    const big = await owner.upload(
      `${a.id}/big.png`,
      new Blob([new Uint8Array(1024 * 1024 + 1)], { type: 'image/png' }),
      { contentType: 'image/png' },
    );
    expect(big.error).toMatchObject({ statusCode: '413' });
    const staff = await a.staff.client.storage
      .from('business-brand')
      .upload(`${a.id}/staff.png`, png(), { contentType: 'image/png' });
    expect(staff.error).not.toBeNull();
    const otherOwner = await b.owner.client.storage
      .from('business-brand')
      .upload(`${a.id}/theirs.png`, png(), { contentType: 'image/png' });
    expect(otherOwner.error).not.toBeNull();
    const outsideFolder = await owner.upload('loose.png', png(), { contentType: 'image/png' });
    expect(outsideFolder.error).not.toBeNull();
    // The screens' write says why, in the logo's words, before sending anything.
    await expect(
      uploadBusinessLogo(
        a.owner.client,
        a.id,
        new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }),
        null,
        en,
      ),
    ).rejects.toThrow(/^Choose a PNG, JPEG, WebP or GIF image/);
    const { rows } = await server.db.query(
      `select name from storage.objects where bucket_id = 'business-brand'`,
    );
    expect(rows).toEqual([]);
  });

  it('app.brand_file_tenant reads the folder of a well-formed name only', async () => {
    const { rows } = await server.db.query<{ name: string; tenant: string | null }>(
      `select name, app.brand_file_tenant(name) as tenant
       from unnest(array[$1 || '/logo.png', $1 || '/x/logo.png', 'logo.png', $1 || '/', 'nope/logo.png']) name`,
      [a.id],
    );
    expect(rows.map((row) => row.tenant)).toEqual([a.id, null, null, null, null]);
  });

  describe('app.link_preview', () => {
    const preview = async (slug: string | null, service: string | null, booking: string | null) => {
      const { rows } = await withRequestRole(
        server.db,
        { role: 'service_role', claims: { role: 'service_role' } },
        (tx) =>
          tx.query<{ preview: unknown }>('select app.link_preview($1, $2, $3) as preview', [
            slug,
            service,
            booking,
          ]),
      );
      return rows[0]?.preview;
    };
    const businessA = {
      slug: 'brand-a',
      name: 'Studio brand-a',
      time_zone: 'Europe/London',
      locale: 'en',
      description: 'Yoga by the river.',
      logo: null,
      embed_origins: [],
      address: null,
      // What a visitor can book, by name: both services have an active option.
      services: ['Massage', 'Yoga'],
    };

    it('describes a session, a service and a business', async () => {
      expect(await preview('brand-a', catalogue.yoga, session)).toMatchObject({
        business: businessA,
        service: { name: 'Yoga', description: '' },
      });
      const starts = ((await preview(null, null, session)) as { starts_at: string }).starts_at;
      expect(Date.parse(starts)).toBe(Date.parse('2031-07-01T17:30:00Z'));
      expect(await preview(null, catalogue.massage, null)).toEqual({
        business: businessA,
        service: { name: 'Massage', description: '' },
        starts_at: null,
      });
      expect(await preview('brand-a', null, null)).toEqual({
        business: businessA,
        service: null,
        starts_at: null,
      });
    });

    it('falls back to the business for ids it does not have, and to nothing for unknown ones', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect(await preview('brand-a', unknown, unknown)).toEqual({
        business: businessA,
        service: null,
        starts_at: null,
      });
      // Another business's service under this business's address is not shown as this one's.
      expect(await preview('brand-b', catalogue.yoga, null)).toMatchObject({
        business: { slug: 'brand-b' },
        service: null,
      });
      expect(await preview('no-such-business', null, null)).toBeNull();
      expect(await preview(null, unknown, null)).toBeNull();
    });

    it('may be called by the server only, not through the data API', async () => {
      for (const role of ['anon', 'authenticated'] as const) {
        await expect(
          withRequestRole(server.db, { role, claims: { role } }, (tx) =>
            tx.query('select app.link_preview($1, null, null)', ['brand-a']),
          ),
        ).rejects.toThrow(/permission denied/);
      }
    });
  });

  describe('link previews of the served page', () => {
    const metaOf = (html: string, key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];

    it('names the session, the business and its logo in a shared session link', async () => {
      const logo = await uploadBusinessLogo(a.owner.client, a.id, png(), null, en);
      const url = `${server.url}/client-access/register/group-options/?tenant=brand-a&service_id=${catalogue.yoga}&booking_id=${session}`;
      // A start as the reader's English writes it (a reader who names none gets the US's).
      const response = await fetch(url, { headers: { 'accept-language': 'en-GB' } });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(metaOf(html, 'og:title')).toBe('Yoga, Tue 1 Jul, 18:30 · Studio brand-a');
      expect(html).toContain('<title>Yoga, Tue 1 Jul, 18:30 · Studio brand-a</title>');
      expect(metaOf(html, 'og:description')).toBe(
        'Yoga by the river. At Studio brand-a. Book online.',
      );
      expect(metaOf(html, 'og:image')).toBe(
        `${server.url}/storage/v1/object/public/business-brand/${logo.brand_logo ?? ''}`,
      );
      expect(metaOf(html, 'og:url')).toBe(url.replaceAll('&', '&amp;'));
      expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
      // The app's settings are still written in.
      expect(html).toContain('<script id="app-config" type="application/json">');
      await removeBusinessLogo(a.owner.client, a.id, logo.brand_logo ?? '', en);
    });

    it("escapes a business's words, and falls back to the business's and the product's preview", async () => {
      await a.owner.client.from('tenants').update({ name: `Tom's "<Studio>" $&` }).eq('id', a.id);
      const html = await (
        await fetch(`${server.url}/client-access/register/?tenant=brand-a&service=not-an-id`)
      ).text();
      expect(metaOf(html, 'og:title')).toBe(
        'Book with Tom&#39;s &quot;&lt;Studio&gt;&quot; $&amp;',
      );
      expect(metaOf(html, 'og:image')).toBe(`${server.url}/og-default.png`);
      expect(html).not.toContain('<Studio>');
      await a.owner.client.from('tenants').update({ name: 'Studio brand-a' }).eq('id', a.id);

      const unknown = await (
        await fetch(
          `${server.url}/client-access/register/private-options?tenant=nobody&service_id=x`,
        )
      ).text();
      expect(metaOf(unknown, 'og:title')).toBe('Booking Platform');
      // Pages outside the booking flow keep the plain page.
      const other = await (await fetch(`${server.url}/t/settings/`)).text();
      expect(other).not.toContain('og:title');
      expect(other).toContain('<title>Booking Platform</title>');
    });

    it('describes the business in its own words on every page a visitor may land on', async () => {
      await a.owner.client
        .from('tenants')
        .update({ address: '1 Quay <Street>\nBristol' })
        .eq('id', a.id);
      const described = async (path: string) => {
        const html = await (await fetch(`${server.url}${path}`)).text();
        expect(html).not.toContain('Bookings and scheduling');
        expect(html).not.toContain('<Street>');
        expect(html.match(/<meta name="description"/g)).toHaveLength(1);
        expect(metaOf(html, 'og:site_name')).toBe('Studio brand-a');
        const description = metaOf(html, 'description');
        expect(metaOf(html, 'og:description')).toBe(description);
        expect(metaOf(html, 'twitter:description')).toBe(description);
        return description;
      };
      const business =
        'Studio brand-a offers Massage and Yoga at 1 Quay &lt;Street&gt;, Bristol. Yoga by the river. Book online.';
      expect(await described('/client-access/register/?tenant=brand-a')).toBe(business);
      expect(await described('/embed/?tenant=brand-a')).toBe(business);
      // One service or session: its own words (none here, so the business's), whose and where.
      const service =
        'Yoga by the river. At Studio brand-a, 1 Quay &lt;Street&gt;, Bristol. Book online.';
      for (const path of [
        `/client-access/register/private-options?tenant=brand-a&service_id=${catalogue.massage}`,
        `/client-access/register/group-options/?tenant=brand-a&service_id=${catalogue.yoga}&booking_id=${session}`,
        `/client-access/register/group-options/${catalogue.dropIn}?tenant=brand-a&service_id=${catalogue.yoga}&booking_id=${session}`,
      ]) {
        expect(await described(path)).toBe(service);
      }
      await a.owner.client.from('tenants').update({ address: null }).eq('id', a.id);
    });
  });

  describe('the websites that may frame the booking pages (issue 19, point 4)', () => {
    const frameAncestors = async (path: string) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      return /frame-ancestors ([^;]*)/.exec(
        response.headers.get('content-security-policy') ?? '',
      )?.[1];
    };

    it('lets an owner name them, shows them to anyone, and lets only them frame the booking pages', async () => {
      const origins = ['https://fjord.example', 'http://localhost:8080'];
      expect(await saveEmbedOrigins(a.owner.client, a.id, origins, en)).toEqual(origins);
      const { data } = await keyClient(server)
        .from('tenant_directory')
        .select('embed_origins')
        .eq('slug', 'brand-a')
        .single();
      expect(data).toEqual({ embed_origins: origins });

      for (const path of [
        '/client-access/register/?tenant=brand-a',
        `/client-access/register/private-options?tenant=brand-a&service_id=${catalogue.massage}`,
        `/client-access/register/group-options/?tenant=brand-a&booking_id=${session}`,
      ]) {
        expect(await frameAncestors(path)).toBe('https://fjord.example http://localhost:8080');
      }
      // Another business's pages, the rest of the client area and the staff area: no one.
      expect(await frameAncestors('/client-access/register/?tenant=brand-b')).toBe("'none'");
      expect(await frameAncestors('/client-access/?tenant=brand-a')).toBe("'none'");
      expect(await frameAncestors('/t/settings/')).toBe("'none'");
      expect(await frameAncestors('/embed/?tenant=brand-b')).toBe('*');
      await saveEmbedOrigins(a.owner.client, a.id, [], en);
      expect(await frameAncestors('/client-access/register/?tenant=brand-a')).toBe("'none'");
    });

    it('refuses websites from anyone but an owner, and ones of the wrong shape', async () => {
      await expect(
        saveEmbedOrigins(a.staff.client, a.id, ['https://staff.example'], en),
      ).rejects.toThrow('Only an owner can change the business’s websites.');
      for (const wrong of [
        ['https://fjord.example/path'],
        ['HTTPS://FJORD.EXAMPLE'],
        ["https://x.example 'unsafe-inline'"],
        ['https://x.example https://y.example'],
        ['*'],
        ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `https://${name}.example`),
      ]) {
        await expect(saveEmbedOrigins(a.owner.client, a.id, wrong, en)).rejects.toThrow(
          'Some of the values are not allowed.',
        );
      }
    });
  });
});
