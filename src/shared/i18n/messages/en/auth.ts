// Signing up, signing in, two-step sign-in, passkeys and the account's security
// (src/web/features/auth), and the screens around them: sign-in, sign-up and onboarding.
export default {
  // The auth server's refusals, by its error code (auth-error-message.ts).
  errorInvalidCredentials:
    'That email and password do not match. Check them, or sign in with a code.',
  errorEmailNotConfirmed:
    'Your email address is not confirmed yet. Open the link we sent you, or sign up again to get a new one.',
  errorUserAlreadyExists: 'An account with this email already exists. Sign in instead.',
  errorOtpExpired: 'That code is wrong or has expired. Ask for a new one.',
  errorOtpDisabled: 'There is no account with this email address. Sign up first.',
  errorRequestRateLimit: 'Too many attempts. Wait a minute, then try again.',
  errorSamePassword: 'Choose a password different from your current one.',
  errorUserBanned: 'This account is blocked. Contact the business.',
  errorMfaVerificationFailed:
    'That code is not right. Enter the code your authenticator app shows now, or the one in the latest text message.',
  errorMfaChallengeExpired: 'That took too long. Enter a new code.',
  errorMfaVerifiedFactorExists: 'This phone is already set up for your sign-in.',
  errorMfaFactorNameConflict: 'You already have a second step with that name.',
  errorTooManyFactors: 'You have as many second steps as an account can have. Remove one first.',
  errorInsufficientAal: 'Confirm with your second step first.',
  errorReauthenticationNotValid:
    'That code is wrong or has expired. Use the latest code we emailed.',
  errorSendRateLimit: 'For security purposes, you can only request this after {seconds} seconds.',
  errorWeakPassword: 'Password should be at least {length} characters.',
  errorUnknown: 'Something went wrong. Try again.',
  errorNetwork: 'We could not reach the server. Check your connection and try again.',

  // A provider's sign-in that came back with an error (redirect-error.ts).
  redirectIdentityExists:
    'That account at the provider already signs in to another account here. Sign in with it there and disconnect it first.',
  redirectBadState: 'That sign-in took too long or was already used. Try again.',
  redirectIncomplete: 'The sign-in at the provider did not complete: {reason}',

  // Single sign-on (sso-domain.ts, sso-sign-in-form.tsx).
  ssoNotSetUp:
    'Single sign-on is not set up for {domain}. Sign in another way, or ask your administrator.',
  ssoFailed: 'Single sign-on did not work: {reason}. Try again, or ask your administrator.',

  // The fields of the auth forms and what they say when a value will not do.
  email: 'Email',
  password: 'Password',
  emailMissing: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  passwordMissing: 'Enter your password.',
  passwordTooShort: 'Use at least 6 characters.',
  passwordTooLong: 'Use at most 72 characters.',
  codeFromEmailInvalid: 'Enter the 6-digit code from the email.',
  codeFromAppInvalid: 'Enter the 6-digit code from your authenticator app.',
  codeFromTextInvalid: 'Enter the 6-digit code from the text message.',
  mobileMissing: 'Enter your mobile number.',
  mobileInvalid:
    'Enter the number with its country code, starting with +, such as +44 7700 900123.',

  // The kinds of second step, and the names new ones get (factor-name.ts).
  factorAuthenticatorApp: 'Authenticator app',
  factorPhone: 'Phone',
  factorPasskey: 'Passkey',
  factorSecondStep: 'Second step',
  factorNameNumbered: '{name} {number}',
  factorPhoneEnding: 'Phone ending {digits}',

  // Passkeys: the browser's prompt and the server's refusals (passkey-ceremony.ts).
  passkeyPromptClosed: 'The passkey prompt was closed or timed out. Try again when you are ready.',
  passkeyAlreadyAdded:
    'This passkey is already on your account. Use another device or security key.',
  passkeyNotSupported: 'This browser or device cannot make a passkey. Try another browser.',
  passkeyWrongAddress: 'Passkeys do not work on this address. Open the site at its usual address.',
  passkeyNoMatch: 'The passkey did not match this account. Try again, or use another passkey.',
  passkeyUnknown:
    'This site does not know that passkey, or it was removed. Use another way to sign in.',
  passkeyTooSlow: 'That took too long. Try again.',
  passkeysUnsupported: 'This browser cannot use passkeys. Try another browser.',

  // The account section of either area's settings (account-section.tsx).
  accountTitle: 'Your account',
  accountSignedInAs: 'Signed in as {email}. {details}',
  accountSignedIn: 'Signed in as you. {details}',
  emailFormLabel: 'Change your email',
  emailExample: 'Enter an email address such as name@example.com.',
  emailSame: 'This is already your email address.',
  emailChangeSent:
    'Open the link we sent to {email} to confirm the change. Until then you sign in with {current}.',
  emailPending: 'Waiting for you to confirm {email}: open the link we sent there.',
  newEmail: 'New email',
  changeEmail: 'Change email',
  passwordFormLabel: 'Change your password',
  passwordsDiffer: 'The two passwords differ.',
  passwordChanged: 'Your password is changed.',
  newPassword: 'New password',
  repeatPassword: 'Repeat the new password',
  changePassword: 'Change password',
  otherDevices: 'Other devices',
  otherDevicesText: 'Lost a phone, or signed in on a shared computer? End those sessions here.',
  signOutOthers: 'Sign out other sessions',
  signOutOthersTitle: 'Sign out everywhere else?',
  signOutOthersText:
    'Every other browser and device signed in to your account is signed out. This one stays signed in.',
  signOutOthersConfirm: 'Sign out the others',
  signOutOthersFailed: 'The other sessions were not signed out',
  signOutOthersDone: 'Your other sessions are signed out.',

  // The sign-in and sign-up screens of both areas (src/web/routes/t, src/web/routes/client-access).
  businessSignInTitle: 'Sign in to your business',
  businessSignUpTitle: 'Create a business account',
  businessSignUpLink: 'New here? Create a business account',
  businessSignUpIntro:
    'Create your account and confirm it from the email we send you. Next you set up your business or join one you were invited to.',
  clientSignInTitle: 'Sign in to book',
  clientSignUpTitle: 'Create a client account',
  clientSignUpLink: 'New here? Create a client account',
  clientSignUpIntro:
    'Create an account with the business whose link you followed, and confirm it from the email we send you.',
  signInIntro: 'Sign in with your password, or with a code or link we email you.',
  signInLink: 'Already have an account? Sign in',
  backHome: 'Back to the home page',
  businessNotFound: 'Business not found',
  signUpBusinessNotFound:
    'No business has the address “{slug}”. You can still create an account, or <link>search for the business</link>.',
  joiningBusiness: 'You are joining {business}.',

  // Signing in (sign-in-panel.tsx and the forms in it).
  howToSignIn: 'How to sign in',
  signIn: 'Sign in',
  signOut: 'Sign out',
  passwordFormSignIn: 'Sign in with your password',
  forgotPassword: 'Forgot your password?',
  emailMeCode: 'Email me a code',
  signInWithCode: 'Sign in with an emailed code',
  signInCodeInbox: 'Follow its link, or enter its 6-digit code here.',
  resetPassword: 'Reset your password',
  emailMeResetLink: 'Email me a reset link',
  resetInbox: 'If it has an account, follow the link in the email or enter its 6-digit code here.',
  emailedCodeFormLabel: 'Enter the emailed code',
  code: 'Code',
  continue: 'Continue',
  or: 'or',
  continueWith: 'Continue with {provider}',
  signInWithPasskey: 'Sign in with a passkey',
  ssoButton: 'Sign in with single sign-on (SSO)',
  ssoFormLabel: 'Sign in with single sign-on',
  ssoText: 'Your organisation signs you in. Enter your work email to continue there.',
  workEmail: 'Work email',
  ssoContinue: 'Continue with SSO',

  // The email that was sent (check-inbox.tsx).
  inboxTitle: 'Check your inbox',
  inboxSent: 'We sent an email to <strong>{email}</strong>. {details}',
  inboxSentMailbox:
    'We sent an email to <strong>{email}</strong>. {details} This server keeps its emails in its own <link>mailbox</link>.',

  // Signing up (sign-up-form.tsx).
  signUpFormLabel: 'Create your account',
  yourName: 'Your name',
  nameMissing: 'Enter your name.',
  passwordHint: 'At least 6 characters.',
  createAccount: 'Create account',
  signUpInbox: 'Follow its link to confirm your address; you will be signed in.',

  // A new password after a recovery link (set-new-password-form.tsx).
  chooseNewPassword: 'Choose a new password',
  passwordsNotSame: 'The two passwords are not the same.',
  saveNewPassword: 'Save the new password',
  newPasswordSaved: 'Your new password is saved. You are signed in.',

  // The second step of signing in, and of confirming a change.
  oneMoreStep: 'One more step',
  oneMoreStepText: 'Your account asks for a second step before it opens.',
  confirmItIsYou: 'Confirm it is you',
  secondStepDialogText:
    'This change needs the second step of your sign-in: a code from your authenticator app or a text message.',
  howToConfirm: 'How to confirm',
  methodTextMessage: 'Text message',
  enterCodeFromApp: 'Enter the code from your authenticator app',
  enterCodeFromText: 'Enter the code from the text message',
  confirmCodeFromApp: 'Confirm with the code from your authenticator app',
  confirmCodeFromText: 'Confirm with the code from the text message',
  codeFromApp: 'Code from your authenticator app',
  codeFromText: 'Code from the text message',
  codeFromEmail: 'Code from the email',
  verify: 'Verify',
  confirm: 'Confirm',
  textMeCode: 'Text me a code',
  sendNewCode: 'Send a new code',
  codeTexted: 'We texted a 6-digit code to your phone. It works for 5 minutes.',
  passkeyOptionText: 'Use the passkey on this device or your security key.',
  usePasskey: 'Use a passkey',
  useNamedPasskey: 'Use {name}',
  reauthText:
    'You signed in a while ago, so this change needs a fresh confirmation. We emailed a 6-digit code to {email}.',
  reauthTextNoEmail:
    'You signed in a while ago, so this change needs a fresh confirmation. We emailed a 6-digit code to your address.',
  confirmWithEmailCode: 'Confirm with the code from the email',

  // Two-step sign-in in the account's settings (two-step-section.tsx and its set-ups).
  twoStepTitle: 'Two-step sign-in',
  twoStepText:
    "Signing in then also asks for a code from an authenticator app or a text message, or for a passkey (this device's fingerprint, face or screen lock, or a security key), so a stolen password alone cannot get in.",
  twoStepNone: 'Not set up yet.',
  factorItem: '<strong>{name}</strong>, added {added}',
  setUpAuthenticator: 'Set up an authenticator app',
  addPhone: 'Add a phone for text-message codes',
  addPasskey: 'Add a passkey',
  notSetUp: 'Not set up',
  remove: 'Remove',
  removeNamed: 'Remove {name}',
  removeTitle: 'Remove {name}?',
  removeTotpNote:
    'Signing in will no longer accept its codes. You can set it up again at any time.',
  removePhoneNote:
    'Signing in will no longer text codes to this phone. You can set it up again at any time.',
  removePasskeyNote:
    'Signing in will no longer accept this passkey. You can set it up again at any time.',
  removeFactorNote: 'Signing in will no longer accept it. You can set it up again at any time.',
  notRemoved: 'Not removed',
  removed: '{name} is removed.',
  totpScan:
    'Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password), or type the key below into it.',
  totpQrCode: 'QR code to scan with your authenticator app',
  totpKey: 'Key to type in: {key}',
  totpKeyCopied: 'Key copied',
  totpCopyKey: 'Copy the key',
  totpVerify: 'Verify your authenticator app',
  totpSetUp: 'Your authenticator app is set up. Sign-ins now ask for its code.',
  mobileNumber: 'Mobile number',
  mobileNumberHint: 'With the country code, such as +44 7700 900123.',
  verifyPhone: 'Verify your phone',
  phoneSetUp: 'Your phone is set up. Sign-ins can now use a code texted to it.',
  passkeyName: 'Passkey name',
  passkeyNameHint: 'So you can tell your passkeys apart, such as the device it is on.',
  passkeyNameMissing: 'Give the passkey a name, such as "Work laptop".',
  factorNameTaken: 'You already have a factor with this name.',
  passkeyFactorAdded: 'Your passkey is added. Sign-ins can now use it as the second step.',

  // Passkey sign-in in the account's settings (passkeys-section.tsx).
  passkeysTitle: 'Passkey sign-in',
  passkeysText:
    'Sign in with your fingerprint, face or device PIN instead of a password. A passkey stays on your device; nobody can guess it.',
  noPasskeys: 'No passkeys yet.',
  passkeyItem: '<strong>{name}</strong>, added {added}',
  passkeyItemUsed: '<strong>{name}</strong>, added {added}, last used {used}',
  removeAdded: 'Remove {name}, added {added}',
  passkeyRemoveText: 'It will no longer sign you in. You can add it again later.',
  passkeyAdded: 'Passkey added. Next time, sign in with it instead of your password.',
  setUpPasskeys: 'Set up passkey sign-in',
  addAnotherPasskey: 'Add another passkey',
  passkeysCannotMake: 'This browser cannot make passkeys. Try another browser or device.',

  // The ways to sign in to the account (sign-in-methods-section.tsx).
  methodsTitle: 'Sign-in methods',
  methodsText: 'The ways you can sign in to this account.',
  methodWithEmail: '<strong>{name}</strong>, {email}',
  disconnect: 'Disconnect',
  disconnectNamed: 'Disconnect {name}',
  disconnectTitle: 'Disconnect {name}?',
  disconnectText: 'You will no longer be able to sign in with {name}.',
  disconnectTextEmail: 'You will no longer be able to sign in with {name} ({email}).',
  notDisconnected: 'Not disconnected',
  disconnected: '{name} is disconnected.',
  onlyMethod:
    'This is your only way to sign in, so it cannot be disconnected. Connect another first.',
  connectProvider: 'Connect {provider}',

  // A team member's two-step set-up that the business requires (src/web/routes/t/two-step).
  teamTwoStepTitle: 'Set up two-step sign-in',
  teamTwoStepIntro:
    '{business} asks everyone on its team to sign in in two steps: your password, then a code or a passkey. Set it up once to continue; your account stays as it is.',
  teamTwoStepOtherBusiness: 'Or work in another business',

  // Setting up a business, or joining one that invited you (src/web/routes/t/onboarding).
  onboardingTitle: 'Set up your business',
  onboardingIntro:
    'Name your business and choose its web address, time zone and currency, or join a business that invited you.',
  goToBusiness: 'Go to your business',
  orCreateBusiness: 'Or create a new business',
  invitedTitle: 'You are invited',
  invitationSomeBusiness: 'A business',
  invitationAsOwner: 'As owner, until {until}',
  invitationAsAdmin: 'As admin, until {until}',
  invitationAsStaff: 'As staff, until {until}',
  join: 'Join',
  joinNamed: 'Join {business}',
  createBusinessFormLabel: 'Create your business',
  businessName: 'Business name',
  businessNameMissing: 'Give your business a name.',
  webAddress: 'Web address',
  addressFree: 'Free: your clients will book at /client-access/signup?tenant={slug}',
  addressHint: 'Lower-case letters, digits and hyphens; used in your booking links.',
  addressTaken: 'This address is taken: try another.',
  timeZone: 'Time zone',
  timeZoneHint: 'Your opening hours and timetable are in this zone.',
  timeZoneMissing: 'Choose the time zone you work in.',
  currency: 'Currency',
  currencyOption: '{code} · {name}',
  currencyMissing: 'Choose the currency you charge in.',
  createBusiness: 'Create business',

  // A client joining a business (src/web/routes/client-access/onboarding).
  backToBookings: 'Back to your bookings',
  findBusinessTitle: 'Find your business',
  findBusinessIntro: 'Search for the studio, gym or practice you want to book with by its name.',
  onboardingBusinessNotFound:
    'No business has the address “{slug}”. Search for it by name instead.',
  unknownBusinessLink: 'The link you followed names a business we do not know.',
  documentsStepTitle: 'Sign before your first booking',
  documentsStepIntro: '{business} asks every client to read and sign these before booking.',
  documentLeftToSign: '{title} ({count} left to sign)',
  allSigned: 'Everything is signed.',
  profileStepTitle: 'Complete your profile',
  profileStepIntro: 'You are joining {business}. Tell it who you are and how to reach you.',
  profileFormLabel: 'Your profile',
};
