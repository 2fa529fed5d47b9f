import { describe, expect, it } from 'vitest';
import { parseFormBody } from './form-body.ts';
import { ProviderError } from './provider-error.ts';

/** What a refused body answers: the parameter Stripe's 400 names, and its message. */
function refusal(body: string) {
  try {
    parseFormBody(body);
  } catch (error) {
    if (error instanceof ProviderError)
      return { status: error.status, ...error.extra, message: error.message };
    throw error;
  }
  return 'accepted';
}

describe('a Stripe form body', () => {
  it('nests objects and arrays as the stripe SDK encodes them', () => {
    expect(
      parseFormBody(
        'amount=1200&currency=gbp&metadata[tenant_id]=t1&metadata[note]=a%20b&payment_method_types[0]=card&card[number]=4242424242424242',
      ),
    ).toEqual({
      amount: '1200',
      currency: 'gbp',
      metadata: { tenant_id: 't1', note: 'a b' },
      payment_method_types: ['card'],
      card: { number: '4242424242424242' },
    });
    expect(parseFormBody('expand[]=latest_charge&expand[]=customer')).toEqual({
      expand: ['latest_charge', 'customer'],
    });
    expect(parseFormBody('')).toEqual({});
  });

  it('refuses keys that contradict each other, bad brackets and deep nesting, naming the key', () => {
    for (const body of ['a=1&a[b]=2', 'a[b]=2&a=1', 'a=1&a=2', 'a[0]=1&a[b]=2']) {
      expect(refusal(body)).toMatchObject({ status: 400, code: 'parameter_invalid' });
    }
    expect(refusal('a=1&a[b]=2')).toMatchObject({
      param: 'a[b]',
      message: expect.stringMatching(/contradicts/),
    });
    expect(refusal('a]b=1')).toMatchObject({
      param: 'a]b',
      message: 'Invalid parameter name: a]b',
    });
    expect(refusal('a[b][c][d][e][f]=1')).toMatchObject({
      param: 'a[b][c][d][e][f]',
      message: expect.stringMatching(/nests more than 5 levels/),
    });
    expect(refusal(`${'k'.repeat(5000)}[=1`)).toMatchObject({ param: `${'k'.repeat(100)}…` });
  });

  it('refuses __proto__, constructor and prototype anywhere in a name, leaving Object.prototype alone', () => {
    const before = Object.getOwnPropertyNames(Object.prototype);
    for (const body of [
      '__proto__[settings][request.jwt.claim.sub]=someone',
      '__proto__[p]=1',
      'constructor[prototype][p]=1',
      'a[__proto__][p]=1',
      'a[b][constructor][prototype]=1',
      'metadata[prototype]=1',
      'amount=1&__proto__=2',
    ]) {
      expect(refusal(body)).toMatchObject({
        status: 400,
        code: 'parameter_invalid',
        message: expect.stringMatching(/No parameter is named __proto__, constructor or prototype/),
      });
    }
    expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(before);
    expect(({} as Record<string, unknown>).p).toBeUndefined();
  });

  it('never reads an inherited name as an earlier parameter', () => {
    const toStringBefore = Object.getOwnPropertyNames(Object.prototype.toString);
    const params = parseFormBody('toString[x]=1&hasOwnProperty=2');
    expect(params).toEqual({ toString: { x: '1' }, hasOwnProperty: '2' });
    expect(Object.getPrototypeOf(params)).toBeNull();
    expect(Object.getPrototypeOf(params.toString)).toBeNull();
    expect(Object.getOwnPropertyNames(Object.prototype.toString)).toEqual(toStringBefore);
  });
});
