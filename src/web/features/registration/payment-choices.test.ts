import { describe, expect, it } from 'vitest';
import type { ClientCredit } from '../clients/queries';
import { wordsIn } from '@shared/i18n/static-words.ts';
import { choiceFor, choiceText, holdingText, paymentChoices } from './payment-choices';
import type { OfferedOption } from './queries';

const option = (id: string, kind: OfferedOption['kind'], credits: number | null = null) => ({
  id,
  service_id: 'flow',
  kind,
  name: id,
  price_minor: 1500,
  currency: 'GBP',
  duration_minutes: null,
  credits,
  validity_days: kind === 'drop_in' ? null : 90,
});

const dropIn = option('drop-in', 'drop_in');
const pack = option('pack', 'pack', 10);
const bigPack = option('big-pack', 'pack', 20);
const pass = option('pass', 'pass');

const grant = (optionId: string, remaining: number | null, extra: Partial<ClientCredit> = {}) => ({
  grant_id: `grant-${optionId}-${remaining}`,
  option_id: optionId,
  option_name: optionId,
  granted_at: '2026-11-01T00:00:00Z',
  expires_at: '2027-01-30T00:00:00Z',
  credits_granted: remaining === null ? null : 10,
  credits_remaining: remaining,
  valid: true,
  ...extra,
});

describe('paymentChoices', () => {
  it('offers the drop-in and every pack and pass to buy when nothing is held', () => {
    expect(
      paymentChoices([dropIn, pack, pass], []).map((choice) => [choice.way, choice.option.id]),
    ).toEqual([
      ['drop_in', 'drop-in'],
      ['buy', 'pack'],
      ['buy', 'pass'],
    ]);
  });

  it('puts a held pack first, once, with the credits left of every grant and the first expiry', () => {
    const choices = paymentChoices(
      [dropIn, pack, bigPack],
      [
        grant('pack', 3),
        grant('big-pack', 12, { expires_at: '2026-12-24T00:00:00Z' }),
        grant('pack', 5, { valid: false }),
      ],
    );
    expect(choices.map((choice) => [choice.way, choice.option.id])).toEqual([
      ['use', 'pack'],
      ['drop_in', 'drop-in'],
    ]);
    expect(choices[0]).toMatchObject({
      holding: { remaining: 15, expiresAt: '2026-12-24T00:00:00Z' },
    });
  });

  it('offers to buy again when the pack is used up or lapsed, or belongs to another service', () => {
    const ways = (credits: ClientCredit[]) =>
      paymentChoices([dropIn, pack], credits).map((choice) => choice.way);
    expect(ways([grant('pack', 0)])).toEqual(['drop_in', 'buy']);
    expect(ways([grant('pack', 4, { valid: false })])).toEqual(['drop_in', 'buy']);
    expect(ways([grant('another-service-pack', 4)])).toEqual(['drop_in', 'buy']);
  });

  it('uses a held pass, which has no count', () => {
    const [first] = paymentChoices([dropIn, pass], [grant('pass', null)]);
    expect(first).toMatchObject({
      way: 'use',
      option: { id: 'pass' },
      holding: { remaining: null },
    });
  });
});

describe('choiceFor', () => {
  it('reads the option of a link as the choice it stands for', () => {
    expect(choiceFor('pack', [dropIn, pack], [])?.way).toBe('buy');
    expect(choiceFor('pack', [dropIn, pack], [grant('pack', 2)])?.way).toBe('use');
    expect(choiceFor('drop-in', [dropIn, pack], [])?.way).toBe('drop_in');
  });

  it('uses a held pack for another pack option of the same kind', () => {
    expect(choiceFor('big-pack', [dropIn, pack, bigPack], [grant('pack', 2)])).toMatchObject({
      way: 'use',
      option: { id: 'pack' },
    });
  });

  it('has no choice for an option the service does not offer', () => {
    expect(choiceFor('elsewhere', [dropIn], [])).toBeUndefined();
  });
});

describe('holdingText', () => {
  it('counts credits, or says a pass is unlimited', () => {
    const en = wordsIn('en');
    expect(holdingText({ remaining: 9 }, en)).toBe('9 credits left');
    expect(holdingText({ remaining: 1 }, en)).toBe('1 credit left');
    expect(holdingText({ remaining: null }, en)).toBe('Unlimited');
    expect(holdingText({ remaining: 1 }, wordsIn('de'))).toBe('noch 1 Einheit');
  });
});

describe('choiceText', () => {
  const text = (choice: Parameters<typeof choiceText>[0]) =>
    choiceText(choice, 'Europe/London', wordsIn('en', 'en-GB'));

  it('names a held pack with what is left and until when, at one credit', () => {
    expect(
      text({
        way: 'use',
        option: pack,
        holding: { remaining: 9, expiresAt: '2027-02-22T10:00:00Z' },
      }),
    ).toEqual({
      title: 'Use your pack',
      detail: '9 credits left, valid until Monday, 22 February 2027',
      cost: '1 credit',
    });
  });

  it('prices a drop-in and a pack to buy', () => {
    expect(text({ way: 'drop_in', option: dropIn })).toEqual({
      title: 'drop-in',
      detail: 'Pay for this session only',
      cost: '£15.00',
    });
    expect(text({ way: 'buy', option: pack })).toEqual({
      title: 'Buy the pack',
      detail: '10 classes, valid 90 days; this session uses the first',
      cost: '£15.00',
    });
  });
});
