import type { Translation } from '../../message-ids.ts';
import type source from '../en/calendar-sync.ts';

export default {
  appointmentSummary: '{service} con {client}',
  groupSummary: '{service} ({booked} de {capacity} reservadas)',
  description: 'Abrir la reserva: {link}',
} satisfies Translation<typeof source>;
