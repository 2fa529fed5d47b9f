import type { Translation } from '../../message-ids.ts';
import type source from '../en/booking-page.ts';

// Clients are addressed with "Sie": right for a studio as for a practice (docs/decisions/0056).
export default {
  clientArea: 'Kundenbereich',
  signIn: 'Anmelden',
  heading: 'Buchen',
  intro:
    'Das bietet {business}: Einzeltermine, bei denen Sie eine Zeit bei einer Lehrkraft wählen, und Gruppenkurse, bei denen Sie einen Termin und die Zahlungsart wählen. Ein Konto brauchen Sie nicht: Beim Buchen geben Sie nur Ihren Namen und Ihre E-Mail-Adresse an.',
  timeZone: 'Alle Zeiten gelten in der Zeitzone des Anbieters: {zone}.',
  tabNote: 'Sobald Sie etwas auswählen, geht die Buchung in einem neuen Tab weiter.',
  nothingToBook:
    'Bei {business} kann man noch nichts online buchen. Fragen Sie dort nach, wie Sie buchen können.',
  privateSessions: 'Einzeltermine',
  groupClasses: 'Gruppenkurse',
  fromPrice: 'ab {price}',
  nextFree: 'Nächster freier Termin: <strong>{time}</strong>',
  noFreeTimes: 'In den nächsten zwei Wochen keine freien Termine.',
  bookService: '{service} buchen',
  book: 'Buchen',
  noClasses: 'In den nächsten zwei Wochen keine Kurse.',
  showAll: '{count, plural, one {# Termin anzeigen} other {Alle # Termine anzeigen}}',
  withStaff: 'mit {staff}',
  staffToBeConfirmed: 'Lehrkraft wird noch bekannt gegeben',
  embedNeedsBusiness:
    'Dieser Buchungsseite fehlt die Adresse eines Anbieters. Kopieren Sie das Code-Snippet erneut aus seinen Einstellungen.',
  embedUnknownBusiness:
    'Unter der Adresse „{address}“ gibt es keinen Anbieter. Prüfen Sie das Code-Snippet in seinen Einstellungen.',
} satisfies Translation<typeof source>;
