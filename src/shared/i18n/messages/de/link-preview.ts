import type { Translation } from '../../message-ids.ts';
import type source from '../en/link-preview.ts';

export default {
  bookWith: 'Bei {business} buchen',
  serviceTitle: '{service} · {business}',
  sessionTitle: '{service}, {start} · {business}',
  offersAt: '{business} ({address}) bietet {offers} an.',
  offers: '{business} bietet {offers} an.',
  businessAt: '{business}, {address}.',
  more: 'mehr',
  bookOnline: 'Jetzt online buchen.',
  bookOnlineWith: 'Jetzt online bei {business} buchen.',
  atBusiness: 'Bei {business}.',
  atBusinessAddress: 'Bei {business}, {address}.',
  productDescription:
    'Buchungen und Terminplanung für Unternehmen und ihre Kundschaft: Kurse, Termine, Kundenverwaltung, Zahlungen und Dokumente.',
} satisfies Translation<typeof source>;
