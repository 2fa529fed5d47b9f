import type { Translation } from '../../message-ids.ts';
import type source from '../en/offer.ts';

export default {
  minutes: '{minutes} Min.',
  hours: '{hours} Std.',
  hoursAndMinutes: '{hours} {minutes}',
  placesLeft: '{count, plural, one {# Platz frei} other {# Plätze frei}}',
  full: 'Ausgebucht',
  fullJoinWaitlist: 'Ausgebucht, Warteliste offen',
  fullWithWaiting:
    'Ausgebucht, Warteliste offen · {waiting, plural, one {# Person wartet} other {# Personen warten}}',
} satisfies Translation<typeof source>;
