import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { demoApi } from './demo-records.ts';
import { newAccount, newOwner } from './new-client.ts';
import { demoClient, signIn } from './stored-session.ts';

// Issue 19, points 3 and 4, and issue 33, point 1: an owner gives the business a logo and an
// accent colour, copies the embed snippet and names its website; that website (a server of its
// own, on another origin) embeds it, the iframe fits its content and shows the business's
// timetable, and the booking continues inside the frame. On a site not named, or where the
// browser blocks storage inside the frame, the timetable shows all the same and the booking
// continues in a new tab, at the session chosen. And the client area's header is the business's.

/** A logo as a PNG, drawn by the browser: a coloured mark and two letters. */
async function drawLogo(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 160, height: 48 } });
  await page.setContent(
    `<body style="margin:0"><div style="width:160px;height:48px;display:flex;align-items:center;gap:8px;font:bold 24px sans-serif;color:#0b7285"><div style="width:40px;height:40px;border-radius:50%;background:#0b7285"></div>Fjord</div></body>`,
  );
  const png = await page.screenshot({ omitBackground: true });
  await page.close();
  return png;
}

/** Another website: one page with the snippet in it, on a port of its own. */
async function hostSite(snippet: string, name = 'Fjord Studio') {
  const server = http.createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${name}</title></head><body style="font-family:Georgia,serif;margin:0 auto;padding:16px;max-width:960px;background:#f4efe6"><h1>${name}, on its own site</h1><p>Our week, our prices: book below.</p>${snippet}<p>Footer of the site</p></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // Another origin on the same site (127.0.0.1): the browser lets the frame keep storage.
    url: `http://127.0.0.1:${port}/`,
    // Another site (localhost), as a business's own domain is: a browser that blocks
    // third-party storage blocks it here (Chromium with third-party cookies blocked does).
    otherSiteUrl: `http://localhost:${port}/`,
    close: () => server.close(),
  };
}

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** The height the embedding page gave the iframe, in px. */
const frameHeight = (iframe: Locator) =>
  iframe.evaluate((element) => element.getBoundingClientRect().height);

/** The snippet's starting height (embed-snippet.ts), before the page inside reports its own. */
const snippetHeight = 600;

/** A group class with one session tomorrow, through the data API as the business's owner. */
async function oneClass(page: Page, owner: { session: { access_token: string } }, id: string) {
  const config = (await (await page.request.get('/config.json')).json()) as { anonKey: string };
  const headers = {
    apikey: config.anonKey,
    authorization: `Bearer ${owner.session.access_token}`,
    prefer: 'return=representation',
    accept: 'application/vnd.pgrst.object+json',
  };
  const insert = async (table: string, data: object) => {
    const answer = await page.request.post(`/rest/v1/${table}`, { headers, data });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as { id: string };
  };
  const service = await insert('services', {
    tenant_id: id,
    kind: 'group',
    name: 'Open Water Yoga',
    duration_minutes: 60,
    capacity: 8,
  });
  await insert('service_options', {
    tenant_id: id,
    service_id: service.id,
    kind: 'drop_in',
    name: 'Drop-in',
    price_minor: 1200,
  });
  const starts = new Date(Date.now() + 86_400_000);
  starts.setUTCHours(17, 0, 0, 0);
  const session = await insert('bookings', {
    tenant_id: id,
    service_id: service.id,
    starts_at: starts.toISOString(),
    ends_at: new Date(starts.getTime() + 3_600_000).toISOString(),
    capacity: 8,
  });
  return { serviceId: service.id, sessionId: session.id };
}

