import { describe, expect, it } from 'vitest';
import { readOneClickRequest } from './one-click-request.ts';

describe('readOneClickRequest', () => {
  it('accepts the RFC 8058 body with a token', () => {
    expect(readOneClickRequest(' abc ', { 'List-Unsubscribe': 'One-Click' })).toEqual({
      ok: true,
      token: 'abc',
    });
  });

  it('refuses a POST without the one-click field, or with another value', () => {
    for (const form of [null, {}, { 'List-Unsubscribe': 'one-click' }, { other: 'One-Click' }]) {
      expect(readOneClickRequest('abc', form)).toMatchObject({
        ok: false,
        status: 400,
        code: 'one_click_body_missing',
      });
    }
  });

  it('refuses an address without a token', () => {
    for (const token of [undefined, '', '  ']) {
      expect(readOneClickRequest(token, { 'List-Unsubscribe': 'One-Click' })).toMatchObject({
        ok: false,
        code: 'token_missing',
      });
    }
  });
});
