import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBookingPage } from '../../src/server/booking-page/read-booking-page.ts';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import { keyClient } from '../../src/server/test-support/supabase-client.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';

// Migration 0150 and the views catalogue_services, catalogue_options, catalogue_sessions,
// booking_policies and staff_profiles (docs/decisions/0028): a business's booking page, to
// anyone. Which callers may read them at all is the isolation matrix; this is which rows. And
// the server's first screen of the page (docs/decisions/0036) and of the embed page (0055),
// which read them as anyone does.

const hour = 3600 * 1000;
// Whole names with a space: the page holds base64 (the anon key), which may spell 'Ben'.
const clientNames = ['Ada Quill', 'Ben Oakes', 'Cleo Marsh'];
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
type Row = Record<string, unknown>;

describe.each(testDatabaseKinds)('the public booking page on %s', (kind) => {
  let server: TestServer;
  let webDir: string;
  let a: TestTenant;
  const ids: Record<string, string> = {};

  const insert = async (table: string, values: Row) => {
    const columns = Object.keys(values);
    const { rows } = await server.db.query<Row & { id: string }>(
      `insert into public.${table} (${columns.join(', ')})
       values (${columns.map((_, index) => `$${index + 1}`).join(', ')}) returning *`,
      Object.values(values),
    );
    return rows[0] as Row & { id: string };
  };

  beforeAll(async () => {
    // The served page is the app's index.html; the built app is not needed around it.
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-web-'));
    fs.copyFileSync('src/web/index.html', path.join(webDir, 'index.html'));
    server = await startTestServerOn(kind, { WEB_DIR: webDir });
    a = await createTestTenant(server, 'public-a');
    const tenant_id = a.id;
    const staff = (
      await server.db.query<{ id: string; user_id: string | null }>(
        'select id, user_id from public.staff where tenant_id = $1',
        [tenant_id],
      )
    ).rows;
    ids.teacher = staff.find((row) => row.user_id === a.staff.id)?.id ?? '';
    ids.gone = (await insert('staff', { tenant_id, display_name: 'Gone', active: false })).id;
    const service = (name: string, kind: string, active = true) =>
      insert('services', {
        tenant_id,
        kind,
        name,
        duration_minutes: 60,
        capacity: kind === 'group' ? 2 : 1,
        active,
      });
    ids.yoga = (await service('Yoga', 'group')).id;
    ids.retired = (await service('Retired class', 'group', false)).id;
    ids.massage = (await service('Massage', 'private')).id;
    await insert('service_staff', { tenant_id, service_id: ids.massage, staff_id: ids.teacher });
    await insert('service_staff', { tenant_id, service_id: ids.massage, staff_id: ids.gone });
    for (const staff_id of [ids.teacher, ids.gone]) {
      for (let weekday = 1; weekday <= 7; weekday += 1) {
        await insert('staff_hours', {
          tenant_id,
          staff_id,
          weekday,
          starts_at: '09:00',
          ends_at: '17:00',
        });
      }
    }
    const option = (service_id: string, kind: string, name: string, active = true) =>
      insert('service_options', {
        tenant_id,
        service_id,
        kind,
        name,
        price_minor: 1500,
        currency: 'GBP',
        active,
        ...(kind === 'pack' ? { credits: 5, validity_days: 30 } : {}),
      });
    ids.dropIn = (await option(ids.yoga, 'drop_in', 'Drop-in')).id;
    ids.oldPack = (await option(ids.yoga, 'pack', 'Old pack', false)).id;
    ids.retiredDropIn = (await option(ids.retired, 'drop_in', 'Retired drop-in')).id;
    ids.variant = (await option(ids.massage, 'variant', '60 minutes')).id;
    const session = (offset: number, service_id = ids.yoga, status = 'scheduled') =>
      insert('bookings', {
        tenant_id,
        service_id,
        starts_at: at(offset),
        ends_at: at(offset + hour),
        capacity: 2,
        status,
        cancelled_at: status === 'cancelled' ? at(0) : null,
        staff_id: ids.teacher,
      });
    ids.upcoming = (await session(48 * hour)).id;
    ids.past = (await session(-48 * hour)).id;
    ids.cancelled = (await session(72 * hour, ids.yoga, 'cancelled')).id;
    ids.ofRetired = (await session(96 * hour, ids.retired)).id;
    const clients = await Promise.all(
      clientNames.map((full_name) => insert('clients', { tenant_id, full_name })),
    );
    const place = (client: { id: string }, status: string, waitlist_position: number | null) =>
      insert('enrollments', {
        tenant_id,
        booking_id: ids.upcoming,
        client_id: client.id,
        status,
        option_id: ids.dropIn,
        waitlist_position,
      });
    await place(clients[0] as { id: string }, 'confirmed', null);
    await place(clients[1] as { id: string }, 'confirmed', null);
    await place(clients[2] as { id: string }, 'waitlisted', 1);
    await server.db.query(
      `update public.tenants set phone_required_to_book = true, late_cancel_fee_minor = 500
       where id = $1`,
      [tenant_id],
    );
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const anon = () => keyClient(server);

  it('shows active services with the active staff who deliver them', async () => {
    const { data, error } = await anon()
      .from('catalogue_services')
      .select('id, name, kind, staff_ids')
      .eq('tenant_id', a.id)
      .order('name');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: ids.massage, name: 'Massage', kind: 'private', staff_ids: [ids.teacher] },
      { id: ids.yoga, name: 'Yoga', kind: 'group', staff_ids: [] },
    ]);
  });

  it('shows the active options of active services only', async () => {
    const { data } = await anon()
      .from('catalogue_options')
      .select('id')
      .eq('tenant_id', a.id)
      .order('name');
    expect((data as { id: string }[]).map((row) => row.id).sort()).toEqual(
      [ids.dropIn, ids.variant].sort(),
    );
  });

  it('shows upcoming scheduled sessions of active group services with their fill', async () => {
    const { data } = await anon()
      .from('catalogue_sessions')
      .select('id, service_name, staff_name, capacity, taken, confirmed_count, waitlist_count')
      .eq('tenant_id', a.id);
    expect(data).toEqual([
      {
        id: ids.upcoming,
        service_name: 'Yoga',
        staff_name: 'Staff of public-a',
        capacity: 2,
        taken: 2,
        confirmed_count: 2,
        waitlist_count: 1,
      },
    ]);
  });

  it('shows the booking policy and the public profiles of active staff', async () => {
    const policy = await anon()
      .from('booking_policies')
      .select('late_cancel_fee_minor, phone_required_to_book, documents_before_first_booking')
      .eq('tenant_id', a.id)
      .single();
    expect(policy.data).toEqual({
      late_cancel_fee_minor: 500,
      phone_required_to_book: true,
      documents_before_first_booking: false,
    });
    const staff = await anon()
      .from('staff_profiles')
      .select('display_name')
      .eq('tenant_id', a.id)
      .order('display_name');
    expect(staff.data).toEqual([
      { display_name: 'Owner of public-a' },
      { display_name: 'Staff of public-a' },
    ]);
  });

  it('gives anyone the free times of an active private service, naming no one', async () => {
    const answer = await anon().rpc('available_slots', {
      service_id: ids.massage,
      option_id: ids.variant,
      from: at(hour),
      to: at(8 * 24 * hour),
    });
    expect(answer.error).toBeNull();
    const slots = answer.data as Row[];
    expect(slots.length).toBeGreaterThan(0);
    expect(Object.keys(slots[0] as Row).sort()).toEqual(['ends_at', 'staff_id', 'starts_at']);
    expect(new Set(slots.map((slot) => slot.staff_id))).toEqual(new Set([ids.teacher]));
    const group = await anon().rpc('available_slots', {
      service_id: ids.yoga,
      option_id: ids.dropIn,
      from: at(hour),
      to: at(48 * hour),
    });
    expect(group.error?.code).toBe('not_bookable');
  });

  it('keeps every table closed to anyone signed out', async () => {
    for (const table of ['services', 'bookings', 'enrollments', 'clients', 'tenants', 'staff']) {
      const answer = await anon().from(table).select();
      expect({ table, status: answer.status, code: answer.error?.code }).toEqual({
        table,
        status: 401,
        code: '42501',
      });
    }
  });

  describe("the server's first screen", () => {
    it('reads what a visitor may see: bookable services, upcoming sessions with their fill', async () => {
      const page = await readBookingPage(server.db, 'public-a');
      expect(page?.business).toMatchObject({ id: a.id, slug: 'public-a', currency: 'GBP' });
      expect(
        page?.services.map((service) => [service.name, service.options.map((o) => o.id)]),
      ).toEqual([
        ['Massage', [ids.variant]],
        ['Yoga', [ids.dropIn]],
      ]);
      const massage = page?.services[0];
      expect(massage?.nextFree).toBeInstanceOf(Date);
      expect(page?.services[1]?.nextFree).toBeNull();
      expect(page?.sessions).toEqual([
        expect.objectContaining({ id: ids.upcoming, capacity: 2, taken: 2, waitlist_count: 1 }),
      ]);
      expect(page?.waitlistOpen).toBe(true);
      expect(await readBookingPage(server.db, 'no-such-business')).toBeNull();
    });

    it('serves the catalogue as HTML that loads no SPA file and names no client', async () => {
      const response = await fetch(`${server.url}/client-access/register/?tenant=public-a`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<h2 id="group-heading">Group classes</h2>');
      expect(html).toContain('Full, join the waitlist · 1 waiting');
      expect(html).toContain(`booking_id=${ids.upcoming}`);
      expect(html).not.toContain('Retired class');
      for (const name of clientNames) expect(html).not.toContain(name);
      expect(html).not.toMatch(/<script type="module"/);
      // An address no business has, and the other screens, are the SPA's.
      for (const other of ['/client-access/register/?tenant=no-such-business', '/client-access/']) {
        expect(await (await fetch(`${server.url}${other}`)).text()).toMatch(
          /<script type="module"/,
        );
      }
    });

    it('serves the same timetable and prices as the embed page, for any site to frame', async () => {
      const response = await fetch(`${server.url}/embed/?tenant=public-a`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain('frame-ancestors *');
      const html = await response.text();
      expect(html).toContain('<h1 class="bp-mark">');
      expect(html).toContain('Full, join the waitlist · 1 waiting');
      expect(html).toContain('£15.00');
      expect(html).toContain(
        `href="/client-access/register/group-options/?tenant=public-a&amp;service_id=${ids.yoga}&amp;booking_id=${ids.upcoming}"`,
      );
      expect(html).toContain('<base target="_blank" />');
      expect(html).toContain('<script id="embed-websites" type="application/json">[]</script>');
      expect(html).not.toContain('Retired class');
      for (const name of clientNames) expect(html).not.toContain(name);
      // Nothing of the SPA, nor its settings: nothing on the page acts as the visitor.
      expect(html).not.toMatch(/<script type="module"|app-config|booking-page\.js/);
      // The booking step it links to stays unframable by sites the business did not name.
      const step = await fetch(
        `${server.url}/client-access/register/group-options/?tenant=public-a&booking_id=${ids.upcoming}`,
      );
      expect(step.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

      const unknown = await fetch(`${server.url}/embed?tenant=no-such-business`);
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toContain('No business has the address “no-such-business”.');
      const missing = await fetch(`${server.url}/embed/`);
      expect(missing.status).toBe(400);
      expect(await missing.text()).toContain('needs the address of a business');
    });

    // Issue 34: a visitor without an account reads the page in the first of their browser's
    // languages that the product speaks, else in the business's default (tenants.locale).
    it("speaks the visitor's language among the four, else the business's", async () => {
      const page = async (path: string, acceptLanguage: string) =>
        (
          await fetch(`${server.url}${path}`, { headers: { 'accept-language': acceptLanguage } })
        ).text();
      const bookingPage = '/client-access/register/?tenant=public-a';

      // Caches keep a copy per language.
      for (const path of [bookingPage, '/embed/?tenant=public-a']) {
        const vary = (await fetch(`${server.url}${path}`)).headers.get('vary') ?? '';
        expect(vary.toLowerCase()).toContain('accept-language');
      }
      const german = await page(bookingPage, 'fr-CH, de-DE;q=0.9, en;q=0.8');
      expect(german).toContain('<html lang="de-DE" dir="ltr">');
      expect(german).toContain('<h2 id="group-heading">Gruppenkurse</h2>');
      expect(german).toContain('Ausgebucht, Warteliste offen · 1 Person wartet');
      expect(german).toContain('15,00\u00a0£');
      expect(german).toContain('<meta name="description" content="Studio public-a bietet');

      const spanish = await page('/embed/?tenant=public-a', 'es-MX,es;q=0.9');
      expect(spanish).toContain('<html lang="es-MX" dir="ltr">');
      expect(spanish).toContain('<h2 id="group-heading">Clases en grupo</h2>');
      expect(spanish).toContain('Al elegir, la reserva continúa en una pestaña nueva.');

      const arabic = await page(bookingPage, 'ar');
      expect(arabic).toContain('<html lang="ar" dir="rtl">');
      expect(arabic).toContain('<h2 id="group-heading">حصص جماعية</h2>');
      expect(arabic).toContain('<title>احجز لدى');

      const unknown = await fetch(`${server.url}/embed/?tenant=nobody`, {
        headers: { 'accept-language': 'de' },
      });
      expect(await unknown.text()).toContain('Unter der Adresse „nobody“ gibt es keinen Anbieter.');

      await a.owner.client.from('tenants').update({ locale: 'es' }).eq('id', a.id);
      try {
        for (const header of ['fr-FR, fr;q=0.9', '']) {
          const french = await page(bookingPage, header);
          expect(french).toContain('<html lang="es" dir="ltr">');
          expect(french).toContain('<h1>Reservar</h1>');
        }
        // A language the visitor names still comes first.
        expect(await page(bookingPage, 'en-GB')).toContain('<h1>Book</h1>');
      } finally {
        await a.owner.client.from('tenants').update({ locale: 'en' }).eq('id', a.id);
      }
    });

    it("keeps a business's language to the four the product speaks", async () => {
      const { error } = await a.owner.client
        .from('tenants')
        .update({ locale: 'fr' })
        .eq('id', a.id);
      expect(error?.code).toBe('23514');
      const { data } = await keyClient(server)
        .from('tenant_directory')
        .select('locale')
        .eq('slug', 'public-a')
        .single();
      expect(data).toEqual({ locale: 'en' });
    });
  });
});
