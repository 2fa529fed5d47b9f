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
 */
export function cancellationOutcome(
  preview: CancellationPreview,
  whose: 'your' | 'their',
  place: CancelledPlace,
): string {
  if (preview.returns === 'credit') return `The class credit goes back to ${whose} pack.`;
  if (preview.returns === 'money') {
    return `${formatMoney(preview.return_minor, preview.currency)} is credited back to ${whose} balance.`;
  }
  const fee = preview.fee_minor > 0 ? formatMoney(preview.fee_minor, preview.currency) : null;
  if (!preview.in_time && place.status === 'confirmed' && place.option_kind === 'pack') {
    return fee
      ? `It is late: the class credit is used up and a fee of ${fee} is charged.`
      : 'It is late: the class credit is used up and not given back.';
  }
  if (fee) return `It is late: a fee of ${fee} is charged.`;
  return 'Nothing is charged or given back.';
}
