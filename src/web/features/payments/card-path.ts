import type { PaymentChoice } from '../registration/payment-choices';
import { cardWay } from './payment-kinds';

/**
 * How a client may pay for a place chosen one way: by card only, by card or at the desk, or at
 * the desk only. A drop-in is held and paid by card only while the session has room (a full
 * session holds nothing: its waitlist is joined); a pack or pass is bought by card either way;
 * a pack already held is simply used. `client` is false for someone who is not, and is not
 * becoming, this business's client here (a newcomer becomes one with the emailed code).
 */
export function cardPath(
  choice: Pick<PaymentChoice, 'way' | 'option'>,
  full: boolean,
  ways: { pay_online: readonly string[] } | null,
  client: boolean,
): 'card' | 'either' | 'desk' {
  if (!client) return 'desk';
  if (choice.way === 'drop_in') return full ? 'desk' : cardWay('drop_in', ways);
  if (choice.way === 'buy') return cardWay(choice.option.kind, ways);
  return 'desk';
}
