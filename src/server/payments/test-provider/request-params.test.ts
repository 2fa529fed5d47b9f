import { describe, expect, it } from 'vitest';
import { ProviderError } from './provider-error.ts';
import {
  boolean,
  integer,
  metadata,
  oneOf,
  required,
  requiredInteger,
  text,
} from './request-params.ts';

const refusedParam = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof ProviderError ? (error.extra.param ?? null) : 'not a provider error';
  }
  return 'accepted';
};

describe('test provider parameters', () => {
  it('reads text, whole numbers, booleans and choices as Stripe does', () => {
    const params = { amount: '1200', confirm: 'true', reason: 'duplicate', note: '' };
    expect(text(params, 'note')).toBeNull();
    expect(required(params, 'reason')).toBe('duplicate');
    expect(integer(params, 'amount', 1)).toBe(1200);
    expect(requiredInteger(params, 'amount', 1)).toBe(1200);
    expect(boolean(params, 'confirm')).toBe(true);
    expect(boolean(params, 'missing')).toBe(false);
    expect(oneOf(params, 'reason', ['duplicate', 'fraudulent'])).toBe('duplicate');
  });

  it('refuses a malformed parameter, naming it', () => {
    expect(refusedParam(() => integer({ amount: '-5' }, 'amount', 1))).toBe('amount');
    expect(refusedParam(() => integer({ amount: '12.5' }, 'amount', 1))).toBe('amount');
    expect(refusedParam(() => requiredInteger({}, 'amount', 1))).toBe('amount');
    expect(refusedParam(() => required({}, 'currency'))).toBe('currency');
    expect(refusedParam(() => boolean({ confirm: 'yes' }, 'confirm'))).toBe('confirm');
    expect(refusedParam(() => oneOf({ reason: 'bored' }, 'reason', ['duplicate']))).toBe('reason');
    expect(refusedParam(() => text({ email: ['a'] }, 'email'))).toBe('email');
  });

  it("keeps Stripe's metadata limits", () => {
    expect(metadata({ metadata: { order: '7' } })).toEqual({ order: '7' });
    expect(metadata({})).toEqual({});
    expect(refusedParam(() => metadata({ metadata: { k: 'v'.repeat(501) } }))).toBe('metadata');
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']));
    expect(refusedParam(() => metadata({ metadata: many }))).toBe('metadata');
    expect(refusedParam(() => metadata({ metadata: 'flat' }))).toBe('metadata');
  });
});
