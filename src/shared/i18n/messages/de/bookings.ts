import type { Translation } from '../../message-ids.ts';
import type source from '../en/bookings.ts';

// Staff and clients are addressed with "Sie". A session is a "Termin" (a group one a
// "Gruppentermin"), a private appointment an "Einzeltermin", a place a "Platz"; one class of a
// pack is an "Einheit".
export default {
  // Shared words of the screens
  title: 'Buchungen',
  close: 'Schließen',
  service: 'Angebot',
  staff: 'Team',
  kind: 'Art',
  status: 'Status',
  client: 'Kunde',
  when: 'Wann',
  with: 'Mit',
  places: 'Plätze',
  day: 'Tag',
  instructor: 'Lehrkraft',
  noInstructor: 'Keine Lehrkraft',
  theClient: 'Die Person',
  unknownClient: 'Unbekannter Kunde',
  statusScheduled: 'Geplant',
  statusCancelled: 'Abgesagt',
  statusCompleted: 'Abgeschlossen',
  badgePrivate: 'Einzeltermin',
  timeRange: '{start}–{end}',
  whoAndWhere: '{who} · {where}',
  optionWithPrice: '{option}, {price}',
  serverAnswered: 'Der Server antwortete mit {status}.',

  // How full a session is
  fill: '{confirmed}/{capacity}',
  fillWaiting: '{confirmed}/{capacity} · {waiting} wartend',
  fillSentenceFull:
    'Ausgebucht: {confirmed} von {capacity, plural, one {# Platz} other {# Plätzen}} belegt',
  fillSentenceFullWaiting:
    'Ausgebucht: {confirmed} von {capacity, plural, one {# Platz} other {# Plätzen}} belegt, {waiting} auf der Warteliste',
  fillSentenceOpen:
    '{confirmed} von {capacity, plural, one {# Platz} other {# Plätzen}} belegt, {left} frei',
  fillSentenceOpenWaiting:
    '{confirmed} von {capacity, plural, one {# Platz} other {# Plätzen}} belegt, {left} frei, {waiting} auf der Warteliste',

  // The bookings screen: views, filters, list
  intro:
    'Gruppentermine und Einzeltermine, als Liste oder als Tages-, Wochen- oder Monatskalender. Alle Zeiten gelten in der Zeitzone von {business}.',
  view: 'Ansicht',
  viewList: 'Liste',
  viewDay: 'Tag',
  viewWeek: 'Woche',
  viewMonth: 'Monat',
  filterAny: 'Alle',
  filterGroupSessions: 'Gruppentermine',
  filterPrivateAppointments: 'Einzeltermine',
  filters: 'Filter',
  filtersOn: 'Filter (aktiv)',
  search: 'Suche',
  searchPlaceholder: 'Angebot, Lehrkraft, Raum',
  clearFilters: 'Filter zurücksetzen',
  sort: 'Sortierung',
  sortSoonest: 'Früheste zuerst',
  sortLatest: 'Späteste zuerst',
  sortFullest: 'Vollste zuerst',
  perPage: 'Pro Seite',
  listEmpty:
    'Ab diesem Tag gibt es keine Buchungen. Planen Sie einen Termin oder buchen Sie einen Einzeltermin.',
  listUnmatched: 'Keine Buchungen entsprechen diesen Filtern.',

  // The calendar
  today: 'Heute',
  previousDay: 'Vorheriger Tag',
  previousWeek: 'Vorherige Woche',
  previousMonth: 'Vorheriger Monat',
  nextDay: 'Nächster Tag',
  nextWeek: 'Nächste Woche',
  nextMonth: 'Nächster Monat',
  noneThisDay: 'An diesem Tag entsprechen keine Buchungen den Filtern.',
  noneThisWeek: 'In dieser Woche entsprechen keine Buchungen den Filtern.',
  noneThisMonth: 'In diesem Monat entsprechen keine Buchungen den Filtern.',
  countThisDay:
    '{count, plural, one {# Buchung an diesem Tag.} other {# Buchungen an diesem Tag.}}',
  countThisWeek:
    '{count, plural, one {# Buchung in dieser Woche.} other {# Buchungen in dieser Woche.}}',
  countThisMonth:
    '{count, plural, one {# Buchung in diesem Monat.} other {# Buchungen in diesem Monat.}}',
  calendarLimited:
    'Angezeigt werden die ersten {shown} von {total}: Wählen Sie eine kürzere Ansicht oder engere Filter, um alle zu sehen.',
  dayToday: '{day} (heute)',
  nothingBooked: 'Nichts gebucht.',
  monthDayLabel: ', {day}: {count, plural, one {# Buchung} other {# Buchungen}}',
  moreThatDay: '+{count} weitere',

  // New booking: the menu and its three forms
  newBooking: 'Neue Buchung',
  menuGroupSession: 'Einzelner Gruppentermin',
  menuWeeklySeries: 'Wöchentliche Serie',
  menuPrivateAppointment: 'Einzeltermin',
  newGroupSession: 'Neuer Gruppentermin',
  newWeeklySeries: 'Neue wöchentliche Serie',
  newPrivateAppointment: 'Neuer Einzeltermin',
  loadingForm: 'Formular wird geladen',
  startsAt: 'Beginn',
  capacity: 'Kapazität',
  roomOrPlace: 'Raum oder Ort',
  staffOther: '{name} (andere)',
  scheduleSession: 'Termin planen',
  sessionScheduled: 'Termin geplant',
  sessionScheduledMessage: '{service} am {when}.',
  daysOfTheWeek: 'Wochentage',
  firstDay: 'Erster Tag',
  lastDay: 'Letzter Tag',
  scheduleSeries: 'Serie planen',
  seriesScheduled: 'Wöchentliche Serie geplant',
  seriesScheduledMessage: 'Jeden {days} um {time}, vom {first} bis zum {last}.',
  bookAppointment: 'Termin buchen',
  lengthAndPrice: 'Dauer und Preis',
  anyoneFree: 'Wer frei ist',
  freeTime: 'Freie Zeit',
  freeTimesLooking: 'Freie Zeiten werden gesucht…',
  freeTimesNone: 'An diesem Tag keine freien Zeiten',
  chooseTime: 'Zeit wählen',
  freeTimeWith: '{time} mit {staff}',
  freeTimeWithSomeone: '{time} mit einer Lehrkraft',
  appointmentBooked: 'Einzeltermin gebucht',
  appointmentBookedMessage: '{client}, {when}.',
  appointmentBookedMessageNoName: 'Gebucht für {when}.',

  // What the forms refuse before the database sees them
  ruleChooseDay: 'Wählen Sie einen Tag.',
  ruleStartTime: 'Geben Sie eine Startzeit wie 18:00 an.',
  ruleCapacity: 'Von 1 bis 1000 Personen.',
  ruleGroupService: 'Wählen Sie ein Gruppenangebot.',
  ruleWeekdays: 'Wählen Sie mindestens einen Wochentag.',
  ruleFirstDay: 'Wählen Sie den ersten Tag.',
  ruleLastDay: 'Wählen Sie den letzten Tag.',
  ruleLastAfterFirst: 'Der letzte Tag liegt nach dem ersten.',
  ruleAtMostAYear: 'Eine Serie läuft höchstens ein Jahr.',
  ruleClient: 'Wählen Sie den Kunden.',
  rulePrivateService: 'Wählen Sie ein Einzelangebot.',
  ruleLengthAndPrice: 'Wählen Sie Dauer und Preis.',
  ruleFreeTime: 'Wählen Sie eine freie Zeit.',
  ruleAppointmentStaff: 'Ein Einzeltermin braucht ein Teammitglied.',
  ruleCapacityTaken:
    '{taken, plural, one {# Platz ist} other {# Plätze sind}} belegt: Sagen Sie zuerst einige ab.',

  // The client picker
  clientPlaceholder: 'Namen eingeben',
  clientSearching: 'Suche läuft…',
  clientNotFound: 'Kein Kunde mit diesem Namen',
  clientWithEmail: '{name} ({email})',

  // A booking: its header and tabs
  allBookings: 'Alle Buchungen',
  whenAndWho: '{when} · {who}',
  copySessionLink: 'Link zum Buchen dieses Termins kopieren',
  calendarDetailsWith: 'Mit {staff}',
  calendarEventLabel: '{service}, {when}',
  sessionCancelledTitle: 'Dieser Termin ist abgesagt',
  noReasonGiven: 'Es wurde kein Grund angegeben.',
  sections: 'Bereiche der Buchung',
  overview: 'Übersicht',
  enrollments: 'Anmeldungen',
  attendance: 'Anwesenheit',

  // Overview
  overviewIntro: 'Wann und wo er stattfindet, wer unterrichtet und wie voll er ist.',
  overviewIntroCanChange:
    'Wann und wo er stattfindet, wer unterrichtet und wie voll er ist. Bearbeiten oder verschieben Sie ihn, oder sagen Sie ihn mit Nachricht an alle Teilnehmenden ab.',
  serviceGroup: '{service} (Gruppe)',
  servicePrivate: '{service} (Einzeltermin)',
  starts: 'Beginn',
  length: 'Dauer',
  lengthMinutes: '{minutes, plural, one {# Minute} other {# Minuten}}',
  notSet: 'Nicht angegeben',
  cancelledOn: 'Abgesagt am {when}',
  series: 'Serie',
  partOfSeries: 'Teil einer wöchentlichen Serie',
  editOrReschedule: 'Bearbeiten oder verschieben',
  closeEditor: 'Bearbeitung schließen',
  saveChanges: 'Änderungen speichern',
  bookingChanged: 'Buchung geändert',
  bookingChangedMessage: '{service} beginnt jetzt am {when}.',

  // Cancelling a whole session
  cancelSession: 'Termin absagen',
  cancelSessionTitle: 'Diesen Termin absagen?',
  cancelSessionForm: 'Diesen Termin absagen',
  cancelSessionWarning:
    '{confirmed, plural, one {# bestätigter Platz wird} other {# bestätigte Plätze werden}} storniert. Unabhängig von der Stornofrist bekommt jede Person zurück, was ihr Platz gekostet hat: die Einheit aus dem Paket oder den Drop-in-Preis als Guthaben. Niemand zahlt eine Gebühr für späte Stornierung.',
  cancelSessionWarningWaiting:
    '{confirmed, plural, one {# bestätigter Platz} other {# bestätigte Plätze}} und {waiting} auf der Warteliste werden storniert. Unabhängig von der Stornofrist bekommt jede Person zurück, was ihr Platz gekostet hat: die Einheit aus dem Paket oder den Drop-in-Preis als Guthaben. Niemand zahlt eine Gebühr für späte Stornierung.',
  cancelReason: 'Grund',
  cancelReasonHint: 'Wird der Kundschaft mit der Absage angezeigt.',
  cancelReasonMissing: 'Nennen Sie einen Grund: Die Angemeldeten sehen ihn.',
  keepSession: 'Termin behalten',
  sessionCancelled: '{service} abgesagt',
  cancelResult: '{parts}.',
  cancelResultPlaces: '{count, plural, one {# Platz storniert} other {# Plätze storniert}}',
  cancelResultCredits:
    '{count, plural, one {# Einheit zurückgebucht} other {# Einheiten zurückgebucht}}',
  cancelResultMoney: '{amount} als Guthaben erstattet',

  // Enrollments
  enrollmentsIntro: 'Wer einen Platz hat, wer in welcher Reihenfolge wartet und wer abgesagt hat.',
  enrollmentsIntroOpen:
    'Wer einen Platz hat, wer in welcher Reihenfolge wartet und wer abgesagt hat. Melden Sie Kundschaft selbst an oder stornieren Sie einen Platz nach den Stornoregeln.',
  movedUpTitle: 'Von der Warteliste nachgerückt',
  freedPlaceOffered: 'Der frei gewordene Platz wurde {client} angeboten.',
  freedPlaceTaken: '{client} hat jetzt den frei gewordenen Platz.',
  placesCaption: 'Plätze ({count} von {capacity})',
  placesEmpty: 'Noch hat niemand einen Platz.',
  waitlistCaption: 'Warteliste ({count})',
  waitlistEmpty: 'Niemand wartet.',
  cancelledCaption: 'Storniert und nicht erschienen ({count})',
  sessionStarted: 'Dieser Termin hat begonnen, daher kann sich hier niemand mehr anmelden.',
  placeHeld: 'Reserviert',
  placeConfirmed: 'Bestätigt',
  placeWaitlisted: 'Warteliste',
  placeOffered: 'Angeboten',
  placeCancelled: 'Storniert',
  placeLateCancelled: 'Spät storniert',
  placeNoShow: 'Nicht erschienen',
  waitlistNumber: 'Warteliste Nr. {position}',
  offeredUntil: 'bis {when}',
  paidWith: 'Bezahlt mit',
  booked: 'Gebucht',
  actions: 'Aktionen',
  cancelPlace: 'Platz stornieren',
  cancelPlaceOf: 'Platz von {client} stornieren',

  // Adding a client to a session
  addClient: 'Kunden hinzufügen',
  addToSession: 'Zum Termin hinzufügen',
  addToWaitlist: 'Auf die Warteliste setzen',
  paidWithDropIn: 'Drop-in',
  paidWithPackCredit: 'Einheit aus Paket',
  paidWithPass: 'Flatrate',
  paidWithKindAndName: '{kind}: {option}',
  noPaymentOption:
    'Für dieses Angebot gibt es weder Drop-in noch Paket noch Flatrate zum Bezahlen.',
  placeAdded: 'Platz hinzugefügt',
  placeAddedMessage: '{client} hat einen Platz.',
  addedToWaitlist: 'Auf die Warteliste gesetzt',
  addedToWaitlistMessage:
    'Der Termin ist ausgebucht: {client} steht auf Platz {position} der Warteliste.',

  // Cancelling one place, and what it does under the policy
  cancelPlaceTitle: 'Den Platz von {client} stornieren?',
  checkingPolicy: 'Stornoregeln werden geprüft',
  cancelInTime: 'Rechtzeitig laut Stornoregeln.',
  cancelLate: 'Zu spät: Die Stornofrist endete am {deadline}.',
  freedPlaceGoesOn: 'Der frei werdende Platz geht an die erste Person auf der Warteliste.',
  keepPlace: 'Platz behalten',
  placeCancelledTitle: 'Platz storniert',
  placeCancelledMessage: 'Der Platz von {client} ist storniert.',
  movedUpMessage: '{client} ist von der Warteliste nachgerückt.',
  outcomeCreditBackYour: 'Die Einheit wird Ihrem Paket wieder gutgeschrieben.',
  outcomeCreditBackTheir: 'Die Einheit wird dem Paket wieder gutgeschrieben.',
  outcomeMoneyBackYour: '{amount} werden Ihrem Guthaben wieder gutgeschrieben.',
  outcomeMoneyBackTheir: '{amount} werden dem Guthaben wieder gutgeschrieben.',
  outcomeLateCreditAndFee:
    'Die Stornierung ist zu spät: Die Einheit verfällt, und es wird eine Gebühr von {fee} berechnet.',
  outcomeLateCredit:
    'Die Stornierung ist zu spät: Die Einheit verfällt und wird nicht zurückgebucht.',
  outcomeLateFee: 'Die Stornierung ist zu spät: Es wird eine Gebühr von {fee} berechnet.',
  outcomeNothing: 'Es wird nichts berechnet und nichts erstattet.',

  // Attendance: the front desk's check-in
  attendanceIntro:
    'Die Check-in-Liste: alle mit einem bestätigten Platz. Ein Klick oder eine Taste pro Person.',
  keysOnARow: 'Tasten in einer Zeile:',
  keysLegend:
    '<kbd>P</kbd> anwesend <kbd>L</kbd> verspätet <kbd>A</kbd> abwesend <kbd>↑</kbd><kbd>↓</kbd> wechseln',
  rosterEmpty: 'Bei dieser Buchung hat niemand einen bestätigten Platz.',
  rosterCounts:
    '{marked} von {total} erfasst: {present} anwesend, {late} verspätet, {absent} abwesend.',
  roster: 'Check-in-Liste',
  markClient: 'Anwesenheit von {client} erfassen',
  markPresent: 'Anwesend',
  markLate: 'Verspätet',
  markAbsent: 'Abwesend',
  rowPresent: '{client}: anwesend',
  rowLate: '{client}: verspätet',
  rowAbsent: '{client}: abwesend',
  rowUnmarked: '{client}: nicht erfasst',
  notMarked: '{client} wurde nicht erfasst',
  // Who else has the roster open
  someone: 'Jemand',
  alsoOpenBy: 'Ebenfalls geöffnet von {names}',

  // Add to calendar, and calendar subscription links
  addToCalendar: 'Zum Kalender hinzufügen',
  addToCalendarFor: 'Zum Kalender hinzufügen: {what}',
  downloadIcs: '.ics herunterladen',
  googleCalendar: 'Google Kalender',
  calendarFileNotDownloaded: 'Die Kalenderdatei wurde nicht heruntergeladen',
  signInToDownload: 'Melden Sie sich erneut an, um diese Buchung herunterzuladen.',
  calendarLinkTitle: 'Kalender-Abo',
  calendarLinkIntroClient:
    'Ein privater Link, der Ihre Buchungen bei {business} in Ihrer Kalender-App zeigt (Google Kalender, Apple Kalender, Outlook) und bei jeder Änderung aktuell bleibt. Wer den Link hat, sieht sie: Behalten Sie ihn also für sich.',
  calendarLinkIntroStaff:
    'Ein privater Link, der die Termine und Einzeltermine, die Sie bei {business} leiten, in Ihrer Kalender-App zeigt (Google Kalender, Apple Kalender, Outlook) und bei jeder Änderung aktuell bleibt. Wer den Link hat, sieht sie: Behalten Sie ihn also für sich.',
  calendarLinkLooking: 'Ihr Kalender-Link wird gesucht…',
  calendarLinkErrorRetry: '{error} <retry>Erneut versuchen</retry>',
  calendarLinkNotRead: 'Ihr Kalender-Link konnte nicht gelesen werden',
  calendarLinkLabel: 'Ihr Kalender-Link',
  calendarLinkCopyNow:
    'Kopieren Sie ihn jetzt: Zum Schutz Ihrer Privatsphäre wird er nur dieses eine Mal angezeigt.',
  calendarLinkCopy: 'Kalender-Link kopieren',
  calendarLinkOpenInApp: 'In Kalender-App öffnen',
  calendarLinkNone: 'Sie haben noch keinen Kalender-Link.',
  calendarLinkMadeOn:
    'Sie haben am {when} einen Kalender-Link erstellt. Er funktioniert weiter, kann aber nicht mehr angezeigt werden: Erstellen Sie einen neuen, um ihn zu kopieren (der alte funktioniert dann nicht mehr).',
  calendarLinkMake: 'Kalender-Link erstellen',
  calendarLinkMakeNew: 'Neuen Link erstellen',
  calendarLinkKeepOld: 'Alten behalten',
  calendarLinkReplaceTitle: 'Einen neuen Kalender-Link erstellen?',
  calendarLinkReplaceText:
    'Ihr jetziger Link funktioniert sofort nicht mehr: Kalender, die ihn abonniert haben, werden erst wieder aktualisiert, wenn Sie sie mit dem neuen abonnieren.',
  calendarLinkReady: 'Ihr neuer Kalender-Link ist bereit zum Kopieren.',
  calendarLinkNotMade: 'Es wurde kein Kalender-Link erstellt',
} satisfies Translation<typeof source>;
