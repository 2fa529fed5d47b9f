import type { Translation } from '../../message-ids.ts';
import type source from '../en/settings.ts';

// The business's own staff are addressed with "Sie" too, as German business software does.
export default {
  // Settings (index.tsx)
  settingsTitle: 'Einstellungen',
  settingsIntroOwner:
    'Ihr Unternehmensprofil, die Buchungsregeln, die Sicherheit Ihres Teams, die Dokumente für Ihre Kundschaft und Ihr eigenes Konto.',
  settingsIntroDocuments:
    'Die Dokumente, die Ihre Kundschaft unterschreibt, und Ihr eigenes Konto.',
  settingsIntroOwnAccount: 'Ihr eigenes Konto: E-Mail-Adresse, Passwort und angemeldete Geräte.',
  bookingPageCardTitle: 'Ihre Buchungsseite',
  bookingPageCardText:
    'Der Link, ein QR-Code, das Code-Snippet für Ihre Website sowie Ihr Logo und Ihre Farbe. <link>Buchungsseite</link>',
  paymentsCardText:
    'Verbinden Sie das Stripe-Konto des Unternehmens und legen Sie fest, was Ihre Kundschaft online bezahlt. <link>Zahlungen</link>',
  messagesCardTitle: 'Nachrichten an Ihre Kundschaft',
  messagesCardText:
    'Welche E-Mails und SMS Ihre Kundschaft erhält, Erinnerungszeiten, der Absender und Ihre eigenen Formulierungen. <link>Benachrichtigungen</link>',
  ownerSettingsTitle: 'Manche Einstellungen sind den Inhabern vorbehalten',
  ownerSettingsText:
    'Nur Inhaberinnen und Inhaber von {business} ändern das Unternehmensprofil und die Buchungsregeln. Wenden Sie sich an sie, wenn sich etwas ändern soll.',
  ownerSettingsAndDocumentsText:
    'Nur Inhaberinnen und Inhaber von {business} ändern das Unternehmensprofil und die Buchungsregeln, und nur Admins und Inhaber ändern die Dokumente. Wenden Sie sich an sie, wenn sich etwas ändern soll.',
  accountIntro:
    'Diese Einstellungen betreffen Ihre eigene Anmeldung, in jedem Unternehmen, für das Sie arbeiten.',
  settingsOwnerOnly:
    'Nur Inhaberinnen und Inhaber können die Einstellungen des Unternehmens ändern.',

  // Business profile
  profileTitle: 'Unternehmensprofil',
  profileIntro:
    'Wie Kundinnen und Kunden {business} sehen und erreichen. Die Buchungsadresse bleibt /client-access/signup?tenant={slug}.',
  name: 'Name des Unternehmens',
  nameInvalid: 'Geben Sie dem Unternehmen einen Namen mit höchstens 120 Zeichen.',
  contactEmail: 'Kontakt-E-Mail',
  contactEmailInvalid: 'Geben Sie eine E-Mail-Adresse wie hallo@example.com ein.',
  contactPhone: 'Kontakttelefon',
  address: 'Adresse',
  addressHint:
    'Wo man Sie findet: in den Nachrichten an Ihre Kundschaft und in der Beschreibung Ihrer Buchungsseite in Suchergebnissen und geteilten Links.',
  timeZone: 'Zeitzone',
  timeZoneHint: 'Öffnungszeiten und Stundenpläne sind Ortszeiten in dieser Zone.',
  timeZoneMissing: 'Wählen Sie die Zeitzone, in der Sie arbeiten.',
  currency: 'Währung',
  currencyHint: 'Für neue Preise; bestehende behalten ihre Währung.',
  currencyOption: '{code} · {name}',
  currencyMissing: 'Wählen Sie die Währung, in der Sie abrechnen.',
  language: 'Sprache',
  languageHint:
    'Ihre Buchungsseite spricht die Sprache der Besucher, wenn es eine dieser ist, und sonst diese.',
  saveProfile: 'Profil speichern',
  profileSaved: 'Das Unternehmensprofil ist gespeichert.',
  profileNotSaved: 'Das Unternehmensprofil wurde nicht gespeichert',

  // Policies
  policiesTitle: 'Regeln',
  policiesIntro:
    'Was gilt, wenn Kundinnen und Kunden spät absagen oder nicht erscheinen, wie frei gewordene Plätze an die Warteliste gehen und was vor der Buchung zu unterschreiben ist. Eine Leistung kann eine eigene Stornofrist haben.',
  cancellationWindow: 'Stornofrist (Stunden)',
  cancellationWindowHint: 'Wer später als so lange vor Beginn absagt, sagt zu spät ab.',
  cancellationWindowInvalid: 'Geben Sie 0 oder mehr Stunden ein.',
  lateCancelFee: 'Gebühr für späte Absage ({currency})',
  lateCancelFeeHint: 'Wird statt einer Erstattung berechnet; 0 für keine.',
  noShowFee: 'Gebühr fürs Nichterscheinen ({currency})',
  noShowFeeHint:
    'Wird einmal beim Einchecken berechnet, wenn jemand gebucht hat und als nicht erschienen markiert wird; sie wird zurückgenommen, wenn Sie die Person doch noch als anwesend markieren. Die Person erhält dazu eine E-Mail. 0 für keine.',
  feeInvalid: 'Geben Sie einen Betrag in {currency} ein, etwa 5,00 (0 für keine Gebühr).',
  feeTooHigh: 'Geben Sie höchstens {maximum, number} {currency} ein.',
  waitlist: 'Warteliste, wenn ein Termin ausgebucht ist',
  freedPlace: 'Wenn ein Platz frei wird',
  freedPlaceToFirst: 'Sofort an die erste Person auf der Warteliste vergeben',
  freedPlaceOffered: 'Der ersten Person anbieten, die rechtzeitig zusagen muss',
  offerLasts: 'Ein Angebot gilt (Minuten)',
  offerLastsHint: 'Danach geht es an die nächste Person.',
  offerLastsInvalid: 'Geben Sie ein, wie viele Minuten ein Angebot gilt (1 oder mehr).',
  documentsFirst:
    'Kundinnen und Kunden unterschreiben die erforderlichen Dokumente vor ihrer ersten Buchung',
  documentsFirstHint:
    'Markieren Sie die Dokumente unten unter „Dokumente für die Kundschaft“. Buchungen durch das Team am Empfang werden nicht aufgehalten.',
  phoneFirst: 'Neue Kundinnen und Kunden geben bei der Online-Buchung eine Telefonnummer an',
  phoneFirstHint: 'Wird auf der Buchungsseite gefragt, wenn jemand zum ersten Mal bucht.',
  savePolicies: 'Regeln speichern',
  policiesSaved: 'Die Regeln sind gespeichert. Sie gelten ab jetzt für Absagen und Wartelisten.',
  policiesNotSaved: 'Die Regeln wurden nicht gespeichert',

  // Team security
  teamSecurityTitle: 'Sicherheit des Teams',
  teamSecurityIntro:
    'Verlangen Sie von allen, die bei {business} arbeiten, einen zweiten Schritt bei der Anmeldung (einen Code aus einer App oder per SMS oder einen Passkey). Bis sie ihn eingerichtet und benutzt haben, sehen sie nichts vom Unternehmen.',
  ownTwoStepFirstTitle: 'Zuerst Ihr eigenes Konto',
  ownTwoStepFirstText:
    'Richten Sie die Anmeldung in zwei Schritten unten unter „Ihr Konto“ für sich selbst ein und kommen Sie dann hierher zurück.',
  requireTwoStep: 'Anmeldung in zwei Schritten für das Team verlangen',
  twoStepRequired:
    'Alle im Team melden sich jetzt in zwei Schritten an. Wer das noch nicht eingerichtet hat, tut es beim nächsten Besuch.',
  twoStepOwnChoice: 'Die Anmeldung in zwei Schritten ist jetzt jeder Person selbst überlassen.',
  twoStepNotChanged: 'Nicht geändert',

  // Export
  exportTitle: 'Unternehmen exportieren',
  exportIntro:
    'Alles, was {business} speichert: Team, Leistungen, Buchungen, Kundinnen und Kunden mit ihren Notizen, Plätze, Anwesenheit, Kontobuch und Dokumente, als eine JSON-Datei zu einem Zeitpunkt.',
  exportButton: 'Alles herunterladen (JSON)',
  exportDownloaded: 'Der Export ist heruntergeladen.',
  exportFailed: 'Nicht exportiert',
  exportNotMade: 'Der Export konnte nicht erstellt werden. Versuchen Sie es noch einmal.',

  // Client documents
  documentsTitle: 'Dokumente für die Kundschaft',
  documentsIntro:
    'Haftungsausschlüsse und Formulare, die Ihre Kundschaft im Kundenbereich liest und unterschreibt. Wenn Sie den Text ändern, entsteht eine neue Version: Sie wird erneut unterschrieben, und was zuvor unterschrieben wurde, bleibt erhalten.',
  newDocument: 'Neues Dokument',
  noDocuments:
    'Noch keine Dokumente. Fügen Sie einen Haftungsausschluss hinzu, den Ihre Kundschaft vor der Buchung unterschreibt.',
  documentsList: 'Dokumente',
  closeDialog: 'Schließen',
  editDocument: '{title} bearbeiten',
  columnTitle: 'Titel',
  columnVersion: 'Version',
  columnRules: 'Regeln',
  columnActions: 'Aktionen',
  inUse: 'In Gebrauch',
  notInUse: 'Nicht in Gebrauch',
  signed: 'Mit Unterschrift',
  readOnly: 'Nur lesen',
  beforeFirstBooking: 'Vor der ersten Buchung',
  edit: 'Bearbeiten',
  require: 'Verlangen',
  stopRequiring: 'Nicht mehr verlangen',
  requireDocument: '{title} vor der Buchung verlangen',
  stopRequiringDocument: '{title} vor der Buchung nicht mehr verlangen',
  documentRequired: '{title} ist jetzt vor einer ersten Buchung erforderlich.',
  documentNoLongerRequired: '{title} ist vor der Buchung nicht mehr erforderlich.',
  activate: 'Aktivieren',
  deactivate: 'Deaktivieren',
  activateDocument: '{title} aktivieren',
  deactivateDocument: '{title} deaktivieren',
  documentInUseAgain: '{title} ist wieder in Gebrauch.',
  documentNoLongerInUse: '{title} ist nicht mehr in Gebrauch.',
  documentChangeRefused: 'Ihre Rolle in diesem Unternehmen erlaubt das nicht.',
  loadingDocumentText: 'Der Text wird geladen',
  documentTitle: 'Titel',
  documentTitleInvalid: 'Geben Sie dem Dokument einen Titel mit höchstens 200 Zeichen.',
  documentText: 'Text',
  documentTextHint: 'Eine Änderung erzeugt eine neue Version, die erneut unterschrieben wird.',
  documentTextMissing: 'Schreiben Sie den Text, den Ihre Kundschaft liest.',
  clientsSign: 'Wird unterschrieben',
  requiredBeforeFirstBooking: 'Vor einer ersten Buchung erforderlich',
  requiredBeforeFirstBookingHint:
    'Gilt, wenn die Regeln des Unternehmens Dokumente vor der Buchung verlangen.',
  saveDocument: 'Speichern',
  cancelDocument: 'Abbrechen',
  documentSaved: '{title} ist gespeichert.',
  documentSavedAsNewVersion: '{title} ist als neue Version gespeichert.',

  // Booking page
  bookingPageTitle: 'Buchungsseite',
  bookingPageIntro:
    'Wo Ihre Kundschaft bei {business} bucht: Logo, Farbe und Beschreibung, der Link zum Teilen, ein QR-Code zum Ausdrucken und das Code-Snippet für Ihre eigene Website. <link>Alle Einstellungen</link>',
  brandOwnerOnlyTitle: 'Das Erscheinungsbild ist den Inhabern vorbehalten',
  brandOwnerOnlyText:
    'Nur Inhaberinnen und Inhaber von {business} ändern Logo, Farbe und Beschreibung.',

  // Brand
  brandTitle: 'Erscheinungsbild',
  brandIntro:
    'Ihr Logo, Ihre Farbe und eine kurze Beschreibung, auf Ihrer Buchungsseite, im Kundenbereich und in Link-Vorschauen.',
  logo: 'Logo',
  noLogo: 'Noch kein Logo: Der Name Ihres Unternehmens steht allein.',
  logoAlt: 'Ihr Logo',
  uploadLogo: 'Logo hochladen',
  replaceLogo: 'Logo ersetzen',
  removeLogo: 'Logo entfernen',
  logoRules:
    'PNG, JPEG, WebP oder GIF, höchstens 1 MB. Am besten wirkt ein breites Logo auf transparentem Hintergrund.',
  logoSaved: 'Das Logo ist gespeichert.',
  logoNotSaved: 'Das Logo wurde nicht gespeichert',
  logoRemoved: 'Das Logo ist entfernt.',
  logoNotRemoved: 'Das Logo wurde nicht entfernt',
  logoWrongType:
    'Wählen Sie ein PNG-, JPEG-, WebP- oder GIF-Bild als Logo (SVG und andere Dateien werden nicht angenommen).',
  logoTooLarge:
    'Dieses Bild ist {megabytes, number, ::.0} MB groß; ein Logo darf höchstens 1 MB groß sein. Speichern Sie es kleiner und versuchen Sie es noch einmal.',
  logoOverLimit:
    'Ein Logo darf höchstens 1 MB groß sein. Speichern Sie es kleiner und versuchen Sie es noch einmal.',
  accentColour: 'Akzentfarbe',
  accentColourHint:
    'Für Schaltflächen und Links. Sie muss dunkel genug sein, damit weißer Text darauf lesbar ist (WCAG AA, 4,5:1).',
  accentColourPlaceholder: 'Das Blau des Produkts',
  pickColour: 'Farbe vom Bildschirm aufnehmen',
  colourDarkenedTitle: 'Für die Lesbarkeit abgedunkelt',
  colourNotAColour:
    '„{text}“ ist keine Farbe. Geben Sie sie als #rrggbb ein, zum Beispiel #1c7ed6.',
  colourDarkened:
    '{colour} hat einen Kontrast von {contrast, number, ::.0}:1 zu Weiß; Schaltflächen und Links brauchen {minimum, number}:1, um lesbar zu sein. Deshalb wurde sie auf {shade} abgedunkelt, den nächsten Farbton, der das erreicht.',
  colourTooPale:
    '{colour} hat einen Kontrast von {contrast, number, ::.0}:1 zu Weiß; Schaltflächen und Links brauchen {minimum, number}:1, um lesbar zu sein, und der nächste Farbton, der das erreicht ({shade}), ist eine andere Farbe. Wählen Sie eine dunklere Farbe.',
  shortDescription: 'Kurzbeschreibung',
  shortDescriptionHint:
    'Was Ihre Kundschaft unter Ihrem Namen liest, auch in Link-Vorschauen. {left, plural, one {Noch # Zeichen.} other {Noch # Zeichen.}}',
  descriptionTooLong: 'Die Beschreibung darf höchstens 280 Zeichen lang sein.',
  preview: 'Vorschau',
  previewButton: 'Kurs buchen',
  previewLink: 'Ein Link',
  saveBrand: 'Erscheinungsbild speichern',
  brandSaved:
    'Das Erscheinungsbild ist gespeichert. Ihre Buchungsseite und der Kundenbereich zeigen es jetzt.',
  brandNotSaved: 'Das Erscheinungsbild wurde nicht gespeichert',
  brandOwnerOnly:
    'Nur Inhaberinnen und Inhaber können das Erscheinungsbild des Unternehmens ändern.',

  // Sharing the booking page
  shareTitle: 'Ihre Buchungsseite teilen',
  shareIntro:
    'Wer den Link hat, sieht das Angebot von {business} und kann buchen, angemeldet oder nicht.',
  bookingPageLink: 'Link zu Ihrer Buchungsseite',
  qrCodeTitle: 'QR-Code',
  qrCodeIntro:
    'Für Empfang, Flyer und Plakate: Die Kamera eines Handys öffnet damit die Buchungsseite.',
  qrCodeOf: 'QR-Code von {link}',
  qrCodeDownload: 'QR-Code herunterladen (SVG, in jeder Größe scharf gedruckt)',
  ownWebsiteTitle: 'Auf Ihrer eigenen Website',
  ownWebsiteIntro:
    'Fügen Sie dies dort ein, wo Ihr Stundenplan erscheinen soll: Es zeigt Ihre Leistungen, Termine und Preise auf jeder Website und passt seine Höhe daran an. Auf den unten genannten Websites bucht Ihre Kundschaft auch direkt darin; anderswo geht die Buchung in einem neuen Tab weiter, bei der getroffenen Auswahl.',
  embedSnippet: 'Code-Snippet zum Einbetten',
  copySnippet: 'Code-Snippet kopieren',
  embedFrameTitle: 'Bei {business} buchen',
  websites: 'Ihre Websites',
  websitesHint:
    'Eine Adresse pro Zeile, etwa https://example.com. Ihr Stundenplan erscheint auf jeder Website; auf diesen bucht Ihre Kundschaft auch direkt in der Karte, anderswo geht die Buchung in einem neuen Tab weiter. Nur diese Websites dürfen Ihre Buchungsseiten in einem Frame zeigen.',
  websiteInvalid: '„{entry}“ ist keine Website-Adresse wie https://example.com.',
  tooManyWebsites: 'Nennen Sie höchstens {count, plural, one {# Website} other {# Websites}}.',
  saveWebsites: 'Websites speichern',
  websitesSaved: 'Die Websites sind gespeichert. Dort bucht Ihre Kundschaft direkt in der Karte.',
  noWebsitesSaved:
    'Keine Websites genannt: Die Karte zeigt Ihren Stundenplan überall, und die Buchung geht in einem neuen Tab weiter.',
  websitesNotSaved: 'Die Websites wurden nicht gespeichert',
  websitesOwnerOnly: 'Nur Inhaberinnen und Inhaber können die Websites des Unternehmens ändern.',

  // Payments
  paymentsTitle: 'Zahlungen',
  paymentsIntro:
    'Wie die Kundschaft von {business} mit Karte bezahlt: das Stripe-Konto, auf das das Geld geht, und was beim Buchen oder Kaufen online bezahlt wird. <link>Alle Einstellungen</link>',
  paymentsOwnerOnlyTitle: 'Zahlungen sind den Inhabern vorbehalten',
  paymentsOwnerOnlyText:
    'Nur Inhaberinnen und Inhaber von {business} verbinden die Zahlungen und legen fest, was online bezahlt wird.',
  cardPaymentsTitle: 'Kartenzahlungen',
  cardPaymentsIntro: 'Ihre Kundschaft zahlt auf das eigene Stripe-Konto des Unternehmens.',
  cardPaymentsIntroWithTest:
    'Ihre Kundschaft zahlt auf das eigene Stripe-Konto des Unternehmens. Bis Sie eines verbinden, können Sie und Ihre Kundschaft mit dem eingebauten Testanbieter jede Zahlung mit Testkarten ausprobieren.',
  notConnectedTitle: 'Nicht verbunden',
  notConnectedText:
    'Ihre Kundschaft zahlt am Empfang, bis {business} einen Zahlungsanbieter verbindet.',
  connectedToTestProvider: 'Mit dem Testanbieter verbunden',
  connectedToStripeLive: 'Mit Stripe verbunden (live)',
  connectedToStripeTest: 'Mit Stripe verbunden (Testmodus)',
  connected: 'Verbunden.',
  connectedOn: 'Verbunden am {day}.',
  connectedWithKey: 'Verbunden, veröffentlichbarer Schlüssel {key}….',
  connectedOnWithKey: 'Verbunden am {day}, veröffentlichbarer Schlüssel {key}….',
  webhookEndpoint:
    'Webhook-Endpunkt (tragen Sie ihn in Ihrem Stripe-Dashboard ein, für Payment Intents und Charges)',
  copyAddress: 'Adresse kopieren',
  provider: 'Anbieter',
  testProvider: 'Testanbieter: nur Testkarten, kein echtes Geld',
  stripeProvider: 'Stripe: die Schlüssel Ihres eigenen Kontos',
  secretKey: 'Geheimer Schlüssel',
  secretKeyHint: 'sk_… oder ein eingeschränkter rk_…-Schlüssel',
  publishableKey: 'Veröffentlichbarer Schlüssel',
  publishableKeyHint: 'pk_…',
  webhookSecret: 'Webhook-Signaturgeheimnis',
  webhookSecretHint: 'whsec_…, wird für den Endpunkt oben angezeigt',
  connect: 'Verbinden',
  connectAgain: 'Erneut verbinden',
  connectedTest:
    'Mit dem Testanbieter verbunden: Ihre Kundschaft kann das Bezahlen ausprobieren, und es fließt kein echtes Geld.',
  connectedStripe: 'Mit Ihrem Stripe-Konto verbunden.',
  connectFailed: 'Nicht verbunden',
  payOnlineTitle: 'Was Ihre Kundschaft online bezahlt',
  payOnlineIntro:
    'Was online bezahlt wird, wird beim Buchen oder Kaufen mit Karte bezahlt; der Platz bleibt während des Bezahlens reserviert, und man kann es nicht buchen, um später zu zahlen. Alles andere kann auch am Empfang bezahlt werden. Ihr Team kann am Empfang weiterhin alles für Kundinnen und Kunden buchen und verkaufen.',
  paidOnline: 'Beim Buchen oder Kaufen online bezahlt',
  onlineOrAtDesk: 'Online oder am Empfang',
  feesToSavedCard:
    'Gebühren für späte Absagen und Nichterscheinen von der gespeicherten Karte abbuchen',
  feesToSavedCardHint:
    'Sagt jemand mit gespeicherter Karte zu spät ab oder wird als nicht erschienen markiert, wird die Gebühr sofort von dieser Karte abgebucht und erscheint als Kartenzahlung in den Transaktionen. Wird die Karte abgelehnt, bleibt die Gebühr offen, und die Person erhält eine E-Mail, um sie zu bezahlen. Offene Beträge können Sie auch unter „Transaktionen“ der Person von ihrer Karte abbuchen.',
  savePaymentChoices: 'Zahlungseinstellungen speichern',
  paymentChoicesSaved:
    'Gespeichert: Ihre Kundschaft sieht diese Einstellungen bei der nächsten Buchung.',
  paymentChoicesNotSaved: 'Nicht gespeichert',
} satisfies Translation<typeof source>;
