import type { Words } from '@shared/i18n/words.ts';
import { formatMoney } from '../tenancy/format-money';
import type { CancellationPreview } from './queries';

/** The place being cancelled, as far as the outcome depends on it. */
export interface CancelledPlace {
  status: string;
  /** The kind of the option the place was paid with (service_options.kind), if known. */
  option_kind: string | null;
}

/**
 * What cancelling a place does under the policy, in one sentence, said to the client about
 * their own place ('your') or to staff about a client's ('their'). A confirmed place paid with
 * a pack credit used the credit when it was taken; cancel_enrollment gives it back only in time,
 * so a late cancellation forfeits it, which the preview's `returns: nothing` alone does not say.
 * In the reader's words (messages/<locale>/bookings.ts).
 */
export function cancellationOutcome(
  preview: CancellationPreview,
  whose: 'your' | 'their',
  place: CancelledPlace,
  words: Words,
): string {
  const money = (minor: number) => formatMoney(minor, preview.currency, words.locale);
  if (preview.returns === 'credit') {
    return words.formatMessage({
      id: whose === 'your' ? 'bookings.outcomeCreditBackYour' : 'bookings.outcomeCreditBackTheir',
    });
  }
  if (preview.returns === 'money') {
    return words.formatMessage(
      {
        id: whose === 'your' ? 'bookings.outcomeMoneyBackYour' : 'bookings.outcomeMoneyBackTheir',
      },
      { amount: money(preview.return_minor) },
    );
  }
  const fee = preview.fee_minor > 0 ? money(preview.fee_minor) : null;
  if (!preview.in_time && place.status === 'confirmed' && place.option_kind === 'pack') {
    return fee
      ? words.formatMessage({ id: 'bookings.outcomeLateCreditAndFee' }, { fee })
      : words.formatMessage({ id: 'bookings.outcomeLateCredit' });
  }
  if (fee) return words.formatMessage({ id: 'bookings.outcomeLateFee' }, { fee });
  return words.formatMessage({ id: 'bookings.outcomeNothing' });
}
