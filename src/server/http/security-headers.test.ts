import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers.ts';

describe('contentSecurityPolicy', () => {
  it('lets pages run only scripts of this origin, inline styles allowed, and be framed by no one', () => {
    const policy = contentSecurityPolicy('/t/login', undefined);
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('lets the app reach the public API address when it is another origin', () => {
    const policy = contentSecurityPolicy('/', 'https://api.example.com');
    expect(policy).toContain("connect-src 'self' https://api.example.com wss://api.example.com");
    expect(policy).toContain("img-src 'self' data: blob: https://api.example.com");
  });

  it("lets the client area's pages load Stripe's card form, and only those", () => {
    const client = contentSecurityPolicy('/client-access/register/', undefined);
    expect(client).toContain("script-src 'self' https://js.stripe.com;");
    expect(client).toContain('frame-src https://js.stripe.com https://hooks.stripe.com;');
    expect(client).toContain("connect-src 'self' https://api.stripe.com;");
    for (const path of ['/t/settings/payments', '/embed', '/client-accessx']) {
      expect(contentSecurityPolicy(path, undefined)).not.toContain('stripe');
    }
  });

  it('lets API answers and stored files load and run nothing', () => {
    for (const path of ['/rest/v1/tenants', '/auth/v1/user', '/storage/v1/object/b/x.html']) {
      expect(contentSecurityPolicy(path, undefined)).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
    expect(contentSecurityPolicy('/rest/v1x', undefined)).toContain("script-src 'self'");
  });

  it('lets the payments API and the embedded test provider load and run nothing', () => {
    for (const path of [
      '/payments/v1/payments',
      '/payments/v1/webhooks/t1',
      '/payments/test-provider/authenticate/t1/pi_1',
      '/v1/payment_intents/pi_1/confirm',
      '/v1/nowhere',
    ]) {
      expect(contentSecurityPolicy(path, undefined)).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
    for (const path of ['/paymentsx', '/v1x', '/v2/x']) {
      expect(contentSecurityPolicy(path, undefined)).toContain("script-src 'self'");
    }
  });

  it("lets the client area's card form reach the test provider, at the API's address or its own", () => {
    for (const apiOrigin of [undefined, 'https://api.example.com']) {
      const policy = contentSecurityPolicy('/client-access/register/', apiOrigin);
      expect(policy).toContain(
        `connect-src 'self'${apiOrigin === undefined ? '' : ` ${apiOrigin}`}`,
      );
      expect(policy).toContain("form-action 'self'");
    }
  });

  it('lets any site frame the embed page, and nothing else', () => {
    for (const path of ['/embed', '/embed/']) {
      const policy = contentSecurityPolicy(path, undefined);
      expect(policy).toContain('frame-ancestors *');
      expect(policy).toContain("script-src 'self';");
    }
    for (const path of [
      '/embed/x',
      '/embedded/',
      '/client-access/register/',
      '/client-access/login/',
      '/t/settings/',
      '/embed.js',
      '/storage/v1/object/public/business-brand/a/logo.png',
    ]) {
      expect(contentSecurityPolicy(path, undefined)).toContain("frame-ancestors 'none'");
    }
  });
});

describe('contentSecurityPolicy with the websites a business named', () => {
  it('lets exactly those websites frame its page', () => {
    const policy = contentSecurityPolicy('/client-access/register/', undefined, [
      'https://fjord.example',
      'http://localhost:8080',
    ]);
    expect(policy).toContain('frame-ancestors https://fjord.example http://localhost:8080');
  });

  it('never opens an API answer to framing', () => {
    expect(contentSecurityPolicy('/rest/v1/tenants', undefined, ['https://fjord.example'])).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});
