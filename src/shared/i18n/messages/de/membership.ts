import type { Translation } from '../../message-ids.ts';
import type source from '../en/membership.ts';

// Clients are addressed with "Sie". A membership is a "Mitgliedschaft", a plan a "Tarif", a class
// booked with it a "Termin" (as in register.ts).
export default {
  unlimitedThisPeriod: 'Unbegrenzt viele Termine in diesem Zeitraum',
  classesLeft:
    '{count, plural, =0 {Keine Termine mehr} one {Noch # Termin} other {Noch # Termine}} in diesem Zeitraum',

  useYours: 'Mit Ihrer Mitgliedschaft: {plan}',
  joinPlan: '{plan} abschließen',
  included: 'Inklusive',
  barAllowanceUsed:
    'Die Termine dieses Zeitraums sind aufgebraucht: Buchen Sie wieder, sobald er sich verlängert.',
  barPaused:
    'Pausiert: Die letzte Zahlung ist nicht durchgegangen. Aktualisieren Sie Ihre Karte, um wieder zu buchen.',
  barSuspended:
    'Gesperrt: Die Zahlungen sind nicht durchgegangen. Aktualisieren Sie Ihre Karte, um wieder zu buchen.',
  barEnding: 'Ihre Mitgliedschaft endet vor diesem Termin.',
  barNextPeriod:
    'Dieser Termin liegt nach Ihrem aktuellen Zeitraum: Buchen Sie ihn, sobald sich Ihre Mitgliedschaft verlängert.',
  updateCard: 'Karte aktualisieren',

  bookWithTitle: 'Mit Ihrer Mitgliedschaft buchen',
  membershipChoice: 'Ihre Mitgliedschaft {plan}',
  bookWithIt: 'Mit meiner Mitgliedschaft buchen',

  joinTitle: 'Mitgliedschaft abschließen',
  joinIntro:
    'Prüfen Sie die Bedingungen der Mitgliedschaft und stimmen Sie der Abbuchung in jedem Zeitraum zu, dann zahlen Sie den ersten Zeitraum per Karte. Ihr Termin wird damit gebucht, sobald die Zahlung durchgeht.',
  joinHeading: '{plan} abschließen',
  termPrice: 'Preis',
  termFirstPayment: 'Erste Zahlung',
  firstPayment: '{price} heute',
  firstPaymentWithFee:
    '{total} heute: {first} für den ersten Zeitraum und eine Aufnahmegebühr von {fee}',
  termAllowance: 'Termine',
  termCarryOver:
    '{cap, plural, one {bis zu # ungenutzter Termin wird} other {bis zu # ungenutzte Termine werden}} in den nächsten Zeitraum übernommen',
  termDailyLimit:
    '{count, plural, one {höchstens # Termin pro Tag} other {höchstens # Termine pro Tag}}',
  termCovers: 'Gilt für',
  termMinimum: 'Mindestlaufzeit',
  minimumPeriods:
    '{period, select, week {{count, plural, one {# Woche} other {# Wochen}}} month {{count, plural, one {# Monat} other {# Monate}}} other {{count, plural, one {# Jahr} other {# Jahre}}}}',
  termNotice: 'Kündigungsfrist',
  noticeDays:
    '{count, plural, =0 {Keine: jederzeit vor einer Verlängerung kündbar} one {# Tag} other {# Tage}}',
  consent:
    'Ich bin einverstanden, dass {business} meine Karte {period, select, week {jede Woche} month {jeden Monat} other {jedes Jahr}} mit {price} belastet, bis ich kündige.',
  consentRequired: 'Setzen Sie das Häkchen, um den Verlängerungen vor dem Zahlen zuzustimmen.',
  continueToPayment: 'Weiter zur Zahlung',
  joinThenBook: 'Dieser Termin: {when}',
  activating: 'Zahlung erhalten. Ihre Mitgliedschaft wird gestartet …',
  bookingWithIt: 'Ihre Mitgliedschaft hat begonnen. Ihr Termin wird gebucht …',
  joinedNotBooked:
    'Ihre Mitgliedschaft hat begonnen, aber der Termin konnte damit nicht gebucht werden. Wählen Sie einen anderen Termin oder versuchen Sie es erneut.',

  paidWith: 'Ein Termin Ihrer Mitgliedschaft {plan}',

  navMembership: 'Mitgliedschaft',
  screenTitle: 'Ihre Mitgliedschaft',
  screenIntro:
    'Ihre Mitgliedschaften bei {business}: was in diesem Zeitraum übrig ist, die nächste Abbuchung und was Sie ändern können.',
  none: 'Sie haben noch keine Mitgliedschaft. Mitgliedschaften werden angeboten, wenn Sie einen Termin buchen, für den sie gelten.',
  findClass: 'Termin buchen',
  standing:
    '{standing, select, pending {Wartet auf die erste Zahlung} active {Aktiv} cancelling {Aktiv bis zum Ende} frozen {Ruht} overdue {Zahlung überfällig} paused {Pausiert: Zahlung überfällig} suspended {Gesperrt} ended {Beendet} other {Beendet}}',
  allowanceHeading: 'Termine in diesem Zeitraum',
  periodEnds: 'Zeitraum endet',
  nextCharge: 'Nächste Abbuchung',
  nextChargeOn: '{amount} am {date}',
  noNextCharge: 'Keine: Die Mitgliedschaft endet mit diesem Zeitraum',
  overdue: 'Überfällig',
  endsOn: 'Endet am',
  overdueNote:
    '{amount} sind überfällig. Aktualisieren Sie Ihre Karte: Sie wird sofort belastet, und Sie können wieder mit Ihrer Mitgliedschaft buchen.',
  updateCardTitle: 'Karte aktualisieren',
  updateCardPay:
    'Ihre neue Karte wird jetzt mit dem überfälligen Betrag belastet, und die Verlängerungen nutzen sie ab sofort.',
  updateCardSave:
    'Es ist nichts offen: Ihre neue Karte wird für die kommenden Verlängerungen gespeichert.',
  saveCard: 'Karte speichern',
  cardUpdated: 'Ihre Karte ist aktualisiert. Die Verlängerungen nutzen sie ab sofort.',
  close: 'Schließen',
  freeze: 'Ruhen lassen',
  freezeTitle: 'Mitgliedschaft ruhen lassen',
  freezeIntro:
    'Während sie ruht, können keine Termine gebucht werden, und Termine in diesen Tagen werden storniert. Ihre nächste Abbuchung und das Ende Ihrer Laufzeit verschieben sich um die Ruhetage.',
  freezeFrom: 'Ab',
  freezeUntil: 'Bis (ausschließlich)',
  freezeDatesNeeded: 'Wählen Sie den ersten Tag und den Tag, an dem es endet.',
  freezeOrder: 'Das Ende muss nach dem ersten Tag liegen.',
  confirmFreeze: 'Ruhen lassen',
  frozen: 'Ihre Mitgliedschaft ruht vom {from} bis zum {until}.',
  cancel: 'Mitgliedschaft kündigen',
  cancelTitle: 'Mitgliedschaft kündigen',
  cancelWhen:
    'Ihre Mitgliedschaft würde am {date} enden, nach Kündigungsfrist und Mindestlaufzeit. Bis dahin können Sie damit buchen, und Sie können sie vorher behalten, wenn Sie es sich anders überlegen.',
  cancelWhenUnknown:
    'Ihre Mitgliedschaft endet, sobald Kündigungsfrist und Mindestlaufzeit es erlauben. Bis dahin können Sie damit buchen.',
  confirmCancel: 'Mitgliedschaft kündigen',
  keepIt: 'Abbrechen',
  cancelled: 'Ihre Mitgliedschaft endet am {date}.',
  keep: 'Mitgliedschaft behalten',
  notFound: 'Diese Mitgliedschaft gehört nicht zu Ihren.',

  homeTitle: 'Mitgliedschaft',
  homeLine: '{plan}: {allowance}',
  seeMembership: 'Zu Ihrer Mitgliedschaft',
} satisfies Translation<typeof source>;
