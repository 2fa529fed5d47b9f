import type { Translation } from '../../message-ids.ts';
import type source from '../en/money.ts';

// Staff and clients are addressed with "Sie". One class of a pack is an "Einheit", an
// unlimited pass a "Flatrate".
export default {
  // Shared words
  tryAgain: 'Erneut versuchen',
  serverAnswered: 'Der Server antwortete mit {status}.',
  signInAgain: 'Melden Sie sich erneut an.',
  signInToPay: 'Melden Sie sich erneut an, um zu bezahlen.',
  signInToRefund: 'Melden Sie sich erneut an, um zu erstatten.',
  signInToConnect: 'Melden Sie sich erneut an, um Zahlungen zu verbinden.',

  // The ledger: kinds of entry and ways of paying
  kindCharge: 'Belastung',
  kindPayment: 'Zahlung',
  kindRefund: 'Erstattung',
  kindAdjustment: 'Korrektur',
  kindCreditGrant: 'Einheiten gutgeschrieben',
  kindCreditUse: 'Einheit genutzt',
  kindCreditReturn: 'Einheit zurückgebucht',
  methodCash: 'Bar',
  methodCard: 'Karte',
  methodBankTransfer: 'Überweisung',
  methodOther: 'Sonstige',
  // What a credit movement counts, where money shows an amount
  unlimitedPass: 'Flatrate',
  creditsGranted: '{count, plural, one {# Einheit} other {# Einheiten}}',
  creditUsed: '−1 Einheit',
  creditReturned: '+1 Einheit',

  // The transactions screen
  transactions: 'Transaktionen',
  ledgerIntro:
    'Das Kassenbuch des Unternehmens: jede Belastung, Zahlung, Erstattung und Gutschrift, die neueste zuerst. Filtern Sie es, sehen Sie die Summen des Gefilterten und exportieren Sie es als CSV.',
  ledgerIntroWithNote:
    'Das Kassenbuch des Unternehmens: jede Belastung, Zahlung, Erstattung und Gutschrift, die neueste zuerst. Filtern Sie es, sehen Sie die Summen des Gefilterten und exportieren Sie es als CSV. {note}',
  filterTransactions: 'Transaktionen filtern',
  client: 'Kunde',
  clientPlaceholder: 'Name',
  kind: 'Art',
  anyKind: 'Alle Arten',
  method: 'Zahlungsart',
  anyMethod: 'Alle Zahlungsarten',
  order: 'Reihenfolge',
  newestFirst: 'Neueste zuerst',
  oldestFirst: 'Älteste zuerst',
  clearFilters: 'Filter zurücksetzen',
  totalsTitle: 'Summen für diese Filter',
  totalsFailed: 'Die Summen konnten nicht berechnet werden',
  totalPayments: 'Zahlungen',
  totalRefunds: 'Erstattungen',
  totalCharges: 'Belastungen',
  totalNet: 'Netto eingenommen',
  addingUp: 'Wird berechnet',
  exportCsv: 'Als CSV exportieren',
  exported: '{count, plural, one {# Transaktion exportiert.} other {# Transaktionen exportiert.}}',
  exportFailed: 'Der Export ist fehlgeschlagen',
  entries: 'Einträge',
  ledgerEntries: 'Einträge im Kassenbuch',
  ledgerEmpty:
    'Noch keine Transaktionen. Belastungen, Zahlungen und Gutschriften erscheinen hier, sobald sie anfallen.',
  ledgerUnmatched: 'Keine Transaktionen entsprechen diesen Filtern.',
  date: 'Datum',
  amount: 'Betrag',
  note: 'Notiz',
  dateAndMethod: '{date} · {method}',
  // The export's column headers
  csvDate: 'Datum',
  csvClient: 'Kunde',
  csvKind: 'Art',
  csvMethod: 'Zahlungsart',
  csvAmount: 'Betrag',
  csvCurrency: 'Währung',
  csvCredits: 'Einheiten',
  csvNote: 'Notiz',
  csvRecordedAt: 'Erfasst am (UTC)',
  csvTransactionId: 'Transaktions-ID',

  // What must be paid online (Settings › Payments), by kind of option
  kindsDropIns: 'Drop-ins',
  kindsPrivateSessions: 'Einzeltermine',
  kindsPacks: 'Pakete mit Einheiten',
  kindsPasses: 'Flatrates',

  // Paying by card
  paymentNotStarted: 'Die Zahlung konnte nicht gestartet werden',
  openingPayment: 'Sichere Zahlung wird geöffnet',
  payAmount: '{amount} bezahlen',
  loadingCardForm: 'Kartenformular wird geladen',
  cardDetails: 'Kartendaten',
  cardNotCharged: 'Die Karte wurde nicht belastet',
  cardRefused: 'Die Karte wurde abgelehnt.',
  stripeNotLoaded:
    'Das Kartenformular konnte nicht von Stripe geladen werden. Versuchen Sie es später erneut.',
  paymentNotCompleted: 'Die Zahlung konnte nicht abgeschlossen werden.',
  paymentNotCompletedTryAgain: 'Die Zahlung wurde nicht abgeschlossen. Versuchen Sie es erneut.',
  saveCard: 'Diese Karte für das nächste Mal speichern',
  saveCardHint:
    'Gespeichert beim Zahlungsanbieter, nie bei uns; entfernen Sie sie in den Einstellungen.',

  // The test provider's card form
  refusalTryAnother: '{refusal} Versuchen Sie es mit einer anderen Karte.',
  cardNumber: 'Kartennummer',
  cardNumberExample: '1234 1234 1234 1234',
  expiryDate: 'Ablaufdatum',
  expiryHint: 'MM / JJ',
  securityCode: 'Prüfnummer',
  securityCodeHint: '3 Ziffern auf der Rückseite',
  nameOnCard: 'Name auf der Karte',
  testCards:
    'Testzahlungen: 4242 4242 4242 4242 wird bezahlt, 4000 0000 0000 0002 wird abgelehnt, 4000 0025 0000 3155 verlangt eine Bestätigung. Keine echte Karte wird belastet.',
  cardNumberMissing: 'Geben Sie die Kartennummer ein.',
  cardNumberWrong: 'Diese Kartennummer ist unvollständig oder vertippt.',
  expiryMissing: 'Geben Sie das Ablaufdatum ein.',
  expiryWrong: 'Geben Sie das Ablaufdatum wie auf der Karte ein, erst Monat, dann Jahr: 04 / 28.',
  cardExpired: 'Diese Karte ist abgelaufen.',
  cvcMissing: 'Geben Sie die Prüfnummer ein.',
  cvcWrong: 'Die Prüfnummer sind die 3 Ziffern auf der Rückseite (bei Amex 4 auf der Vorderseite).',
  cardNameMissing: 'Geben Sie den Namen auf der Karte ein.',
  providerAnswered: 'Der Zahlungsanbieter antwortete mit {status}.',
  providerUnreachable: 'Der Zahlungsanbieter war nicht erreichbar. Versuchen Sie es erneut.',
  // The stand-in for the bank's check (3-D Secure)
  authenticateTitle: 'Ihre Bank bittet Sie, diese Zahlung zu bestätigen',
  authenticateText:
    'Dies ist der Ersatz des Testanbieters für die Prüfung Ihrer Bank (3-D Secure): Wählen Sie, wie die Prüfung ausgeht.',
  authenticate: 'Bestätigen',
  failAuthentication: 'Bestätigung fehlschlagen lassen',
} satisfies Translation<typeof source>;
