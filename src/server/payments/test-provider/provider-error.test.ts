import { describe, expect, it } from 'vitest';
import { invalidParam, refusalOf } from './provider-error.ts';

describe('refusalOf', () => {
  it("answers a provider's refusal as it is", () => {
    const refused = invalidParam('amount', 'Invalid integer: amount');
    expect(refusalOf(refused)).toBe(refused);
  });

  it('answers a value the database could not take as a bad parameter, anything else not at all', () => {
    const nul = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    expect(refusalOf(nul)?.toJSON()).toEqual({
      error: {
        type: 'invalid_request_error',
        code: 'parameter_invalid',
        message: 'Invalid request: invalid byte sequence for encoding "UTF8": 0x00',
      },
    });
    expect(
      refusalOf(Object.assign(new Error('deadlock detected'), { code: '40P01' })),
    ).toBeUndefined();
    expect(refusalOf(new TypeError('x is undefined'))).toBeUndefined();
  });
});
