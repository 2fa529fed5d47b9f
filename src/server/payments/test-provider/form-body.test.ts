import { describe, expect, it } from 'vitest';
import { parseFormBody } from './form-body.ts';

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

  it('refuses keys that contradict each other, bad brackets and deep nesting', () => {
    expect(parseFormBody('a=1&a[b]=2')).toBeNull();
    expect(parseFormBody('a[b]=2&a=1')).toBeNull();
    expect(parseFormBody('a=1&a=2')).toBeNull();
    expect(parseFormBody('a[0]=1&a[b]=2')).toBeNull();
    expect(parseFormBody('a]b=1')).toBeNull();
    expect(parseFormBody('a[b][c][d][e][f]=1')).toBeNull();
  });
});
