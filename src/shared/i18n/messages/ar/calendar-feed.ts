import type { Translation } from '../../message-ids.ts';
import type source from '../en/calendar-feed.ts';

export default {
  clientSummary: '{service} ({business})',
  withStaff: 'مع {staff}',
  withClient: 'مع {client}',
  noClientYet: 'لا يوجد عميل بعد',
  booked:
    '{count, plural, zero {لا حجوزات} one {حجز واحد} two {حجزان} few {# حجوزات} many {# حجزًا} other {# حجز}}',
  clientFeedName: '{business}: حجوزات {name}',
  staffFeedName: '{business}: جلسات {name}',
} satisfies Translation<typeof source>;
