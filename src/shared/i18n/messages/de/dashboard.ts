import type { Translation } from '../../message-ids.ts';
import type source from '../en/dashboard.ts';

export default {
  title: 'Übersicht',
  intro:
    'Heute bei {business}, {day}: die Termine des Tages und wie voll sie sind, wer angekommen ist und die Einnahmen.',
  timeZone: 'Zeitzone',

  quickActions: 'Schnellaktionen',
  newBooking: 'Neue Buchung',
  addClient: 'Kunden anlegen',
  findAnything: 'Alles finden ({keys})',

  failuresTitle: 'Nicht zugestellte Nachrichten',
  failuresClients:
    'An Kunden: Den Grund sehen und erneut senden können Sie unter „Nachrichten“ der jeweiligen Person.',
  failureCount: '({count})',
  moreClients: '{count, plural, one {Und # weitere Person.} other {Und # weitere Personen.}}',
  failuresTeam:
    'An das Team: Prüfen Sie die Adresse unter „Team“ und laden Sie erneut ein oder sagen Sie es der Person selbst.',
  teamFailure: '{what} ({reason})',
  moreMessages: 'Und {count} weitere.',

  figuresTitle: 'Heute in Zahlen',
  sessions: 'Termine',
  placesBooked: '{booked} von {places, plural, one {# Platz} other {# Plätzen}} gebucht',
  arrivals: 'Ankünfte',
  arrivalsValue: '{checkedIn} / {expected}',
  arrivalsDetail: 'eingecheckt von erwartet',
  revenue: 'Umsatz',
  revenueDetail: '{taken} eingenommen, {refunded} erstattet',

  sessionsTitle: 'Heutige Termine',
  nothingToday: 'Heute ist nichts geplant.',
  sessionTimes: '{start}–{end}',
  noTeacher: 'Noch keine Lehrkraft',
  sessionBooked: '{booked} / {capacity} gebucht',
  sessionCheckedIn: '{count} da',
  sessionFill:
    '{service}: {booked} von {capacity, plural, one {# Platz} other {# Plätzen}} gebucht',
  full: 'Ausgebucht',
  waiting: '{count, plural, one {# wartet} other {# warten}}',
} satisfies Translation<typeof source>;
