import { describe, expect, it } from 'vitest';
import { accountInput, accountInputProblem } from './account-input.ts';

const keys = {
  provider: 'stripe',
  secret_key: 'sk_test_51Habcdefghijklmnop',
  publishable_key: 'pk_test_51Habcdefghijklmnop',
  webhook_secret: 'whsec_abcdefghijklmnop',
};

const problem = (body: unknown) => {
  const parsed = accountInput.safeParse(body);
  return parsed.success ? null : accountInputProblem(parsed.error);
};

describe('payment account input', () => {
  it('takes the test provider or Stripe keys', () => {
    expect(accountInput.parse({ provider: 'test' })).toEqual({ provider: 'test' });
    expect(accountInput.parse({ ...keys, secret_key: ` ${keys.secret_key} ` })).toMatchObject({
      secret_key: keys.secret_key,
    });
    expect(
      problem({
        ...keys,
        secret_key: 'rk_live_51Habcdefghijklmnop',
        publishable_key: 'pk_live_51Habcdefghijk',
      }),
    ).toBeNull();
  });

  it('says which field is wrong', () => {
    expect(problem({ provider: 'paypal' })).toMatch(/Say which provider/);
    expect(problem({ ...keys, secret_key: 'pk_test_51Habcdefghijklmnop' })).toMatch(/^secret_key /);
    expect(problem({ ...keys, webhook_secret: undefined })).toMatch(/^webhook_secret/);
    expect(problem({ ...keys, publishable_key: 'pk_live_51Habcdefghijklmnop' })).toMatch(
      /both are live keys/,
    );
  });
});
