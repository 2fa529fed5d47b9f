import type { Translation } from '../../message-ids.ts';
import type source from '../en/calendar-sync.ts';

export default {
  appointmentSummary: '{service} mit {client}',
  groupSummary: '{service} ({booked} von {capacity} gebucht)',
  description: 'Buchung öffnen: {link}',
} satisfies Translation<typeof source>;
