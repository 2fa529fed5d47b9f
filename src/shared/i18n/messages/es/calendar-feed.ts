import type { Translation } from '../../message-ids.ts';
import type source from '../en/calendar-feed.ts';

export default {
  clientSummary: '{service} ({business})',
  withStaff: 'Con {staff}',
  withClient: 'Con {client}',
  noClientYet: 'Aún sin cliente',
  booked: '{count, plural, one {# reserva} other {# reservas}}',
  clientFeedName: '{business}: reservas de {name}',
  staffFeedName: '{business}: sesiones de {name}',
} satisfies Translation<typeof source>;
