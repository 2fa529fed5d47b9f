import { describe, expect, it } from 'vitest';
import { readOneClickRequest } from './one-click-request.ts';

const token = `${'Ab0_-'.repeat(12)}Zz9-`;

describe('readOneClickRequest', () => {
  it('accepts the RFC 8058 body with a token', () => {
    expect(readOneClickRequest(` ${token} `, { 'List-Unsubscribe': 'One-Click' })).toEqual({
      ok: true,
      token,
    });
  });

  it('refuses a POST without the one-click field, or with another value', () => {
    for (const form of [null, {}, { 'List-Unsubscribe': 'one-click' }, { other: 'One-Click' }]) {
      expect(readOneClickRequest(token, form)).toMatchObject({
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

  it('answers a token of another shape as one we did not send, never asking the database', () => {
    for (const other of [
      token.slice(1),
      `${token}A`,
      `${token.slice(1)}\u0000`,
      `${token.slice(1)}=`,
    ]) {
      expect(readOneClickRequest(other, { 'List-Unsubscribe': 'One-Click' })).toEqual({
        ok: false,
        status: 404,
        code: 'unsubscribe_not_found',
        message: 'This unsubscribe link is not one we sent: open it again from the email, whole.',
      });
    }
  });
});
