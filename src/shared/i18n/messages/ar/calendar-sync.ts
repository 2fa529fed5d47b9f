import type { Translation } from '../../message-ids.ts';
import type source from '../en/calendar-sync.ts';

export default {
  appointmentSummary: '{service} مع {client}',
  groupSummary: '{service} (محجوز {booked} من {capacity})',
  description: 'افتح الحجز: {link}',
} satisfies Translation<typeof source>;
