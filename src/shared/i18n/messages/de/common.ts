import type { Translation } from '../../message-ids.ts';
import type source from '../en/common.ts';

// Staff and clients are addressed with "Sie" (docs/decisions/0056). {one} and {many} are the
// nouns a list is of ("Kunde", "Kunden"), given by its screen; the sentences put them where
// German needs them, after "Keine" and the numbers.
export default {
  zoneNote:
    'Die Zeiten gelten in der Zeitzone des Unternehmens, {zone} (dort ist es {there}, bei Ihnen {here}).',

  documentTitle: '{title} · {product}',

  areaBusiness: 'Unternehmen',
  areaClient: 'Kunden',
  areaNavigation: 'Bereich {area}',
  navigation: 'Navigation',
  skipToContent: 'Zum Inhalt springen',
  navDashboard: 'Übersicht',
  navBookings: 'Buchungen',
  navClients: 'Kunden',
  navServices: 'Leistungen',
  navStaff: 'Team',
  navTransactions: 'Transaktionen',
  navSettings: 'Einstellungen',
  notBuiltYet: 'Diese Seite funktioniert erst in einer späteren Version.',

  errorPanelText: 'Diese Seite konnte nicht angezeigt werden. Ein neuer Versuch hilft oft weiter.',
  tryAgain: 'Erneut versuchen',
  goHome: 'Zur Startseite',
  notFoundText:
    'Unter dieser Adresse gibt es keine Seite. Der Link ist vielleicht veraltet oder falsch geschrieben.',
  loadingScreen: 'Die Seite wird geladen',

  missingRecordTitle: '{what} unter dieser Adresse nicht gefunden',
  missingRecordText:
    '{business} hat hier keinen Eintrag dieser Art ({what}). Der Link ist vielleicht veraltet oder falsch geschrieben, oder der Eintrag gehört zu einem anderen Unternehmen.',

  closeNotification: 'Benachrichtigung schließen',
  failedTitle: 'Das hat nicht geklappt',
  failedNotice: '<strong>{title}.</strong> {message}',
  undo: 'Rückgängig',
  undone: 'Rückgängig gemacht: Es ist wieder wie vorher.',
  notUndone: 'Es wurde nicht rückgängig gemacht',

  listLoadFailed: 'Die {many} konnten nicht geladen werden',
  listLoading: '{many} werden geladen…',
  listNone: 'Keine {many}',
  listNoneMatch: 'Keine passenden {many}',
  listCount: '{count, plural, one {# {one}} other {# {many}}}',
  listShowing:
    '{total, plural, one {# {one}} other {# {many}}}, davon {first, number}–{last, number} angezeigt',
  listUpdating: '{summary} (wird aktualisiert…)',
  previousPage: 'Vorherige Seite',
  nextPage: 'Nächste Seite',
  page: 'Seite {page}',

  status: 'Status',
  active: 'Aktiv',
  inactive: 'Inaktiv',
  all: 'Alle',
  dateFrom: 'Von',
  dateTo: 'Bis',

  copyLink: 'Link kopieren',
  copied: 'Kopiert',

  close: 'Schließen',
  cancel: 'Abbrechen',

  roleOwner: 'Inhaber/in',
  roleAdmin: 'Admin',
  roleStaff: 'Mitarbeiter/in',

  addressMissing: 'Wählen Sie eine Webadresse.',
  addressInvalid:
    'Verwenden Sie 1 bis 40 Kleinbuchstaben, Ziffern oder Bindestriche, nicht mit einem Bindestrich am Anfang oder Ende.',

  switcherLabel: 'Unternehmen',
  searchBusinessName: 'Name des Unternehmens',
  searchBusinessHint: 'Mindestens zwei Buchstaben des Namens.',
  searchBusinessNone: 'Kein Unternehmen hat „{text}“ im Namen.',
  searchBusinessAction: '{action}: {business}',
  searching: 'Suche läuft',

  paletteButton: 'Suchen',
  paletteKeys: 'Strg K',
  paletteLabel: 'Befehlspalette',
  palettePlaceholder: 'Kunden, Buchungen, Leistungen, Team, Seiten suchen…',
  paletteSearchLabel: 'Im Unternehmen suchen',
  paletteResults: 'Ergebnisse',
  paletteNothingFound: 'Nichts gefunden.',
  paletteGoTo: 'Gehe zu',
  paletteClients: 'Kunden',
  paletteBookings: 'Anstehende Buchungen',
  paletteServices: 'Leistungen',
  paletteStaff: 'Team',
  paletteGroupClasses: 'Gruppenkurse',
  palettePrivateAppointments: 'Einzeltermine',
  jumpDashboard: 'Heutige Termine, Ankünfte und Umsatz',
  jumpBookings: 'Kalender, Kurse und Termine; neue Buchung',
  jumpClients: 'Kundenliste; Kunden anlegen oder importieren',
  jumpServices: 'Leistungen, Preise und Stundenplan',
  jumpStaff: 'Team, Einladungen und Arbeitszeiten',
  jumpTransactions: 'Kassenbuch, Summen und Export',
  jumpSettings: 'Unternehmensprofil, Richtlinien und Ihr Konto',

  landingIntro:
    'Buchungen und Terminplanung für Studios, Fitnessstudios, Praxen, Nachhilfe und Salons. Ihr Team verwaltet Kurse, Termine, Kunden und Zahlungen; Ihre Kundschaft bucht und unterschreibt ihre Dokumente online.',
  landingForBusinesses: 'Für Unternehmen',
  landingForBusinessesText: 'Verwalten Sie Buchungen, Kunden, Leistungen, Team und Transaktionen.',
  landingForClients: 'Für Kundinnen und Kunden',
  landingForClientsText: 'Buchen Sie Termine und Gruppenkurse und verwalten Sie Ihre Dokumente.',
  landingDemo: 'Sie entwickeln das Produkt? <link>Zur Demo der Datenschicht</link>.',
  signedInTitle: 'Sie sind angemeldet',
  signedInAs: 'Angemeldet als {who}.',
  signedInAccount: 'Sie sind mit Ihrem Konto angemeldet.',
  businessArea: 'Unternehmensbereich',
  clientArea: 'Kundenbereich',

  demoTitle: 'TanStack-Query-Demo',
  demoIntro:
    'Die Datenschicht, wie jede Seite sie nutzt: zwischengespeicherte Abfragen, die fünf Minuten aktuell bleiben und dreimal wiederholt werden, mit einer Wartezeit, die sich jeweils verdoppelt (höchstens 30 Sekunden), und die Anzeige einer Seite, die fehlschlägt.',
  demoHealthTitle: 'Zustand des Servers',
  demoHealthText:
    'Eine Abfrage von <code>GET /health</code>. Sie bleibt fünf Minuten aktuell; „Neu abrufen“ fragt sofort erneut.',
  demoHealthFailed: 'GET /health antwortete mit {status}.',
  demoNever: 'nie',
  demoNone: 'keine',
  demoResponseBody: 'Antwort',
  demoNoData: 'Noch keine Daten.',
  demoRefetch: 'Neu abrufen',
  demoRetriesTitle: 'Wiederholungen mit Wartezeit',
  demoRetriesText:
    'Eine Abfrage, die immer fehlschlägt. Sie wird einmal versucht und {retries}-mal wiederholt, mit 1, 2 und dann 4 Sekunden Wartezeit, bevor sie beim Fehler bleibt.',
  demoFailingError:
    'Diese Abfrage schlägt absichtlich fehl, um Wiederholungen mit Wartezeit zu zeigen.',
  demoNotStarted: 'nicht gestartet',
  demoNextRetry: 'nächster Versuch',
  demoRetryIn: 'in {seconds} s',
  demoGaveUp: 'keiner, aufgegeben',
  demoRunAgain: 'Noch einmal ausführen',
  demoStartFailing: 'Fehlschlagende Abfrage starten',
  demoErrorPanelTitle: 'Die Fehleranzeige',
  demoErrorPanelText:
    'Eine Seite, die beim Darstellen einen Fehler wirft, wird durch die Fehleranzeige ersetzt, mit einem Schalter, der die Fehlermeldung zeigt.',
  demoThrow: 'Darstellungsfehler auslösen',
  demoRenderError: 'Dieser Darstellungsfehler wurde von der Demo absichtlich ausgelöst.',
} satisfies Translation<typeof source>;
