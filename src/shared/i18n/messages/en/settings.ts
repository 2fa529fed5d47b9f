// The staff area's Settings (src/web/routes/t/_shell/settings), with its brand, embed and policy words.
export default {
  // Settings (index.tsx)
  settingsTitle: 'Settings',
  settingsIntroOwner:
    'Your business profile, booking policies, team security and client documents, and your own account.',
  settingsIntroDocuments: 'The documents clients sign, and your own account.',
  settingsIntroOwnAccount: 'Your own account: email, password and signed-in devices.',
  bookingPageCardTitle: 'Your booking page',
  bookingPageCardText:
    'Its link, a QR code, the snippet for your website, and your logo and colour. <link>Booking page</link>',
  paymentsCardText:
    'Connect the business’s Stripe account and choose what clients pay online. <link>Payments</link>',
  messagesCardTitle: 'Messages to your clients',
  messagesCardText:
    'Which emails and texts clients get, reminder times, the sender and your own wording. <link>Notifications</link>',
  ownerSettingsTitle: 'Some settings are for the owner',
  ownerSettingsText:
    'Only an owner of {business} changes its business profile and booking policies. Ask them if something should change.',
  ownerSettingsAndDocumentsText:
    'Only an owner of {business} changes its business profile and booking policies, and only admins and owners change its documents. Ask them if something should change.',
  accountIntro: 'These change your own sign-in, in every business you work for.',
  settingsOwnerOnly: 'Only an owner can change the business settings.',

  // Business profile
  profileTitle: 'Business profile',
  profileIntro:
    'How clients see and reach {business}. Its booking address stays /client-access/signup?tenant={slug}.',
  name: 'Business name',
  nameInvalid: 'Give the business a name of up to 120 characters.',
  contactEmail: 'Contact email',
  contactEmailInvalid: 'Enter an email address such as hello@example.com.',
  contactPhone: 'Contact phone',
  address: 'Address',
  addressHint:
    'Where clients find you: in their messages, and in how search results and shared links describe your booking page.',
  timeZone: 'Time zone',
  timeZoneHint: 'Hours and timetables are local times in this zone.',
  timeZoneMissing: 'Choose the time zone you work in.',
  currency: 'Currency',
  currencyHint: 'For new prices; existing ones keep theirs.',
  currencyOption: '{code} · {name}',
  currencyMissing: 'Choose the currency you charge in.',
  language: 'Language',
  languageHint:
    "Your booking page speaks each visitor's own language when it is one of these, and this one otherwise.",
  saveProfile: 'Save profile',
  profileSaved: 'The business profile is saved.',
  profileNotSaved: 'The business profile was not saved',

  // Policies (policies-form.tsx, features/settings/policy-values.ts)
  policiesTitle: 'Policies',
  policiesIntro:
    'What happens when clients cancel late or do not come, how freed places go to the waitlist, and what clients sign before they book. A service may have its own cancellation window.',
  cancellationWindow: 'Cancellation window (hours)',
  cancellationWindowHint: 'Cancelling later than this before the start is late.',
  cancellationWindowInvalid: 'Enter 0 hours or more.',
  lateCancelFee: 'Late-cancel fee ({currency})',
  lateCancelFeeHint: 'Charged instead of a refund; 0 for none.',
  noShowFee: 'No-show fee ({currency})',
  noShowFeeHint:
    'Charged once, at check-in, when a client who booked is marked as not come; taken back if you mark them present after all. The client gets a no-show fee email. 0 for none.',
  feeInvalid: 'Enter an amount in {currency}, such as 5.00 (0 for none).',
  feeTooHigh: 'Enter at most {maximum, number} {currency}.',
  waitlist: 'Waitlist when a session is full',
  freedPlace: 'When a place frees up',
  freedPlaceToFirst: 'Give it to the first on the waitlist at once',
  freedPlaceOffered: 'Offer it to the first, who must accept in time',
  offerLasts: 'An offer lasts (minutes)',
  offerLastsHint: 'Then it passes to the next person.',
  offerLastsInvalid: 'Enter how many minutes an offer lasts (1 or more).',
  documentsFirst: 'Clients sign the required documents before their first booking',
  documentsFirstHint:
    'Mark the documents in Client documents below. Staff booking at the desk are not stopped.',
  phoneFirst: 'New clients give a phone number when they book online',
  phoneFirstHint: 'Asked on the booking page of someone booking for the first time.',
  savePolicies: 'Save policies',
  policiesSaved: 'The policies are saved. They apply to cancellations and waitlists from now on.',
  policiesNotSaved: 'The policies were not saved',

  // Team security (team-two-step-switch.tsx)
  teamSecurityTitle: 'Team security',
  teamSecurityIntro:
    'Require a second step at sign-in (a code from an app or a text message, or a passkey) of everyone who works in {business}. Until they have set it up and used it, they see nothing of the business.',
  ownTwoStepFirstTitle: 'Your own account first',
  ownTwoStepFirstText:
    'Set up two-step sign-in for yourself under Your account below, then come back here.',
  requireTwoStep: 'Require two-step sign-in of the team',
  twoStepRequired:
    'Everyone on the team now signs in in two steps. Those without it set it up at their next visit.',
  twoStepOwnChoice: 'Two-step sign-in is now each person’s own choice.',
  twoStepNotChanged: 'Not changed',

  // Export (business-export-section.tsx, features/settings/download-business-export.ts)
  exportTitle: 'Export the business',
  exportIntro:
    'Everything {business} keeps: its team, services, bookings, clients and their notes, places, attendance, ledger and documents, as one JSON file taken at one moment.',
  exportButton: 'Download everything (JSON)',
  exportDownloaded: 'The export is downloaded.',
  exportFailed: 'Not exported',
  exportNotMade: 'The export could not be made. Try again.',

  // Client documents (documents-section.tsx, document-columns.tsx, document-template-form.tsx)
  documentsTitle: 'Client documents',
  documentsIntro:
    'Waivers and forms clients read and sign in the client portal. Editing the text makes a new version: clients sign it again, and what they signed before is kept.',
  newDocument: 'New document',
  noDocuments: 'No documents yet. Add a waiver for clients to sign before they book.',
  documentsList: 'Documents',
  closeDialog: 'Close',
  editDocument: 'Edit {title}',
  columnTitle: 'Title',
  columnVersion: 'Version',
  columnRules: 'Rules',
  columnActions: 'Actions',
  inUse: 'In use',
  notInUse: 'Not in use',
  signed: 'Signed',
  readOnly: 'Read only',
  beforeFirstBooking: 'Before first booking',
  edit: 'Edit',
  require: 'Require',
  stopRequiring: 'Stop requiring',
  requireDocument: 'Require {title} before booking',
  stopRequiringDocument: 'Stop requiring {title} before booking',
  documentRequired: '{title} is required before a first booking.',
  documentNoLongerRequired: '{title} is no longer required before booking.',
  activate: 'Activate',
  deactivate: 'Deactivate',
  activateDocument: 'Activate {title}',
  deactivateDocument: 'Deactivate {title}',
  documentInUseAgain: '{title} is in use again.',
  documentNoLongerInUse: '{title} is no longer in use.',
  documentChangeRefused: 'Your role in this business does not allow this.',
  loadingDocumentText: 'Loading the text',
  documentTitle: 'Title',
  documentTitleInvalid: 'Give the document a title of up to 200 characters.',
  documentText: 'Text',
  documentTextHint: 'Changing it makes a new version for clients to sign.',
  documentTextMissing: 'Write the text clients read.',
  clientsSign: 'Clients sign it',
  requiredBeforeFirstBooking: 'Required before a first booking',
  requiredBeforeFirstBookingHint:
    'Applies when the business policy asks for documents before booking.',
  saveDocument: 'Save',
  cancelDocument: 'Cancel',
  documentSaved: '{title} is saved.',
  documentSavedAsNewVersion: '{title} is saved as a new version.',

  // Booking page (booking-page.tsx)
  bookingPageTitle: 'Booking page',
  bookingPageIntro:
    'Where clients book with {business}: its logo, colour and description, the link to share, a QR code to print and the snippet for your own website. <link>All settings</link>',
  brandOwnerOnlyTitle: 'The brand is for the owner',
  brandOwnerOnlyText: 'Only an owner of {business} changes its logo, colour and description.',

  // Brand (brand-form.tsx, features/brand, src/shared/brand/accent-colour.ts)
  brandTitle: 'Brand',
  brandIntro:
    'Your logo, colour and a short description, on your booking page, in your clients’ area and in link previews.',
  logo: 'Logo',
  noLogo: 'No logo yet: your business’s name is shown on its own.',
  logoAlt: 'Your logo',
  uploadLogo: 'Upload a logo',
  replaceLogo: 'Replace the logo',
  removeLogo: 'Remove the logo',
  logoRules:
    'PNG, JPEG, WebP or GIF, at most 1 MB. A wide logo on a transparent background looks best.',
  logoSaved: 'The logo is saved.',
  logoNotSaved: 'The logo was not saved',
  logoRemoved: 'The logo is removed.',
  logoNotRemoved: 'The logo was not removed',
  logoWrongType:
    'Choose a PNG, JPEG, WebP or GIF image for the logo (SVG and other files are not taken).',
  logoTooLarge:
    'This image is {megabytes, number, ::.0} MB; a logo can be at most 1 MB. Save it smaller and try again.',
  logoOverLimit: 'A logo can be at most 1 MB. Save it smaller and try again.',
  accentColour: 'Accent colour',
  accentColourHint:
    'For buttons and links. It must be dark enough for white text on it to be readable (WCAG AA, 4.5:1).',
  accentColourPlaceholder: 'The product’s own blue',
  pickColour: 'Pick the colour from the screen',
  colourDarkenedTitle: 'Darkened to be readable',
  colourNotAColour: '“{text}” is not a colour. Enter one as #rrggbb, such as #1c7ed6.',
  colourDarkened:
    '{colour} has a contrast of {contrast, number, ::.0}:1 with white; buttons and links need {minimum, number}:1 to be readable, so it was darkened to {shade}, the nearest shade that is.',
  colourTooPale:
    '{colour} has a contrast of {contrast, number, ::.0}:1 with white; buttons and links need {minimum, number}:1 to be readable, and the nearest shade that reaches it ({shade}) is a different colour. Choose a darker colour.',
  shortDescription: 'Short description',
  shortDescriptionHint:
    'What clients read under your name, in link previews too. {left, plural, one {# character left.} other {# characters left.}}',
  descriptionTooLong: 'Keep the description to 280 characters.',
  preview: 'Preview',
  previewButton: 'Book a class',
  previewLink: 'A link',
  saveBrand: 'Save brand',
  brandSaved: 'The brand is saved. Your booking page and client area show it now.',
  brandNotSaved: 'The brand was not saved',
  brandOwnerOnly: 'Only an owner can change the business’s brand.',

  // Sharing the booking page (booking-page-share.tsx, embed-websites-form.tsx, features/embed)
  shareTitle: 'Share your booking page',
  shareIntro: 'Anyone with the link sees what {business} offers and books, signed in or not.',
  bookingPageLink: 'Link to your booking page',
  qrCodeTitle: 'QR code',
  qrCodeIntro: 'For your front desk, flyers and posters: a phone’s camera opens the booking page.',
  qrCodeOf: 'QR code of {link}',
  qrCodeDownload: 'Download the QR code (SVG, prints sharp at any size)',
  ownWebsiteTitle: 'On your own website',
  ownWebsiteIntro:
    'Paste this where your timetable should appear: it shows your services, sessions and prices on any website, and fits its height to them. On the websites named below, clients also book inside it; elsewhere the booking continues in a new tab, at what they chose.',
  embedSnippet: 'Embed snippet',
  copySnippet: 'Copy the snippet',
  embedFrameTitle: 'Book with {business}',
  websites: 'Your websites',
  websitesHint:
    'One address a line, like https://example.com. Your timetable shows on any site; on these, clients also book inside the card, and elsewhere the booking continues in a new tab. Only these sites may show your booking pages in a frame.',
  websiteInvalid: '“{entry}” is not a website address, like https://example.com.',
  tooManyWebsites: 'Name at most {count, plural, one {# website} other {# websites}}.',
  saveWebsites: 'Save websites',
  websitesSaved: 'The websites are saved. On them, clients book inside the card.',
  noWebsitesSaved:
    'No websites are named: the card shows your timetable everywhere, and the booking continues in a new tab.',
  websitesNotSaved: 'The websites were not saved',
  websitesOwnerOnly: 'Only an owner can change the business’s websites.',

  // Payments (payments.tsx, payment-provider-section.tsx, payment-options-form.tsx)
  paymentsTitle: 'Payments',
  paymentsIntro:
    'How clients of {business} pay by card: the Stripe account the money goes to, and what they pay online when they book or buy. <link>All settings</link>',
  paymentsOwnerOnlyTitle: 'Payments are for the owner',
  paymentsOwnerOnlyText:
    'Only an owner of {business} connects its payments and chooses what is paid online.',
  cardPaymentsTitle: 'Card payments',
  cardPaymentsIntro: 'Clients pay into the business’s own Stripe account.',
  cardPaymentsIntroWithTest:
    'Clients pay into the business’s own Stripe account. Until you connect one, the embedded test provider lets you and your clients try every payment with test cards.',
  notConnectedTitle: 'Not connected',
  notConnectedText: 'Clients pay at the desk until {business} connects a payment provider.',
  connectedToTestProvider: 'Connected to the test provider',
  connectedToStripeLive: 'Connected to Stripe (live)',
  connectedToStripeTest: 'Connected to Stripe (test mode)',
  connected: 'Connected.',
  connectedOn: 'Connected on {day}.',
  connectedWithKey: 'Connected, publishable key {key}….',
  connectedOnWithKey: 'Connected on {day}, publishable key {key}….',
  webhookEndpoint:
    'Webhook endpoint (add it in your Stripe dashboard, for payment intents and charges)',
  copyAddress: 'Copy address',
  provider: 'Provider',
  testProvider: 'Test provider: test cards only, no real money',
  stripeProvider: 'Stripe: your own account’s keys',
  secretKey: 'Secret key',
  secretKeyHint: 'sk_… or a restricted rk_… key',
  publishableKey: 'Publishable key',
  publishableKeyHint: 'pk_…',
  webhookSecret: 'Webhook signing secret',
  webhookSecretHint: 'whsec_…, shown for the endpoint above',
  connect: 'Connect',
  connectAgain: 'Connect again',
  connectedTest: 'Connected to the test provider: clients can try paying, and no real money moves.',
  connectedStripe: 'Connected to your Stripe account.',
  connectFailed: 'Not connected',
  payOnlineTitle: 'What clients pay online',
  payOnlineIntro:
    'A kind paid online is paid by card when the client books or buys it; their place is held for them while they pay, and they cannot book it to pay later. The others may also be paid at the desk. Your team can still book and sell anything for a client at the desk.',
  paidOnline: 'Paid online when booked or bought',
  onlineOrAtDesk: 'Online or at the desk',
  feesToSavedCard: 'Charge late-cancel and no-show fees to the client’s saved card',
  feesToSavedCardHint:
    'When a client with a saved card cancels late or is marked as not come, the fee is charged to that card straight away and shows as a card payment in their transactions. If the card is declined, the fee stays owed and the client is emailed to pay it. You can also charge what a client owes to their card from their Transactions.',
  savePaymentChoices: 'Save payment choices',
  paymentChoicesSaved: 'Saved: clients see these choices when they next book.',
  paymentChoicesNotSaved: 'Not saved',
};
