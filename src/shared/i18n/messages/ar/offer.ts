import type { Translation } from '../../message-ids.ts';
import type source from '../en/offer.ts';

// Arabic counts in six forms (zero, one, two, few 3–10, many 11–99, other 100 and up); a place
// or a person agrees with each.
export default {
  minutes: '{minutes, plural, one {دقيقة واحدة} two {دقيقتان} few {# دقائق} other {# دقيقة}}',
  hours: '{hours, plural, one {ساعة} two {ساعتان} few {# ساعات} other {# ساعة}}',
  hoursAndMinutes: '{hours} و{minutes}',
  placesLeft:
    '{count, plural, zero {لا أماكن متبقية} one {بقي مكان واحد} two {بقي مكانان} few {بقيت # أماكن} many {بقي # مكانًا} other {بقي # مكان}}',
  full: 'مكتمل',
  fullJoinWaitlist: 'مكتمل، انضم إلى قائمة الانتظار',
  fullWithWaiting:
    'مكتمل، انضم إلى قائمة الانتظار · {waiting, plural, zero {لا أحد في الانتظار} one {شخص واحد في الانتظار} two {شخصان في الانتظار} few {# أشخاص في الانتظار} many {# شخصًا في الانتظار} other {# شخص في الانتظار}}',
} satisfies Translation<typeof source>;
