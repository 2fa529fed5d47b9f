import type { Translation } from '../../message-ids.ts';
import type source from '../en/client-area.ts';

// Clients are addressed with "Sie" (docs/decisions/0056); "Stornieren" for cancelling a booking.
export default {
  // The shell and its navigation
  navHome: 'Startseite',
  navBook: 'Buchen',
  navDocuments: 'Dokumente',
  navSettings: 'Einstellungen',
  navSignOut: 'Abmelden',
  navSignIn: 'Anmelden',
  close: 'Schließen',
  sentence: '{text}.',
  term: '{term}:',
  timeRange: '{start}–{end}',

  // Home
  homeTitle: 'Startseite',
  homeIntro: 'Hallo {name}. Ihre Buchungen, Guthaben und Ihr Kontostand bei {business}.',
  bookButton: 'Kurs oder Termin buchen',

  // Home: documents waiting
  documentsToSign: 'Zu unterschreibende Dokumente ({count})',
  documentNeededToBook: '{title} (vor Ihrer ersten Buchung zu unterschreiben)',
  readAndSignThenBook: 'Lesen, unterschreiben und dann buchen',
  readAndSignThem: 'Lesen und unterschreiben',

  // Home: upcoming bookings
  upcomingHeading: 'Anstehende Buchungen',
  nothingBooked: 'Noch nichts gebucht. <link>Einen Kurs oder Termin finden</link>.',
  withStaff: 'mit {staff}',
  withStaffAt: 'mit {staff} · {location}',
  privateAppointment: 'Einzeltermin',
  groupClass: 'Kurs',
  placeAccepted: 'Der Platz in {service} gehört Ihnen.',
  placeNotAccepted: 'Der Platz wurde nicht angenommen',
  accept: 'Annehmen',
  acceptLabel: 'Platz in {service} annehmen, {when}',
  calendarTitle: '{service} ({business})',
  calendarDetails: 'Mit {staff}',
  placeLabel: '{service}, {when}',
  cancel: 'Stornieren',
  cancelLabel: '{service} stornieren, {when}',

  // Home: a place's status
  statusBooked: 'Gebucht',
  statusHeld: 'Reserviert',
  heldDetail: 'Für Sie reserviert, bis Sie die Buchung abschließen.',
  statusWaitlistNumber: 'Warteliste Nr. {position}',
  statusWaitlist: 'Warteliste',
  waitlistDetail: 'Sie rücken von selbst nach, wenn jemand storniert.',
  statusOffered: 'Platz angeboten',
  offeredDetailBy: 'Ein Platz ist für Sie frei: Nehmen Sie ihn bis {deadline} an.',
  offeredDetail: 'Ein Platz ist für Sie frei: Nehmen Sie ihn an, um ihn zu behalten.',

  // Home: cancelling a place
  cancelledNotice: '{service} ist storniert.',
  leaveWaitlistTitle: 'Warteliste von {service} verlassen?',
  cancelTitle: '{service} stornieren?',
  checkingPolicy: 'Stornobedingungen werden geprüft',
  inTime: 'Rechtzeitig laut Stornobedingungen',
  late: 'Zu spät: Die Frist endete am {deadline}',
  keepIt: 'Behalten',
  leaveWaitlist: 'Warteliste verlassen',
  cancelBooking: 'Buchung stornieren',

  // Home: balance and credits
  balanceHeading: 'Kontostand und Guthaben',
  balance: 'Kontostand',
  payNextVisit: 'Zahlen Sie bei Ihrem nächsten Besuch, oder fragen Sie bei {business} nach.',
  noPacks: 'Noch keine Mehrfachkarten oder Abos.',
  payByCard: '{amount} mit Karte bezahlen',
  paymentReceivedBalance: 'Zahlung eingegangen: Ihr Kontostand wird aktualisiert …',
  paidThanks: 'Mit Karte bezahlt. Vielen Dank.',

  // Documents
  documentsTitle: 'Dokumente',
  documentsIntro:
    'Dokumente, die {business} von Ihnen unterschrieben haben möchte, die Sie bereits unterschrieben haben, und Dateien, die für Sie freigegeben wurden.',
  toSignHeading: 'Zu unterschreiben',
  nothingToSign: 'Nichts zu unterschreiben: Sie haben alle aktuellen Dokumente unterschrieben.',
  version: 'Version {version}',
  signBeforeFirstBooking: 'Vor der ersten Buchung unterschreiben',
  readAndSignLabel: '{title} lesen und unterschreiben',
  readAndSign: 'Lesen und unterschreiben',
  signedNotice: 'Sie haben {title} unterschrieben.',
  signedHeading: 'Unterschrieben',
  noSignedDocuments: 'Sie haben noch keine Dokumente unterschrieben.',
  signatureBy: 'Version {version}, unterschrieben von {name} am {date}',
  signatureByYou: 'Version {version}, von Ihnen unterschrieben am {date}',
  readLabel: '{title} lesen',
  read: 'Lesen',
  sharedHeading: 'Für Sie freigegeben',
  noSharedFiles: '{business} hat noch keine Dateien für Sie freigegeben.',
  sharedFilesLabel: 'Für Sie freigegebene Dateien',

  // Settings
  settingsTitle: 'Einstellungen',
  settingsIntro:
    'Ihr Profil, die Nachrichten, die Sie erhalten, die Anbieter, bei denen Sie buchen, und wie Sie sich anmelden.',
  accountNote: 'Diese Angaben gelten für Ihre Anmeldung bei allen Anbietern, bei denen Sie buchen.',

  // Settings: profile
  profileTitle: 'Profil',
  profileIntro: 'Wie {business} Sie kennt und erreicht.',
  profileFormLabel: 'Ihr Profil',
  fullName: 'Vollständiger Name',
  phone: 'Telefon',
  birthDate: 'Geburtsdatum',
  nameMissing: 'Geben Sie Ihren vollständigen Namen ein.',
  nameTooLong: 'Ihr Name darf höchstens 200 Zeichen lang sein.',
  saveProfile: 'Profil speichern',
  profileSaved: 'Ihr Profil ist gespeichert.',

  // Settings: messages
  messagesTitle: 'Nachrichten',
  messagesIntro:
    'Was {business} Ihnen schickt. Bestätigungen für alles, was Sie buchen, stornieren oder wofür Sie sich auf die Warteliste setzen, und Nachrichten über abgesagte oder verlegte Termine kommen immer per E-Mail.',
  remindersLabel: 'Erinnerungen vor einem Termin',
  remindersHint: 'Eine E-Mail (und eine SMS, wenn SMS aktiviert sind) vor jeder Buchung.',
  textsLabel: 'SMS',
  textsHint: 'An {phone}, wenn {business} SMS verschickt.',
  textsNoPhone: 'Fügen Sie Ihrem Profil eine Telefonnummer hinzu, um SMS zu erhalten.',
  reminderLinkNote:
    'Jede Erinnerungs-E-Mail enthält außerdem einen Link, mit dem Sie Erinnerungen ohne Anmeldung abbestellen können.',
  textsOn: 'SMS sind aktiviert.',
  textsOff: 'SMS sind deaktiviert.',
  remindersOn: 'Erinnerungen sind aktiviert.',
  remindersOff: 'Erinnerungen sind deaktiviert.',

  // Settings: businesses
  businessesTitle: 'Ihre Anbieter',
  businessesSeveral:
    'Bei jedem dieser Anbieter buchen Sie getrennt: Wechseln Sie, um bei einem anderen zu sehen und zu buchen.',
  businessesOne:
    'Der Anbieter, bei dem Sie buchen. Einen weiteren fügen Sie über den Link hinzu, den er Ihnen gegeben hat, oder über seinen Namen.',
  currentBusiness: 'Aktuell',
  switchTo: 'Zu {business} wechseln',
  joinAnother: 'Weiteren Anbieter hinzufügen',

  // Settings: saved cards
  savedCardsHeading: 'Gespeicherte Karten',
  loadingCards: 'Ihre gespeicherten Karten werden geladen',
  noSavedCards:
    'Keine gespeicherten Karten. Wählen Sie „{label}“, wenn Sie bei {business} mit Karte bezahlen.',
  cardLabel: '{brand} mit Endziffern {last4}',
  cardExpires: '{card}, gültig bis {expiry}',
  removeCard: '{card} entfernen',
  remove: 'Entfernen',

  // A waitlist offer's link (offer.tsx)
  seeYourBookings: 'Ihre Buchungen ansehen',
  backHome: 'Zurück zur Startseite',
  zoneTime: 'Ortszeit {city}',
  offerSession: 'Termin',
  offerWhen: 'Wann',
  offerWhenValue: '{start}–{end} ({zone})',
  offerWith: 'Mit',
  offerWhere: 'Wo',
  offerHeldUntil: 'Für Sie reserviert bis',
  offerHeldUntilValue: '{deadline} ({zone})',
  placeNotTaken: 'Der Platz wurde nicht übernommen',
  signInToPay: 'Anmelden und mit Karte bezahlen, um ihn zu übernehmen',
  takePlace: 'Platz übernehmen',
  offerOpenTitle: 'Ein Platz ist für Sie frei',
  offerOpenTake:
    '{business} hält in {service} einen Platz für Sie frei. Übernehmen Sie ihn, bevor das Angebot abläuft; danach geht er an die nächste Person auf der Warteliste.',
  offerOpenPayByCard:
    '{business} hält in {service} einen Platz für Sie frei. Melden Sie sich an und bezahlen Sie ihn mit Karte, bevor das Angebot abläuft; danach geht er an die nächste Person auf der Warteliste.',
  offerTakenTitle: 'Der Platz gehört Ihnen',
  offerTakenText:
    'Ihr Platz in {service} bei {business} ist bestätigt. Die Bestätigung ist per E-Mail unterwegs.',
  offerLapsedTitle: 'Dieses Angebot ist abgelaufen',
  offerLapsedText:
    'Der Platz in {service} war eine Weile für Sie reserviert und ist an die nächste Person auf der Warteliste gegangen. Sie können einen anderen Termin buchen oder sich auf dessen Warteliste setzen.',
  offerCancelledTitle: 'Dieser Termin wurde abgesagt',
  offerCancelledText:
    '{business} hat {service} abgesagt, daher gibt es keinen Platz zu übernehmen.',
  offerUnknownTitle: 'Dieser Link ist kein Angebot von der Warteliste',
  offerUnknownText:
    'Vielleicht ist er falsch geschrieben, oder ein neueres Angebot hat ihn ersetzt: Verwenden Sie den Link aus der neuesten E-Mail des Anbieters.',

  // A reminder's unsubscribe link (unsubscribe.tsx)
  yourSettings: 'Ihre Einstellungen',
  remindersStillOn: 'Erinnerungen sind noch aktiviert',
  done: 'Erledigt',
  remindersOffFrom: 'Erinnerungen von {business} sind deaktiviert.',
  stopReminders: 'Erinnerungen abbestellen',
  unsubscribeUnknownTitle: 'Diesen Link haben nicht wir verschickt',
  unsubscribeUnknownText:
    'Vielleicht ist er falsch geschrieben oder abgeschnitten: Öffnen Sie den Link aus der E-Mail noch einmal vollständig. Nach der Anmeldung können Sie Erinnerungen auch in den Einstellungen abbestellen.',
  remindersOffTitle: 'Erinnerungen sind deaktiviert',
  remindersOffText:
    '{business} schickt Ihnen keine Erinnerungen mehr vor Ihren Terminen. Sie erhalten weiterhin eine E-Mail, wenn Sie buchen, stornieren oder sich auf eine Warteliste setzen und wenn ein Termin abgesagt oder verlegt wird. Um wieder Erinnerungen zu erhalten, aktivieren Sie sie in den Einstellungen.',
  stopRemindersTitle: 'Erinnerungen abbestellen?',
  stopRemindersText:
    '{business} schickt Ihnen vor jedem Termin eine Erinnerung. Wenn Sie sie abbestellen, entfallen nur diese Erinnerungen: Sie erhalten weiterhin eine E-Mail, wenn Sie buchen, stornieren oder sich auf eine Warteliste setzen und wenn ein Termin abgesagt oder verlegt wird.',
} satisfies Translation<typeof source>;
