import type { Translation } from '../../message-ids.ts';
import type source from '../en/auth.ts';

// Staff and clients are addressed with "Sie" (docs/decisions/0056).
export default {
  errorInvalidCredentials:
    'E-Mail-Adresse und Passwort passen nicht zusammen. Prüfen Sie beides oder melden Sie sich mit einem Code an.',
  errorEmailNotConfirmed:
    'Ihre E-Mail-Adresse ist noch nicht bestätigt. Öffnen Sie den Link, den wir Ihnen geschickt haben, oder registrieren Sie sich erneut, um einen neuen zu erhalten.',
  errorUserAlreadyExists:
    'Mit dieser E-Mail-Adresse gibt es bereits ein Konto. Melden Sie sich stattdessen an.',
  errorOtpExpired: 'Dieser Code ist falsch oder abgelaufen. Fordern Sie einen neuen an.',
  errorOtpDisabled: 'Mit dieser E-Mail-Adresse gibt es kein Konto. Registrieren Sie sich zuerst.',
  errorRequestRateLimit:
    'Zu viele Versuche. Warten Sie eine Minute und versuchen Sie es dann erneut.',
  errorSamePassword: 'Wählen Sie ein anderes Passwort als Ihr bisheriges.',
  errorUserBanned: 'Dieses Konto ist gesperrt. Wenden Sie sich an das Unternehmen.',
  errorMfaVerificationFailed:
    'Dieser Code stimmt nicht. Geben Sie den Code ein, den Ihre Authenticator-App gerade anzeigt, oder den aus der neuesten SMS.',
  errorMfaChallengeExpired: 'Das hat zu lange gedauert. Geben Sie einen neuen Code ein.',
  errorMfaVerifiedFactorExists: 'Dieses Telefon ist bereits für Ihre Anmeldung eingerichtet.',
  errorMfaFactorNameConflict: 'Sie haben bereits einen zweiten Schritt mit diesem Namen.',
  errorTooManyFactors:
    'Sie haben so viele zweite Schritte, wie ein Konto haben kann. Entfernen Sie zuerst einen.',
  errorInsufficientAal: 'Bestätigen Sie zuerst mit Ihrem zweiten Schritt.',
  errorReauthenticationNotValid:
    'Dieser Code ist falsch oder abgelaufen. Verwenden Sie den neuesten Code aus unserer E-Mail.',
  errorSendRateLimit:
    'Aus Sicherheitsgründen können Sie das erst in {seconds, plural, one {# Sekunde} other {# Sekunden}} erneut anfordern.',
  errorWeakPassword: 'Das Passwort muss mindestens {length} Zeichen lang sein.',
  errorUnknown: 'Etwas ist schiefgelaufen. Versuchen Sie es erneut.',
  errorNetwork:
    'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',

  redirectIdentityExists:
    'Dieses Konto beim Anbieter meldet hier bereits ein anderes Konto an. Melden Sie sich dort damit an und trennen Sie es zuerst.',
  redirectBadState:
    'Diese Anmeldung hat zu lange gedauert oder wurde bereits verwendet. Versuchen Sie es erneut.',
  redirectIncomplete: 'Die Anmeldung beim Anbieter wurde nicht abgeschlossen: {reason}',

  ssoNotSetUp:
    'Single Sign-on ist für {domain} nicht eingerichtet. Melden Sie sich anders an oder fragen Sie Ihre Administration.',
  ssoFailed:
    'Single Sign-on hat nicht funktioniert: {reason}. Versuchen Sie es erneut oder fragen Sie Ihre Administration.',

  email: 'E-Mail',
  password: 'Passwort',
  emailMissing: 'Geben Sie Ihre E-Mail-Adresse ein.',
  emailInvalid: 'Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.',
  passwordMissing: 'Geben Sie Ihr Passwort ein.',
  passwordTooShort: 'Verwenden Sie mindestens 6 Zeichen.',
  passwordTooLong: 'Verwenden Sie höchstens 72 Zeichen.',
  codeFromEmailInvalid: 'Geben Sie den 6-stelligen Code aus der E-Mail ein.',
  codeFromAppInvalid: 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
  codeFromTextInvalid: 'Geben Sie den 6-stelligen Code aus der SMS ein.',
  mobileMissing: 'Geben Sie Ihre Handynummer ein.',
  mobileInvalid:
    'Geben Sie die Nummer mit Ländervorwahl ein, beginnend mit +, z. B. +49 170 1234567.',

  factorAuthenticatorApp: 'Authenticator-App',
  factorPhone: 'Telefon',
  factorPasskey: 'Passkey',
  factorSecondStep: 'Zweiter Schritt',
  factorNameNumbered: '{name} {number}',
  factorPhoneEnding: 'Telefon mit Endung {digits}',

  passkeyPromptClosed:
    'Die Passkey-Abfrage wurde geschlossen oder ist abgelaufen. Versuchen Sie es erneut, wenn Sie bereit sind.',
  passkeyAlreadyAdded:
    'Dieser Passkey ist bereits in Ihrem Konto. Verwenden Sie ein anderes Gerät oder einen anderen Sicherheitsschlüssel.',
  passkeyNotSupported:
    'Dieser Browser oder dieses Gerät kann keinen Passkey erstellen. Versuchen Sie einen anderen Browser.',
  passkeyWrongAddress:
    'Passkeys funktionieren unter dieser Adresse nicht. Öffnen Sie die Seite unter ihrer üblichen Adresse.',
  passkeyNoMatch:
    'Der Passkey passt nicht zu diesem Konto. Versuchen Sie es erneut oder verwenden Sie einen anderen Passkey.',
  passkeyUnknown:
    'Diese Seite kennt den Passkey nicht, oder er wurde entfernt. Melden Sie sich auf andere Weise an.',
  passkeyTooSlow: 'Das hat zu lange gedauert. Versuchen Sie es erneut.',
  passkeysUnsupported:
    'Dieser Browser kann keine Passkeys verwenden. Versuchen Sie einen anderen Browser.',

  accountTitle: 'Ihr Konto',
  accountSignedInAs: 'Angemeldet als {email}. {details}',
  accountSignedIn: 'Sie sind angemeldet. {details}',
  emailFormLabel: 'E-Mail-Adresse ändern',
  emailExample: 'Geben Sie eine E-Mail-Adresse wie name@example.com ein.',
  emailSame: 'Das ist bereits Ihre E-Mail-Adresse.',
  emailChangeSent:
    'Öffnen Sie den Link, den wir an {email} geschickt haben, um die Änderung zu bestätigen. Bis dahin melden Sie sich mit {current} an.',
  emailPending:
    'Die Bestätigung von {email} steht noch aus: Öffnen Sie den Link, den wir dorthin geschickt haben.',
  newEmail: 'Neue E-Mail-Adresse',
  changeEmail: 'E-Mail-Adresse ändern',
  passwordFormLabel: 'Passwort ändern',
  passwordsDiffer: 'Die beiden Passwörter unterscheiden sich.',
  passwordChanged: 'Ihr Passwort ist geändert.',
  newPassword: 'Neues Passwort',
  repeatPassword: 'Neues Passwort wiederholen',
  changePassword: 'Passwort ändern',
  otherDevices: 'Andere Geräte',
  otherDevicesText:
    'Handy verloren oder an einem fremden Computer angemeldet? Beenden Sie diese Sitzungen hier.',
  signOutOthers: 'Andere Sitzungen abmelden',
  signOutOthersTitle: 'Überall sonst abmelden?',
  signOutOthersText:
    'Alle anderen Browser und Geräte, die mit Ihrem Konto angemeldet sind, werden abgemeldet. Dieses bleibt angemeldet.',
  signOutOthersConfirm: 'Die anderen abmelden',
  signOutOthersFailed: 'Die anderen Sitzungen wurden nicht abgemeldet',
  signOutOthersDone: 'Ihre anderen Sitzungen sind abgemeldet.',

  businessSignInTitle: 'Beim Unternehmen anmelden',
  businessSignUpTitle: 'Unternehmenskonto erstellen',
  businessSignUpLink: 'Neu hier? Unternehmenskonto erstellen',
  businessSignUpIntro:
    'Erstellen Sie Ihr Konto und bestätigen Sie es über die E-Mail, die wir Ihnen schicken. Danach richten Sie Ihr Unternehmen ein oder treten einem bei, das Sie eingeladen hat.',
  clientSignInTitle: 'Zum Buchen anmelden',
  clientSignUpTitle: 'Kundenkonto erstellen',
  clientSignUpLink: 'Neu hier? Kundenkonto erstellen',
  clientSignUpIntro:
    'Erstellen Sie ein Konto bei dem Unternehmen, dessen Link Sie gefolgt sind, und bestätigen Sie es über die E-Mail, die wir Ihnen schicken.',
  signInIntro:
    'Melden Sie sich mit Ihrem Passwort an oder mit einem Code oder Link, den wir Ihnen per E-Mail schicken.',
  signInLink: 'Sie haben schon ein Konto? Anmelden',
  backHome: 'Zurück zur Startseite',
  businessNotFound: 'Unternehmen nicht gefunden',
  signUpBusinessNotFound:
    'Kein Unternehmen hat die Adresse „{slug}“. Sie können trotzdem ein Konto erstellen oder <link>nach dem Unternehmen suchen</link>.',
  joiningBusiness: 'Sie treten {business} bei.',

  howToSignIn: 'Wie Sie sich anmelden',
  signIn: 'Anmelden',
  signOut: 'Abmelden',
  passwordFormSignIn: 'Mit Ihrem Passwort anmelden',
  forgotPassword: 'Passwort vergessen?',
  emailMeCode: 'Code per E-Mail senden',
  signInWithCode: 'Mit einem Code per E-Mail anmelden',
  signInCodeInbox: 'Folgen Sie dem Link darin oder geben Sie hier den 6-stelligen Code ein.',
  resetPassword: 'Passwort zurücksetzen',
  emailMeResetLink: 'Link zum Zurücksetzen senden',
  resetInbox:
    'Falls es ein Konto gibt, folgen Sie dem Link in der E-Mail oder geben Sie hier den 6-stelligen Code ein.',
  emailedCodeFormLabel: 'Code aus der E-Mail eingeben',
  code: 'Code',
  continue: 'Weiter',
  or: 'oder',
  continueWith: 'Weiter mit {provider}',
  signInWithPasskey: 'Mit Passkey anmelden',
  ssoButton: 'Mit Single Sign-on (SSO) anmelden',
  ssoFormLabel: 'Mit Single Sign-on anmelden',
  ssoText:
    'Ihre Organisation meldet Sie an. Geben Sie Ihre geschäftliche E-Mail-Adresse ein, um dort weiterzumachen.',
  workEmail: 'Geschäftliche E-Mail-Adresse',
  ssoContinue: 'Weiter mit SSO',

  inboxTitle: 'Sehen Sie in Ihr Postfach',
  inboxSent: 'Wir haben eine E-Mail an <strong>{email}</strong> geschickt. {details}',
  inboxSentMailbox:
    'Wir haben eine E-Mail an <strong>{email}</strong> geschickt. {details} Dieser Server bewahrt seine E-Mails in einem eigenen <link>Postfach</link> auf.',

  signUpFormLabel: 'Ihr Konto erstellen',
  yourName: 'Ihr Name',
  nameMissing: 'Geben Sie Ihren Namen ein.',
  passwordHint: 'Mindestens 6 Zeichen.',
  createAccount: 'Konto erstellen',
  signUpInbox:
    'Folgen Sie dem Link darin, um Ihre Adresse zu bestätigen; danach sind Sie angemeldet.',

  chooseNewPassword: 'Neues Passwort wählen',
  passwordsNotSame: 'Die beiden Passwörter stimmen nicht überein.',
  saveNewPassword: 'Neues Passwort speichern',
  newPasswordSaved: 'Ihr neues Passwort ist gespeichert. Sie sind angemeldet.',

  oneMoreStep: 'Noch ein Schritt',
  oneMoreStepText: 'Ihr Konto verlangt einen zweiten Schritt, bevor es sich öffnet.',
  confirmItIsYou: 'Bestätigen Sie, dass Sie es sind',
  secondStepDialogText:
    'Diese Änderung verlangt den zweiten Schritt Ihrer Anmeldung: einen Code aus Ihrer Authenticator-App oder aus einer SMS.',
  howToConfirm: 'Wie Sie bestätigen',
  methodTextMessage: 'SMS',
  enterCodeFromApp: 'Code aus Ihrer Authenticator-App eingeben',
  enterCodeFromText: 'Code aus der SMS eingeben',
  confirmCodeFromApp: 'Mit dem Code aus Ihrer Authenticator-App bestätigen',
  confirmCodeFromText: 'Mit dem Code aus der SMS bestätigen',
  codeFromApp: 'Code aus Ihrer Authenticator-App',
  codeFromText: 'Code aus der SMS',
  codeFromEmail: 'Code aus der E-Mail',
  verify: 'Prüfen',
  confirm: 'Bestätigen',
  textMeCode: 'Code per SMS senden',
  sendNewCode: 'Neuen Code senden',
  codeTexted:
    'Wir haben einen 6-stelligen Code per SMS an Ihr Telefon geschickt. Er gilt 5 Minuten.',
  passkeyOptionText: 'Verwenden Sie den Passkey auf diesem Gerät oder Ihren Sicherheitsschlüssel.',
  usePasskey: 'Passkey verwenden',
  useNamedPasskey: '{name} verwenden',
  reauthText:
    'Sie haben sich vor einer Weile angemeldet, daher braucht diese Änderung eine neue Bestätigung. Wir haben einen 6-stelligen Code an {email} geschickt.',
  reauthTextNoEmail:
    'Sie haben sich vor einer Weile angemeldet, daher braucht diese Änderung eine neue Bestätigung. Wir haben einen 6-stelligen Code an Ihre Adresse geschickt.',
  confirmWithEmailCode: 'Mit dem Code aus der E-Mail bestätigen',

  twoStepTitle: 'Anmeldung in zwei Schritten',
  twoStepText:
    'Die Anmeldung verlangt dann zusätzlich einen Code aus einer Authenticator-App oder einer SMS oder einen Passkey (Fingerabdruck, Gesicht oder Bildschirmsperre dieses Geräts oder ein Sicherheitsschlüssel), sodass ein gestohlenes Passwort allein nicht genügt.',
  twoStepNone: 'Noch nicht eingerichtet.',
  factorItem: '<strong>{name}</strong>, hinzugefügt am {added}',
  setUpAuthenticator: 'Authenticator-App einrichten',
  addPhone: 'Telefon für SMS-Codes hinzufügen',
  addPasskey: 'Passkey hinzufügen',
  notSetUp: 'Nicht eingerichtet',
  remove: 'Entfernen',
  removeNamed: '{name} entfernen',
  removeTitle: '{name} entfernen?',
  removeTotpNote:
    'Die Anmeldung nimmt dann ihre Codes nicht mehr an. Sie können sie jederzeit wieder einrichten.',
  removePhoneNote:
    'Die Anmeldung schickt dann keine Codes mehr an dieses Telefon. Sie können es jederzeit wieder einrichten.',
  removePasskeyNote:
    'Die Anmeldung nimmt diesen Passkey dann nicht mehr an. Sie können ihn jederzeit wieder einrichten.',
  removeFactorNote:
    'Die Anmeldung nimmt ihn dann nicht mehr an. Sie können ihn jederzeit wieder einrichten.',
  notRemoved: 'Nicht entfernt',
  removed: '{name} ist entfernt.',
  totpScan:
    'Scannen Sie diesen QR-Code mit einer Authenticator-App (etwa Google Authenticator, Microsoft Authenticator oder 1Password) oder geben Sie den Schlüssel unten dort ein.',
  totpQrCode: 'QR-Code zum Scannen mit Ihrer Authenticator-App',
  totpKey: 'Schlüssel zum Eintippen: {key}',
  totpKeyCopied: 'Schlüssel kopiert',
  totpCopyKey: 'Schlüssel kopieren',
  totpVerify: 'Authenticator-App prüfen',
  totpSetUp:
    'Ihre Authenticator-App ist eingerichtet. Bei der Anmeldung wird nun ihr Code verlangt.',
  mobileNumber: 'Handynummer',
  mobileNumberHint: 'Mit Ländervorwahl, z. B. +49 170 1234567.',
  verifyPhone: 'Telefon prüfen',
  phoneSetUp:
    'Ihr Telefon ist eingerichtet. Bei der Anmeldung kann nun ein Code per SMS dorthin gehen.',
  passkeyName: 'Name des Passkeys',
  passkeyNameHint:
    'Damit Sie Ihre Passkeys auseinanderhalten können, etwa nach dem Gerät, auf dem er liegt.',
  passkeyNameMissing: 'Geben Sie dem Passkey einen Namen, etwa „Arbeitslaptop“.',
  factorNameTaken: 'Sie haben bereits einen zweiten Schritt mit diesem Namen.',
  passkeyFactorAdded:
    'Ihr Passkey ist hinzugefügt. Bei der Anmeldung kann er nun als zweiter Schritt dienen.',

  passkeysTitle: 'Anmeldung mit Passkey',
  passkeysText:
    'Melden Sie sich mit Fingerabdruck, Gesicht oder Geräte-PIN statt mit einem Passwort an. Ein Passkey bleibt auf Ihrem Gerät; niemand kann ihn erraten.',
  noPasskeys: 'Noch keine Passkeys.',
  passkeyItem: '<strong>{name}</strong>, hinzugefügt am {added}',
  passkeyItemUsed: '<strong>{name}</strong>, hinzugefügt am {added}, zuletzt verwendet am {used}',
  removeAdded: '{name} entfernen, hinzugefügt am {added}',
  passkeyRemoveText: 'Er meldet Sie dann nicht mehr an. Sie können ihn später wieder hinzufügen.',
  passkeyAdded:
    'Passkey hinzugefügt. Melden Sie sich nächstes Mal damit statt mit Ihrem Passwort an.',
  setUpPasskeys: 'Anmeldung mit Passkey einrichten',
  addAnotherPasskey: 'Weiteren Passkey hinzufügen',
  passkeysCannotMake:
    'Dieser Browser kann keine Passkeys erstellen. Versuchen Sie einen anderen Browser oder ein anderes Gerät.',

  methodsTitle: 'Anmeldemethoden',
  methodsText: 'Die Wege, auf denen Sie sich bei diesem Konto anmelden können.',
  methodWithEmail: '<strong>{name}</strong>, {email}',
  disconnect: 'Trennen',
  disconnectNamed: '{name} trennen',
  disconnectTitle: '{name} trennen?',
  disconnectText: 'Sie können sich dann nicht mehr mit {name} anmelden.',
  disconnectTextEmail: 'Sie können sich dann nicht mehr mit {name} ({email}) anmelden.',
  notDisconnected: 'Nicht getrennt',
  disconnected: '{name} ist getrennt.',
  onlyMethod:
    'Das ist Ihr einziger Weg zur Anmeldung, daher kann er nicht getrennt werden. Verbinden Sie zuerst einen anderen.',
  connectProvider: '{provider} verbinden',

  teamTwoStepTitle: 'Anmeldung in zwei Schritten einrichten',
  teamTwoStepIntro:
    'Bei {business} meldet sich das ganze Team in zwei Schritten an: mit Ihrem Passwort, dann mit einem Code oder Passkey. Richten Sie es einmal ein, um fortzufahren; Ihr Konto bleibt, wie es ist.',
  teamTwoStepOtherBusiness: 'Oder in einem anderen Unternehmen arbeiten',

  onboardingTitle: 'Ihr Unternehmen einrichten',
  onboardingIntro:
    'Benennen Sie Ihr Unternehmen und wählen Sie Webadresse, Zeitzone und Währung, oder treten Sie einem Unternehmen bei, das Sie eingeladen hat.',
  goToBusiness: 'Zu Ihrem Unternehmen',
  orCreateBusiness: 'Oder ein neues Unternehmen erstellen',
  invitedTitle: 'Sie sind eingeladen',
  invitationSomeBusiness: 'Ein Unternehmen',
  invitationAsOwner: 'Als Inhaber/in, bis {until}',
  invitationAsAdmin: 'Als Admin, bis {until}',
  invitationAsStaff: 'Als Mitarbeiter/in, bis {until}',
  join: 'Beitreten',
  joinNamed: '{business} beitreten',
  createBusinessFormLabel: 'Ihr Unternehmen erstellen',
  businessName: 'Name des Unternehmens',
  businessNameMissing: 'Geben Sie Ihrem Unternehmen einen Namen.',
  webAddress: 'Webadresse',
  addressFree: 'Frei: Ihre Kundschaft bucht unter /client-access/signup?tenant={slug}',
  addressHint: 'Kleinbuchstaben, Ziffern und Bindestriche; steht in Ihren Buchungslinks.',
  addressTaken: 'Diese Adresse ist vergeben: Versuchen Sie eine andere.',
  timeZone: 'Zeitzone',
  timeZoneHint: 'Ihre Öffnungszeiten und Ihr Stundenplan gelten in dieser Zone.',
  timeZoneMissing: 'Wählen Sie die Zeitzone, in der Sie arbeiten.',
  currency: 'Währung',
  currencyOption: '{code} · {name}',
  currencyMissing: 'Wählen Sie die Währung, in der Sie abrechnen.',
  createBusiness: 'Unternehmen erstellen',

  backToBookings: 'Zurück zu Ihren Buchungen',
  findBusinessTitle: 'Ihr Unternehmen finden',
  findBusinessIntro:
    'Suchen Sie das Studio, Fitnessstudio oder die Praxis, bei der Sie buchen möchten, nach dem Namen.',
  onboardingBusinessNotFound:
    'Kein Unternehmen hat die Adresse „{slug}“. Suchen Sie stattdessen nach dem Namen.',
  unknownBusinessLink:
    'Der Link, dem Sie gefolgt sind, nennt ein Unternehmen, das wir nicht kennen.',
  documentsStepTitle: 'Vor Ihrer ersten Buchung unterschreiben',
  documentsStepIntro:
    'Bei {business} lesen und unterschreiben alle Kundinnen und Kunden diese Dokumente vor dem Buchen.',
  documentLeftToSign: '{title} (noch {count} zu unterschreiben)',
  allSigned: 'Alles ist unterschrieben.',
  profileStepTitle: 'Ihr Profil vervollständigen',
  profileStepIntro: 'Sie treten {business} bei. Sagen Sie, wer Sie sind und wie man Sie erreicht.',
  profileFormLabel: 'Ihr Profil',
} satisfies Translation<typeof source>;
