import type { Translation } from '../../message-ids.ts';
import type source from '../en/register.ts';

// Clients are addressed with "Sie". A pack is a "Mehrfachkarte" whose credits are "Einheiten",
// a pass an "Abo", a drop-in an "Einzelstunde"; a group session is a "Termin" of a "Kurs".
export default {
  // Shared by the steps
  what: 'Was',
  when: 'Wann',
  with: 'Mit',
  where: 'Wo',
  teacher: 'Lehrkraft',
  price: 'Preis',
  cancellation: 'Stornierung',
  payment: 'Zahlung',
  payWith: 'Bezahlen mit',
  toBeConfirmed: 'Wird noch bekannt gegeben',
  aTeacher: 'einer Lehrkraft',
  timeRange: '{start} bis {end}',
  continue: 'Weiter',
  confirmBooking: 'Buchung bestätigen',
  takePlace: 'Platz übernehmen',
  payPriceByCard: '{price} mit Karte bezahlen',
  payNowOrAtDesk: 'Jetzt mit Karte bezahlen, oder jetzt buchen und vor Ort bezahlen.',

  // Finding a business
  findTitle: 'Anbieter finden',
  findIntro:
    'Suchen Sie das Studio, Fitnessstudio oder die Praxis, bei der Sie buchen möchten, nach Namen.',
  businessNotFound: 'Anbieter nicht gefunden',
  noBusinessAt:
    'Unter der Adresse „{address}“ gibt es keinen Anbieter. Prüfen Sie den Link, oder suchen Sie den Anbieter nach Namen.',
  openBusiness: 'Öffnen',

  // The catalogue
  bookTitle: 'Buchen',
  bookIntro:
    'Das bietet {business}: Einzeltermine, bei denen Sie eine Zeit bei einer Lehrkraft wählen, und Gruppenkurse, bei denen Sie einen Termin und die Zahlungsart wählen.',
  bookIntroVisitor:
    'Das bietet {business}: Einzeltermine, bei denen Sie eine Zeit bei einer Lehrkraft wählen, und Gruppenkurse, bei denen Sie einen Termin und die Zahlungsart wählen. Ein Konto brauchen Sie nicht: Beim Buchen geben Sie nur Ihren Namen und Ihre E-Mail-Adresse an.',
  nothingToBook:
    'Bei {business} kann man noch nichts online buchen. Fragen Sie dort nach, wie Sie buchen können.',
  privateSessions: 'Einzeltermine',
  groupClasses: 'Gruppenkurse',
  lengthAndPrice: '{length} <dot>·</dot> <strong>{price}</strong>',
  lengthFromPrice: '{length} <dot>·</dot> <strong>ab {price}</strong>',
  nextFree: 'Nächster freier Termin: <strong>{time}</strong>',
  noFreeTimes: 'In den nächsten zwei Wochen keine freien Termine.',
  bookService: '{service} buchen',
  book: 'Buchen',
  noClasses: 'In den nächsten zwei Wochen keine Kurse.',
  showFewer: 'Weniger Termine anzeigen',
  showAll: '{count, plural, one {# Termin anzeigen} other {Alle # Termine anzeigen}}',
  withStaff: 'mit {staff}',
  withStaffAt: 'mit {staff} · {location}',
  sessionWithStaff: 'Mit {staff}',
  sessionWithStaffAt: 'Mit {staff} · {location}',
  staffToBeConfirmed: 'Lehrkraft wird noch bekannt gegeben',
  staffToBeConfirmedAt: 'Lehrkraft wird noch bekannt gegeben · {location}',
  fullYouHaveAPlace: 'Ausgebucht · Sie haben einen Platz',
  fullPlaceOffered: 'Ausgebucht · Ihnen wird ein Platz angeboten',
  fullOnWaitlist: 'Ausgebucht · Sie stehen auf der Warteliste',
  placeBooked: 'Gebucht',
  placeOffered: 'Platz angeboten',
  placeCancelled: 'Storniert',
  waitlistNumber: 'Warteliste Nr. {position}',

  // Packs and passes bought ahead
  packsAndPasses: 'Mehrfachkarten und Abos',
  packName: '{service}: {option}',
  termsAndPrice: '{terms} · {price}',
  buyByCardFor: 'Mit Karte für {price} kaufen',
  packPaidUseIt: 'Mit Karte bezahlt. Beim Buchen eines Kurses können Sie nun damit bezahlen.',

  // A link that cannot be used
  linkProblemTitle: 'Dieser Link funktioniert nicht',
  backToCatalogue: 'Zurück zum Angebot',
  linkMissingService:
    'In diesem Link fehlt das Angebot, das gebucht werden soll. Wählen Sie ein Angebot aus der Übersicht.',
  linkInvalidService:
    'Das Angebot in diesem Link ist ungültig. Wählen Sie ein Angebot aus der Übersicht.',
  linkMissingSession:
    'In diesem Link fehlt der Termin, der gebucht werden soll. Wählen Sie einen Termin aus der Übersicht.',
  linkInvalidSession:
    'Der Termin in diesem Link ist ungültig. Wählen Sie einen Termin aus der Übersicht.',
  linkMissingOption:
    'In diesem Link fehlt die Zahlungsart. Wählen Sie den Termin erneut aus der Übersicht.',
  linkInvalidOption:
    'Die Zahlungsart in diesem Link ist ungültig. Wählen Sie den Termin erneut aus der Übersicht.',
  privateNotOffered:
    'Dieser Einzeltermin kann nicht mehr gebucht werden, oder der Link ist falsch geschrieben. Wählen Sie ein Angebot aus der Übersicht.',
  sessionNotOpen:
    'Dieser Termin ist nicht buchbar, oder der Link ist falsch geschrieben. Wählen Sie einen Termin aus der Übersicht.',
  wayNotOffered:
    'Diese Zahlungsart gibt es für diesen Termin nicht. Wählen Sie den Termin erneut aus der Übersicht.',

  // A private appointment: choosing
  privateTitle: 'Einzeltermin buchen',
  privateIntro:
    'Wählen Sie Dauer, Lehrkraft (oder beliebig), Tag und eine freie Zeit, dann prüfen und bestätigen Sie.',
  payTitle: 'Bezahlen, um die Buchung abzuschließen',
  payIntro: 'Ihre Zeit bleibt reserviert, während Sie mit Karte bezahlen.',
  lengthAndPriceLabel: 'Dauer und Preis',
  optionAndPrice: '{option} · {price}',
  anyAvailable: 'Beliebige Lehrkraft',
  day: 'Tag',
  freeTimesOn: 'Freie Zeiten am {day}',
  morning: 'Vormittag',
  afternoon: 'Nachmittag',
  evening: 'Abend',
  lookingForTimes: 'Freie Zeiten werden gesucht',
  noFreeTimesThatDay: 'An diesem Tag gibt es keine freien Zeiten. Wählen Sie einen anderen Tag.',
  chosenSlot: '{day} um {time} mit {staff}',
  chosenSlotAnyTeacher: '{day} um {time} mit einer Lehrkraft',

  // A private appointment: checking and paying
  serviceAndOption: '{service}, {option}',
  checkAndConfirm: 'Prüfen und bestätigen',
  priceByCardOnConfirm: '{price}, mit Karte zu bezahlen, sobald Sie bestätigen',
  priceByCardOrDesk: '{price}, jetzt mit Karte oder vor Ort zu bezahlen',
  priceOnAccount: '{price}, wird Ihrem Kundenkonto belastet',
  confirmAndPayByCard: 'Bestätigen und mit Karte bezahlen',
  change: 'Ändern',
  chooseTimeFirst: 'Wählen Sie zuerst eine Zeit.',
  payByCardHeading: 'Mit Karte bezahlen',
  timeHeldUntil:
    'Die Zeit ist bis {time} für Sie reserviert, während Sie bezahlen. Wenn Sie ohne zu bezahlen gehen, wird sie dann wieder frei.',
  timeHeld:
    'Die Zeit ist für Sie reserviert, während Sie bezahlen. Wenn Sie ohne zu bezahlen gehen, wird sie wieder frei.',

  // A group session: ways to pay
  chooseTitle: 'Zahlungsart wählen',
  chooseIntro:
    'Wählen Sie, wie Sie diesen Gruppentermin bezahlen: mit einer Mitgliedschaft oder Mehrfachkarte, die Sie besitzen, als Einzelstunde oder mit einer neuen Mehrfachkarte oder Mitgliedschaft. Sind Sie neu hier, geben Sie auf dem nächsten Bildschirm Ihren Namen und Ihre E-Mail-Adresse an.',
  haveAPlace: 'Sie haben einen Platz in diesem Termin',
  waitlistPosition: 'Sie sind Nummer {position} auf der Warteliste.',
  placeOfferedToYou:
    'Ein Platz ist frei geworden und wird Ihnen eine Weile angeboten: Übernehmen Sie ihn, bevor er an die nächste Person geht.',
  youAreBookedHere: 'Sie sind gebucht. Stornieren können Sie auf Ihrer Startseite.',
  heldChoice: '{option}: {detail}',
  waysToPay: 'Zahlungsarten',
  fullWaitlistAuto:
    'Dieser Termin ist ausgebucht. Wählen Sie, wie Sie bezahlen würden, um auf die Warteliste zu kommen: Wird ein Platz frei, gehört er Ihnen und wird so bezahlt, wie Sie es gewählt haben.',
  fullWaitlistOffer:
    'Dieser Termin ist ausgebucht. Wählen Sie, wie Sie bezahlen würden, um auf die Warteliste zu kommen: Wird ein Platz frei, wird er Ihnen eine Weile angeboten.',
  fullNoWaitlist: 'Dieser Termin ist ausgebucht, und dieser Anbieter führt keine Warteliste.',
  cannotPayOnline:
    'Dieser Kurs kann nicht online bezahlt werden. Bitten Sie den Anbieter, Sie einzubuchen.',
  useYour: '{option} verwenden',
  holdingValidUntil: '{holding}, gültig bis {date}',
  included: 'Inklusive',
  oneCredit: '1 Einheit',
  thisSessionOnly: 'Nur diesen Termin bezahlen',
  buyThe: '{option} kaufen',
  buyPackTerms: '{terms}; dieser Termin nutzt die erste Einheit',
  buyPassTerms: '{terms}; dieser Termin ist darin enthalten',
  unlimited: 'Unbegrenzt',
  creditsLeft: '{count, plural, one {noch # Einheit} other {noch # Einheiten}}',

  // A group session: checking and confirming
  confirmTitle: 'Buchung bestätigen',
  confirmIntro:
    'Prüfen Sie die Zusammenfassung und die Stornobedingungen, dann bestätigen Sie. Ist der Termin ausgebucht, kommen Sie stattdessen auf die Warteliste.',
  buyAndBook: 'Kaufen und buchen',
  joinWaitlist: 'Auf die Warteliste setzen',
  haveAPlaceSee: 'Sie haben einen Platz: Termin ansehen',
  choiceAndCost: '{choice} ({cost})',
  fullNote:
    'Der Termin ist ausgebucht ({waiting, plural, one {# Person wartet} other {# Personen warten}}). Die Warteliste zu verlassen ist kostenlos, und Sie bezahlen erst, wenn Sie einen Platz bekommen.',
  fullNoteBuy:
    'Der Termin ist ausgebucht ({waiting, plural, one {# Person wartet} other {# Personen warten}}). Die Warteliste zu verlassen ist kostenlos, und Sie bezahlen erst, wenn Sie einen Platz bekommen. Die Mehrfachkarte kaufen Sie jetzt.',
  continueToPayment: 'Weiter zur Zahlung',
  chooseAnotherWay: 'Andere Zahlungsart wählen',

  // Paying by card
  payNowOrBuyAtDesk: 'Jetzt mit Karte bezahlen, oder jetzt kaufen und vor Ort bezahlen.',
  buyByCardAndBook: 'Mit Karte für {price} kaufen und buchen',
  packPaidToUse: '„{option}“ ist bezahlt und steht Ihnen zur Verfügung.',
  packPaidBooking: '„{option}“ ist bezahlt: Ihr Platz wird damit gebucht …',
  paymentReceivedAdding: 'Zahlung eingegangen: „{option}“ wird hinzugefügt …',
  placeHeldUntil:
    'Ihr Platz ist bis {time} reserviert, während Sie bezahlen. Wenn Sie ohne zu bezahlen gehen, wird er dann wieder frei.',
  placeHeld:
    'Ihr Platz ist reserviert, während Sie bezahlen. Wenn Sie ohne zu bezahlen gehen, wird er wieder frei.',
  placeWentElsewhere: 'Dieser Platz ist an jemand anderen gegangen',
  paymentRefunded:
    'Ihre Zahlung ist eingegangen, nachdem der Platz vergeben war. Sie wird Ihrer Karte vollständig erstattet.',
  paymentReceivedConfirming: 'Zahlung eingegangen: Ihr Platz wird bestätigt …',
  offeredWhileYouPay: 'Ihr Platz bleibt Ihnen angeboten, während Sie bezahlen.',
  takenByCard: 'Sie übernehmen ihn, indem Sie ihn mit Karte bezahlen, bevor das Angebot abläuft.',
  payToTake: '{price} mit Karte bezahlen und übernehmen',

  // A refusal
  refusedTitle: 'Das konnte nicht gebucht werden',
  goToDocuments: 'Zu Ihren Dokumenten',

  // A newcomer's details, code and documents
  signInToBook: 'Zum Buchen anmelden',
  newHere: 'Ich bin neu hier: mit Namen und E-Mail-Adresse buchen',
  enterCode: 'Code aus der E-Mail eingeben',
  codeConfirms: 'Der 6-stellige Code bestätigt Ihre Adresse und bucht.',
  code: 'Code',
  useAnotherEmail: 'Andere E-Mail-Adresse verwenden',
  noAccountWithCode: 'Zu diesem Code wurde kein Konto gefunden.',
  bookAsYourself: 'Als Sie selbst buchen',
  yourDetails: 'Ihre Angaben',
  firstTime:
    'Sie buchen zum ersten Mal bei {business}: Der Anbieter erhält Ihren Namen und Ihre E-Mail-Adresse.',
  firstTimeWithPhone:
    'Sie buchen zum ersten Mal bei {business}: Der Anbieter erhält Ihren Namen, Ihre E-Mail-Adresse und Ihre Telefonnummer.',
  newTo:
    'Neu bei {business}? Geben Sie Ihren Namen und Ihre E-Mail-Adresse an: Wir schicken Ihnen einen 6-stelligen Code zur Bestätigung, und Ihr Konto wird mit Ihrer Buchung angelegt. Schon einmal gebucht? Dann meldet Sie der Code an.',
  fullName: 'Vollständiger Name',
  phone: 'Telefon',
  phoneOptional: 'Telefon (optional)',
  emailMeCode: 'Code per E-Mail senden',
  haveAccount: 'Ich habe ein Konto: anmelden',
  enterFullName: 'Geben Sie Ihren vollständigen Namen ein.',
  nameTooLong: 'Verwenden Sie höchstens 200 Zeichen.',
  enterPhone: 'Geben Sie Ihre Telefonnummer ein: Dieser Anbieter benötigt sie.',
  phoneFormat: 'Verwenden Sie nur Ziffern, Leerzeichen und + ( ) . -, etwa +49 30 901820.',
  signBeforeFirst: 'Vor der ersten Buchung unterschreiben',
  asksToSign:
    '{business} bittet alle neuen Kundinnen und Kunden, {count, plural, one {dieses Dokument} other {diese Dokumente}} vor der ersten Buchung zu unterschreiben. Ihre Buchung geht weiter, sobald Sie unterschrieben haben.',

  // The confirmation that ends every way of booking (decision 0054)
  documentTitle: '{heading} · {product}',
  bookedHeading: 'Sie sind gebucht',
  bookedAndPaidHeading: 'Sie sind gebucht und haben bezahlt',
  onWaitlistHeading: 'Sie stehen auf der Warteliste: {place}',
  placeConfirmed: 'Ihr Platz ist bestätigt.',
  appointmentConfirmed: 'Ihr Termin ist bestätigt.',
  paidPlaceConfirmed: 'Mit Karte bezahlt. Ihr Platz ist bestätigt.',
  paidAppointmentConfirmed: 'Mit Karte bezahlt. Ihr Termin ist bestätigt.',
  waitlistAutoNews:
    'Wird ein Platz frei, gehört er Ihnen und wird so bezahlt, wie Sie es gewählt haben.',
  waitlistOfferNews: 'Wird ein Platz frei, wird er Ihnen eine Weile angeboten.',
  whatYouBooked: 'Ihre Buchung',
  waitingFor: 'Worauf Sie warten',
  calendarTitle: '{what} ({business})',
  calendarDetails: 'Mit {staff}',
  calendarLabel: '{what}, {when}',
  ifYouCannotCome: 'Wenn Sie nicht kommen können',
  leavingWaitlist: 'Die Warteliste verlassen',
  leavingWaitlistFree: 'Die Warteliste zu verlassen ist kostenlos.',
  leaveFromHome: 'Verlassen Sie sie auf Ihrer Startseite, unter „Anstehende Buchungen“.',
  cancelFromHome:
    'Stornieren Sie auf Ihrer Startseite: Unter „Anstehende Buchungen“ zeigt die Schaltfläche „Stornieren“, was eine Stornierung kostet, bevor Sie bestätigen.',
  goHome: 'Zu Ihrer Startseite',
  seeSession: 'Termin ansehen',
  bookSomethingElse: 'Etwas anderes buchen',

  // How a place was paid
  paidByCard: '{price}, mit Karte bezahlt',
  free: 'Kostenlos',
  toPayAtDesk: '{price}, vor Ort zu bezahlen',
  chargedIfPlace: '{price}, nur fällig, wenn Sie einen Platz bekommen',
  yourPass: 'Ihr Abo „{option}“',
  yourPassIfPlace: 'Ihr Abo „{option}“, wenn Sie einen Platz bekommen',
  creditFrom: 'Eine Einheit Ihrer Mehrfachkarte „{option}“',
  creditIfPlace: 'Eine Einheit Ihrer Mehrfachkarte „{option}“, nur wenn Sie einen Platz bekommen',
  boughtByCard: '{option} für {price} gekauft, mit Karte bezahlt',
  boughtAtDesk: '{option} für {price} gekauft, vor Ort zu bezahlen',
  boughtIfPlace: '{bought} (die erste Einheit wird nur verwendet, wenn Sie einen Platz bekommen)',
  withCreditsLeft: '{text} ({left})',

  // The cancellation policy
  windowDays: '{count, plural, one {# Tag} other {# Tage}}',
  windowHours: '{count, plural, one {# Stunde} other {# Stunden}}',
  windowMinutes: '{count, plural, one {# Minute} other {# Minuten}}',
  windowHoursAndMinutes: '{hours} {minutes}',
  cancelFree: 'Bis {until} ({window} vorher) kostenlos stornieren.',
  cancelFreeCreditBack:
    'Bis {until} ({window} vorher) kostenlos stornieren und die Einheit zurückerhalten.',
  cancelFreeMoneyBack:
    'Bis {until} ({window} vorher) kostenlos stornieren und {price} zurückerhalten.',
  afterThat: 'Danach wird nichts erstattet.',
  afterThatFee: 'Danach kostet eine späte Stornierung {fee}, und es wird nichts erstattet.',
  startsInsideWindow:
    'Bis zum Beginn sind es weniger als {window}, die Stornofrist: Wenn Sie stornieren, wird nichts erstattet.',
  startsInsideWindowFee:
    'Bis zum Beginn sind es weniger als {window}, die Stornofrist: Wenn Sie stornieren, kostet das {fee}, und es wird nichts erstattet.',
} satisfies Translation<typeof source>;
