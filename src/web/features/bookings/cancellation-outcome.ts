import { formatMoney } from '../tenancy/format-money';
import type { CancellationPreview } from './queries';

/**
 * What cancelling a place does under the policy, in one sentence, said to the client about
 * their own place ('your') or to staff about a client's ('their').
 */
export function cancellationOutcome(preview: CancellationPreview, whose: 'your' | 'their'): string {
  if (preview.returns === 'credit') return `The class credit goes back to ${whose} pack.`;
  if (preview.returns === 'money') {
    return `${formatMoney(preview.return_minor, preview.currency)} is credited back to ${whose} balance.`;
  }
  if (preview.fee_minor > 0) {
    return `It is late: a fee of ${formatMoney(preview.fee_minor, preview.currency)} is charged.`;
  }
  return 'Nothing is charged or given back.';
}
