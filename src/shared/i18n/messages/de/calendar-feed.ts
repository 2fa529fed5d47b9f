import type { Translation } from '../../message-ids.ts';
import type source from '../en/calendar-feed.ts';

export default {
  clientSummary: '{service} ({business})',
  withStaff: 'Mit {staff}',
  withClient: 'Mit {client}',
  noClientYet: 'Noch kein Kunde',
  booked: '{count, plural, one {# gebucht} other {# gebucht}}',
  clientFeedName: '{business}: Buchungen von {name}',
  staffFeedName: '{business}: Termine von {name}',
} satisfies Translation<typeof source>;
