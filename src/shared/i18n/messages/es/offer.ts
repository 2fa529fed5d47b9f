import type { Translation } from '../../message-ids.ts';
import type source from '../en/offer.ts';

export default {
  minutes: '{minutes} min',
  hours: '{hours} h',
  hoursAndMinutes: '{hours} {minutes}',
  placesLeft: '{count, plural, one {Queda # plaza} other {Quedan # plazas}}',
  full: 'Completo',
  fullJoinWaitlist: 'Completo, únete a la lista de espera',
  fullWithWaiting:
    'Completo, únete a la lista de espera · {waiting, plural, one {# persona esperando} other {# personas esperando}}',
} satisfies Translation<typeof source>;