test('an owner brands the booking page and embeds it in another website', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const logo = await drawLogo(browser);
  const owner = await newOwner(page, 'Fjord Studio');
  const { slug } = owner.tenant;
  const openWater = await oneClass(page, owner, owner.tenant.id);
  await owner.signInApp();

  await page.goto('/t/settings/');
  await page.getByRole('link', { name: 'Booking page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking page' })).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles({
    name: 'fjord.png',
    mimeType: 'image/png',
    buffer: logo,
  });
  await expect(page.getByText('The logo is saved.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your logo' })).toBeVisible();

  // A blue a little too light for white text: darkened to the nearest readable shade.
  const colour = page.getByRole('textbox', { name: 'Accent colour' });
  await colour.fill('#228be6');
  await expect(page.getByText('Darkened to be readable')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page
    .getByRole('textbox', { name: 'Short description' })
    .fill('Small-group classes by the water.');
  await page.getByRole('button', { name: 'Save brand' }).click();
  await expect(page.getByText('The brand is saved.')).toBeVisible();
  const saved = await colour.inputValue();
  expect(saved).toMatch(/^#[0-9a-f]{6}$/);
  expect(saved).not.toBe('#228be6');
  // A pale yellow cannot be darkened into itself: refused, with the reason.
  await colour.fill('#ffff99');
  await page.getByRole('button', { name: 'Save brand' }).click();
  await expect(page.getByText(/#ffff99 has a contrast of 1\.0:1 with white/)).toBeVisible();
  await colour.fill(saved);

  await expect(page.getByRole('textbox', { name: 'Link to your booking page' })).toHaveValue(
    `http://127.0.0.1:${new URL(page.url()).port}/client-access/register/?tenant=${slug}`,
  );
  await expect(page.getByRole('img', { name: /^QR code of / })).toBeVisible();
  await page.getByRole('button', { name: 'Copy the snippet' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  expect(snippet).toContain(`/embed/?tenant=${slug}`);
  expect(snippet).toContain('/embed.js');
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await shoot(page, 'settings-booking-page-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'settings-booking-page-390');

  const site = await hostSite(snippet);
  try {
    // The owner names the site: the booking then happens inside the card there.
    const websites = page.getByRole('textbox', { name: 'Your websites' });
    await websites.fill(`${site.url}classes\nnot a website`);
    await page.getByRole('button', { name: 'Save websites' }).click();
    await expect(page.getByText('“not a website” is not a website address')).toBeVisible();
    await websites.fill(`${site.url}classes`);
    await page.getByRole('button', { name: 'Save websites' }).click();
    await expect(page.getByText('The websites are saved.')).toBeVisible();
    await expect(websites).toHaveValue(new URL(site.url).origin);

    const visitor = await browser.newPage();
    await visitor.goto(site.url);
    const iframe = visitor.locator('iframe[data-booking-embed]');
    const frame = visitor.frameLocator('iframe[data-booking-embed]');
    await expect(frame.getByRole('heading', { level: 1, name: 'Fjord Studio' })).toBeVisible();
    await expect(frame.getByRole('heading', { level: 1 }).locator('img')).toBeVisible();
    await expect(frame.getByText('Small-group classes by the water.')).toBeVisible();
    const session = frame.getByRole('article', { name: 'Open Water Yoga' }).getByRole('link');
    await expect(session).toContainText('8 places left');
    await expect(frame.getByText('£12.00')).toBeVisible();
    // On the named site the booking stays here: no word of a new tab.
    await expect(frame.getByText('continues in a new tab')).toHaveCount(0);
    // The iframe was fitted to the page inside it.
    await expect.poll(() => frameHeight(iframe)).not.toBe(snippetHeight);
    const inside = visitor.frames().find((f) => f.url().includes('/embed/'));
    const contentHeight = await inside?.evaluate(() => document.documentElement.scrollHeight);
    const cardHeight = await frameHeight(iframe);
    expect(Math.abs(cardHeight - (contentHeight ?? 0))).toBeLessThanOrEqual(1);
    await shoot(visitor, 'embedded-on-its-own-site');
    await session.click();
    // The booking page itself, inside the frame (the server lets this site frame it), fitted.
    await expect(frame.getByRole('heading', { level: 1, name: 'Choose how to pay' })).toBeVisible();
    await expect(frame.getByText('Fjord Studio').first()).toBeVisible();
    await expect(frame.getByRole('link', { name: /Drop-in/ })).toBeVisible();
    // The app reports its own height once its screen has loaded (about 380 KiB first, which a
    // busy machine takes a while over): the iframe then fits it, with nothing to scroll inside.
    const booking = () => visitor.frames().find((f) => f.url().includes('/group-options/'));
    await expect
      .poll(
        async () => {
          const inner = await booking()?.evaluate(() => document.documentElement.scrollHeight);
          return Math.abs((await frameHeight(iframe)) - (inner ?? 0));
        },
        { timeout: 30_000 },
      )
      .toBeLessThanOrEqual(1);
    await shoot(visitor, 'booking-inside-the-frame');
    await visitor.close();

    // A site the business did not name: the timetable shows all the same, and the session
    // chosen opens in a new tab (the booking pages may not be framed there).
    const stranger = await browser.newPage();
    await stranger.goto(site.otherSiteUrl);
    const strangerFrame = stranger.frameLocator('iframe[data-booking-embed]');
    await expect(strangerFrame.getByText('£12.00')).toBeVisible();
    await expect(
      strangerFrame.getByText('When you choose, your booking continues in a new tab.'),
    ).toBeVisible();
    const [chosen] = await Promise.all([
      stranger.waitForEvent('popup'),
      strangerFrame.getByRole('article', { name: 'Open Water Yoga' }).getByRole('link').click(),
    ]);
    await expect(
      chosen.getByRole('heading', { level: 1, name: 'Choose how to pay' }),
    ).toBeVisible();
    expect(new URL(chosen.url()).searchParams.get('booking_id')).toBe(openWater.sessionId);
    await stranger.close();

    // Storage blocked inside other sites' frames, as Safari does and Chromium does when
    // third-party cookies are blocked: reading localStorage throws there. Made sure of with an
    // init script, whatever this Chromium's own settings are. Even on the named site, the
    // timetable shows and the booking continues in a new tab.
    const blocked = await browser.newContext();
    await blocked.addInitScript(() => {
      if (window.top === window) return;
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const visitorBlocked = await blocked.newPage();
    await visitorBlocked.goto(site.url);
    const blockedFrame = visitorBlocked.frameLocator('iframe[data-booking-embed]');
    await expect(blockedFrame.getByText('your booking continues in a new tab')).toBeVisible();
    await expect(blockedFrame.getByText('£12.00')).toBeVisible();
    await shoot(visitorBlocked, 'embedded-storage-blocked');
    // axe reads the frame's page too.
    await expectNoSeriousViolations(visitorBlocked);
    const [tab] = await Promise.all([
      visitorBlocked.waitForEvent('popup'),
      blockedFrame.getByRole('article', { name: 'Open Water Yoga' }).getByRole('link').click(),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toContain(`tenant=${slug}`);
    expect(tab.url()).toContain(`booking_id=${openWater.sessionId}`);
    await blocked.close();
  } finally {
    site.close();
  }

  // The embed page on its own passes axe too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/embed/?tenant=${slug}`);
  await expect(page.getByText('Fjord Studio', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the timetable and prices show in the embed on a website the business did not name', async ({
  browser,
  baseURL,
}) => {
  // The snippet as Settings › Booking page gives it (embed-snippet.ts), for the demo's Sunrise
  // Yoga, which names no website.
  const snippet = `<iframe src="${baseURL}/embed/?tenant=sunrise-yoga" title="Book with Sunrise Yoga" data-booking-embed loading="lazy" style="width:100%;max-width:640px;height:${snippetHeight}px;border:0"></iframe>\n<script src="${baseURL}/embed.js" async></script>`;
  const site = await hostSite(snippet, 'Sunrise Yoga');
  // A context of its own, as axe asks.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  try {
    for (const width of [390, 1366]) {
      await visitor.setViewportSize({ width, height: 844 });
      // The page's own origin (another port), not the one the snippet loads from.
      await visitor.goto(site.url);
      const iframe = visitor.locator('iframe[data-booking-embed]');
      const frame = visitor.frameLocator('iframe[data-booking-embed]');
      await expect(frame.getByRole('heading', { level: 1, name: 'Sunrise Yoga' })).toBeVisible();
      const yin = frame.getByRole('article', { name: 'Yin Yoga' });
      await expect(yin.getByRole('link', { name: /places? left|waitlist/ }).first()).toBeVisible();
      await expect(yin.getByText(/£\d+\.\d\d/)).toBeVisible();
      const privateYoga = frame.getByRole('article', { name: 'Private Yoga' });
      await expect(privateYoga.getByText('Next free time:')).toBeVisible();
      await expect(
        frame.getByText('When you choose, your booking continues in a new tab.'),
      ).toBeVisible();
      // The iframe grew to the whole timetable: nothing scrolls inside it.
      await expect.poll(() => frameHeight(iframe)).toBeGreaterThan(snippetHeight);
      const inside = visitor.frames().find((f) => f.url().includes('/embed/'));
      const contentHeight = await inside?.evaluate(() => document.documentElement.scrollHeight);
      expect(Math.abs((await frameHeight(iframe)) - (contentHeight ?? 0))).toBeLessThanOrEqual(1);
      await shoot(visitor, `embed-on-another-site-${width}`);
    }
    await expectNoSeriousViolations(visitor);
    // A search result or a shared link of the page describes the business (issue 33, point 3).
    const page = await (await visitor.request.get(`${baseURL}/embed/?tenant=sunrise-yoga`)).text();
    expect(page).toMatch(
      /<meta name="description" content="Sunrise Yoga offers [^"]+ at 12 Harbour Row, London E1 6AN\. Book online\." \/>/,
    );

    // The session chosen opens in a new tab, exactly there: its ways to pay.
    const frame = visitor.frameLocator('iframe[data-booking-embed]');
    const session = frame
      .getByRole('article', { name: 'Yin Yoga' })
      .getByRole('link', { name: /places? left/ })
      .first();
    const href = new URL((await session.getAttribute('href')) ?? '', baseURL);
    const [sessionTab] = await Promise.all([visitor.waitForEvent('popup'), session.click()]);
    await expect(
      sessionTab.getByRole('heading', { level: 1, name: 'Choose how to pay' }),
    ).toBeVisible();
    const opened = new URL(sessionTab.url());
    expect(opened.pathname).toBe('/client-access/register/group-options/');
    expect(opened.searchParams.get('booking_id')).toBe(href.searchParams.get('booking_id'));
    await sessionTab.close();
    // A private service opens at choosing its time.
    const [privateTab] = await Promise.all([
      visitor.waitForEvent('popup'),
      frame.getByRole('link', { name: 'Book Private Yoga' }).click(),
    ]);
    await expect(
      privateTab.getByRole('heading', { level: 1, name: 'Book a private appointment' }),
    ).toBeVisible();
    await privateTab.close();
  } finally {
    await context.close();
    site.close();
  }
});

test('the client area shows the business’s name, logo and colour', async ({ page, browser }) => {
  const logo = await drawLogo(browser);
  const owner = await newOwner(page, 'Fjord Studio');
  const { slug, id } = owner.tenant;
  // The owner's brand through the data API, as the settings screen saves it (above).
  const config = (await (await page.request.get('/config.json')).json()) as { anonKey: string };
  const headers = {
    apikey: config.anonKey,
    authorization: `Bearer ${owner.session.access_token}`,
  };
  const name = `${id}/logo-e2e.png`;
  const upload = await page.request.post(`/storage/v1/object/business-brand/${name}`, {
    headers: { ...headers, 'content-type': 'image/png' },
    data: logo,
  });
  expect(upload.ok()).toBe(true);
  const update = await page.request.patch(`/rest/v1/tenants?id=eq.${id}`, {
    headers,
    data: { brand_colour: '#0b7285', brand_logo: name },
  });
  expect(update.ok()).toBe(true);

  const client = await newAccount(page);
  await client.rpc('join_tenant', { slug });
  await client.signInApp();
  await page.goto('/client-access');
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Fjord Studio')).toBeVisible();
  await expect(banner.getByTestId('business-logo')).toBeVisible();
  await expect(banner).not.toContainText('Booking Platform');
  // The area takes the business's colour: the navigation's current entry is drawn in it.
  await page.setViewportSize({ width: 1366, height: 900 });
  const current = page
    .getByRole('navigation', { name: 'Client area' })
    .locator('[aria-current="page"]');
  await expect(current).toHaveCSS('color', 'rgb(11, 114, 133)');
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await shoot(page, 'client-header-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'client-header-390');
});

test('staff copy the link of a service and of a session, and a client opens exactly there', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const api = await demoApi(page);
  const [flow] = await api.rows<{ id: string }>('services?select=id&name=eq.Vinyasa%20Flow');
  const [session] = await api.rows<{ id: string }>(
    `bookings?select=id&service_id=eq.${flow?.id ?? ''}&status=eq.scheduled&starts_at=gt.${new Date(Date.now() + 86_400_000).toISOString()}&order=starts_at&limit=1`,
  );
  await signIn(page);
  const copied = () => page.evaluate(() => navigator.clipboard.readText());

  await page.goto(`/t/services/${flow?.id ?? ''}/`);
  await page.getByRole('button', { name: 'Copy link to book this service' }).click();
  const serviceLink = await copied();
  expect(serviceLink).toMatch(
    new RegExp(`/client-access/register/\\?tenant=sunrise-yoga&service=${flow?.id ?? ''}#service-`),
  );
  await page.goto(`/t/bookings/${session?.id ?? ''}/overview/`);
  await page.getByRole('button', { name: 'Copy link to book this session' }).click();
  const sessionLink = await copied();
  expect(sessionLink).toContain(
    `/client-access/register/group-options/?tenant=sunrise-yoga&service_id=${flow?.id ?? ''}&booking_id=${session?.id ?? ''}`,
  );

  await signIn(page, demoClient);
  await page.goto(sessionLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose how to pay' })).toBeVisible();
  await page.goto(serviceLink);
  await expect(
    page.locator(`#service-${flow?.id ?? ''}`).getByRole('heading', { name: 'Vinyasa Flow' }),
  ).toBeInViewport();
});
