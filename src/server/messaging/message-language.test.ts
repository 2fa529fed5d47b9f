import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpSink } from '../test-support/smtp-sink.ts';
import {
  deploymentSettings,
  startTestServerOn,
  type TestServer,
} from '../test-support/start-test-server.ts';
import { createTestCatalogue, type TestCatalogue } from '../test-support/test-catalogue.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import { createTestTenant, type TestTenant } from '../test-support/test-tenants.ts';
import { createTestUser, testAccessToken } from '../test-support/test-users.ts';

// Issue 34, point 3 (docs/decisions/0057): every message in its recipient's language, read off
// a real SMTP server that the test server's own outbox worker sends to. A client whose account
// chose German gets the booking confirmation in German; a visitor who signed up in German
// (Accept-Language) does too; a business's wording written in English only never reaches them:
// they get our German; an English client gets the business's English wording.

const hour = 3600 * 1000;

/** The words of an RFC 2047 header ("=?UTF-8?Q?...?=") and quoted-printable text, decoded. */
function decodeWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : quotedPrintable(text.replaceAll('_', ' ')),
    );
}
function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  const plain = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < plain.length; i++) {
    const hex = plain.slice(i + 1, i + 3);
    if (plain[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(plain[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A received email's subject, Content-Language and plain-text part, decoded. */
function readEmail(raw: string) {
  const head = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) =>
    new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const textPart =
    /Content-Type: text\/plain; charset=utf-8\r?\nContent-Transfer-Encoding: quoted-printable\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(
      raw,
    )?.[1] ?? '';
  return {
    subject: decodeWords(header('Subject')),
    language: header('Content-Language'),
    text: quotedPrintable(textPart).replace(/\r\n/g, '\n'),
  };
}

describe.each(testDatabaseKinds)('messages in the recipient’s language on %s', (kind) => {
  const smtp = smtpSink();
  const { received } = smtp;
  let server: TestServer;
  let a: TestTenant;
  let catalogue: TestCatalogue;
  let session: string;

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    server = await startTestServerOn(kind, {
      SMTP_URL: smtpUrl,
      SITE_URL: 'https://book.example.com',
      PAYMENTS_ENCRYPTION_KEY: deploymentSettings.PAYMENTS_ENCRYPTION_KEY,
      MESSAGE_POLL_SECONDS: '1',
    });
    a = await createTestTenant(server, 'sprachen');
    catalogue = await createTestCatalogue(a, 10);
    const starts = Date.now() + 48 * hour;
    const { data, error } = await a.staff.client
      .from('bookings')
      .insert({
        tenant_id: a.id,
        service_id: catalogue.yoga,
        starts_at: new Date(starts).toISOString(),
        ends_at: new Date(starts + hour).toISOString(),
        capacity: 10,
      })
      .select('id')
      .single<{ id: string }>();
    if (error) throw new Error(error.message);
    session = data.id;
  });
  afterAll(async () => {
    await server.stop();
    await smtp.stop();
  });

  /** The confirmation that reached `to`, once the worker has sent it. */
  const confirmationTo = async (to: string) => {
    await expect
      .poll(() => received.some((message) => message.to === to), { timeout: 20_000 })
      .toBe(true);
    return readEmail(received.find((message) => message.to === to)?.raw ?? '');
  };

  /** A client who books the session for themselves, as the SPA does. */
  const book = async (client: { client: TestTenant['owner']['client'] }) => {
    const enrolled = await client.client.rpc('enroll', {
      booking_id: session,
      option_id: catalogue.dropIn,
    });
    expect(enrolled.error).toBeNull();
  };

  it('confirms a booking in German to a client whose account chose German', async () => {
    await server.db.query(
      `update auth.users set raw_user_meta_data = raw_user_meta_data || '{"locale": "de"}'
       where id = $1`,
      [a.client.id],
    );
    await book(a.client);
    const email = await confirmationTo(a.client.email);
    expect(email.subject).toMatch(/^Gebucht: Yoga am /);
    expect(email.language).toBe('de');
    expect(email.text).toContain('Sie sind angemeldet');
    expect(email.text).toContain('Hallo Client of sprachen,');
    expect(email.text).toContain('Ihr Platz ist bestätigt.');
    expect(email.text).toContain('(Ortszeit London)');
    expect(email.text).toContain('Meine Buchungen ansehen: https://book.example.com/client-access');
  });

  it('keeps a visitor’s language from sign-up, and gives our German where the business worded English only', async () => {
    // The business's own wording, in English only (its default language).
    const worded = await a.owner.client.from('message_templates').insert({
      tenant_id: a.id,
      kind: 'place_confirmed',
      subject: 'See you soon, {client_name}',
      body: 'Bring a mat, {client_name}.',
    });
    expect(worded.error).toBeNull();
    const { rows: templates } = await server.db.query<{ locale: string }>(
      'select locale from public.message_templates where tenant_id = $1',
      [a.id],
    );
    expect(templates).toEqual([{ locale: 'en' }]);

    // A visitor joins the business from a German browser: their client record keeps German.
    const visitor = await createTestUser(server, 'besuch@sprachen.test', 'Greta Gast');
    const token = await testAccessToken(server, visitor.id);
    const joined = await fetch(`${server.url}/rest/v1/rpc/join_tenant`, {
      method: 'POST',
      headers: {
        apikey: server.apiKeys.anon,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'accept-language': 'de-AT,de;q=0.9,en;q=0.5',
      },
      body: JSON.stringify({ slug: a.slug }),
    });
    expect(joined.status).toBe(200);
    const record = (await joined.json()) as { locale: string | null };
    expect(record.locale).toBe('de');
    await book(visitor);
    const email = await confirmationTo(visitor.email);
    expect(email.subject).toMatch(/^Gebucht: Yoga am /);
    expect(email.subject).not.toContain('See you soon');
    expect(email.text).toContain('Hallo Greta Gast,');
    expect(email.text).not.toContain('Bring a mat');

    // An English client of the same business gets its English wording.
    const english = await createTestUser(server, 'guest@sprachen.test', 'Eve English');
    expect((await english.client.rpc('join_tenant', { slug: a.slug })).error).toBeNull();
    await book(english);
    const theirs = await confirmationTo(english.email);
    expect(theirs.subject).toBe('See you soon, Eve English');
    expect(theirs.language).toBe('en');
    expect(theirs.text).toContain('Bring a mat, Eve English.');
    // Our layout around their words: our heading, in their language.
    expect(theirs.text).toContain('You are booked');
  });

  it('sends a test in the language the owner previews, with that language’s wording', async () => {
    await a.owner.client.from('message_templates').insert({
      tenant_id: a.id,
      kind: 'reminder',
      locale: 'es',
      subject: 'Te esperamos: {service}',
    });
    const sent = await a.owner.client.rpc('send_test_message', {
      tenant_id: a.id,
      kind: 'reminder',
      locale: 'es',
    });
    expect(sent.error).toBeNull();
    const email = await confirmationTo(a.owner.email);
    expect(email.subject).toBe('Te esperamos: Flow de tarde');
    expect(email.language).toBe('es');
    expect(email.text).toContain('Hola, Sam Ejemplo:');
  });
});
