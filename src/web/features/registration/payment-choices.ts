import type { Words } from '@shared/i18n/words.ts';
import type { ClientCredit } from '../clients/queries';
import { isolate } from './bidi';
import { optionTerms } from '../services/service-options';
import { formatMoney } from '../tenancy/format-money';
import { formatDay } from '../tenancy/format-time';
import { localDate } from '../tenancy/zoned-time';
import type { OfferedOption } from './queries';

/** What a held pack or pass still gives: credits left (null: unlimited) and until when. */
export interface Holding {
  remaining: number | null;
  expiresAt: string;
}

/**
 * A way to pay for a place in a group session. A pack or pass the client holds is used rather
 * than bought again: enroll draws on any valid grant of the same kind for the service (the one
 * expiring first), so holding one decides what choosing that option does.
 */
export type PaymentChoice =
  | { way: 'drop_in'; option: OfferedOption }
  | { way: 'use'; option: OfferedOption; holding: Holding }
  | { way: 'buy'; option: OfferedOption };

/** What the client holds of a kind of option (pack or pass) of a service, if anything usable. */
function holdingOf(
  kind: 'pack' | 'pass',
  serviceOptions: OfferedOption[],
  credits: ClientCredit[],
): Holding | null {
  const ids = new Set(
    serviceOptions.filter((option) => option.kind === kind).map((option) => option.id),
  );
  const usable = credits.filter(
    (grant) =>
      grant.valid &&
      grant.option_id !== null &&
      ids.has(grant.option_id) &&
      (grant.credits_remaining === null || grant.credits_remaining > 0),
  );
  if (usable.length === 0) return null;
  const remaining =
    kind === 'pass' ? null : usable.reduce((sum, grant) => sum + (grant.credits_remaining ?? 0), 0);
  const expiresAt = usable.map((grant) => grant.expires_at).sort()[0] as string;
  return { remaining, expiresAt };
}

/** The ways to pay for a session of a service: drop-ins, packs and passes held, then to buy. */
export function paymentChoices(
  serviceOptions: OfferedOption[],
  credits: ClientCredit[],
): PaymentChoice[] {
  const held = {
    pack: holdingOf('pack', serviceOptions, credits),
    pass: holdingOf('pass', serviceOptions, credits),
  };
  const used = new Set<string>();
  const choices: PaymentChoice[] = [];
  for (const option of serviceOptions) {
    if (option.kind === 'drop_in') {
      choices.push({ way: 'drop_in', option });
    } else if (option.kind === 'pack' || option.kind === 'pass') {
      const holding = held[option.kind];
      if (holding === null) choices.push({ way: 'buy', option });
      // One choice per kind held: which of its options is named does not change the grant used.
      else if (!used.has(option.kind)) {
        used.add(option.kind);
        choices.push({ way: 'use', option, holding });
      }
    }
  }
  const order = { use: 0, drop_in: 1, buy: 2 };
  return choices.sort((a, b) => order[a.way] - order[b.way]);
}

/** The choice an option of the session stands for, as the confirmation screen reads its link. */
export function choiceFor(
  optionId: string,
  serviceOptions: OfferedOption[],
  credits: ClientCredit[],
): PaymentChoice | undefined {
  const option = serviceOptions.find((candidate) => candidate.id === optionId);
  if (option === undefined) return undefined;
  const choices = paymentChoices(serviceOptions, credits);
  return (
    choices.find((choice) => choice.option.id === optionId) ??
    choices.find((choice) => choice.way === 'use' && choice.option.kind === option.kind)
  );
}

/** "9 credits left", "1 credit left", "Unlimited". */
export function holdingText(holding: Pick<Holding, 'remaining'>, words: Words): string {
  if (holding.remaining === null) return words.formatMessage({ id: 'register.unlimited' });
  return words.formatMessage({ id: 'register.creditsLeft' }, { count: holding.remaining });
}

/** A way to pay in words: what it is, what it gives, and what it costs now. */
export function choiceText(
  choice: PaymentChoice,
  zone: string,
  words: Words,
): { title: string; detail: string; cost: string } {
  const { locale } = words;
  const option = isolate(choice.option.name, words);
  const price = formatMoney(choice.option.price_minor, choice.option.currency, locale);
  const pass = choice.option.kind === 'pass';
  switch (choice.way) {
    case 'use':
      return {
        title: words.formatMessage({ id: 'register.useYour' }, { option }),
        detail: words.formatMessage(
          { id: 'register.holdingValidUntil' },
          {
            holding: holdingText(choice.holding, words),
            date: formatDay(localDate(zone, new Date(choice.holding.expiresAt)), locale),
          },
        ),
        cost: words.formatMessage({ id: pass ? 'register.included' : 'register.oneCredit' }),
      };
    case 'drop_in':
      return {
        title: option,
        detail: words.formatMessage({ id: 'register.thisSessionOnly' }),
        cost: price,
      };
    case 'buy':
      return {
        title: words.formatMessage({ id: 'register.buyThe' }, { option }),
        detail: words.formatMessage(
          { id: pass ? 'register.buyPassTerms' : 'register.buyPackTerms' },
          { terms: optionTerms(choice.option, words) },
        ),
        cost: price,
      };
  }
}
