// A client booking a session or an appointment (src/web/routes/client-access/_shell/register,
// src/web/features/registration): the catalogue, private times, ways to pay, the confirmation.
export default {
  // Shared by the steps
  what: 'What',
  when: 'When',
  with: 'With',
  where: 'Where',
  teacher: 'Teacher',
  price: 'Price',
  cancellation: 'Cancellation',
  payment: 'Payment',
  payWith: 'Pay with',
  toBeConfirmed: 'To be confirmed',
  aTeacher: 'a teacher',
  timeRange: '{start} to {end}',
  continue: 'Continue',
  confirmBooking: 'Confirm booking',
  takePlace: 'Take the place',
  payPriceByCard: 'Pay {price} by card',
  payNowOrAtDesk: 'Pay now by card, or book now and pay at the desk.',

  // Finding a business
  findTitle: 'Find a business',
  findIntro: 'Search for the studio, gym or practice you want to book with by its name.',
  businessNotFound: 'Business not found',
  noBusinessAt:
    'No business has the address “{address}”. Check the link, or search for the business by its name.',
  openBusiness: 'Open',

  // The catalogue
  bookTitle: 'Book',
  bookIntro:
    'What {business} offers: private sessions, where you pick a time with a teacher, and group classes, where you pick a session and how to pay.',
  bookIntroVisitor:
    'What {business} offers: private sessions, where you pick a time with a teacher, and group classes, where you pick a session and how to pay. No account needed: you give your name and email when you book.',
  nothingToBook: '{business} has nothing to book online yet. Ask them how to book.',
  privateSessions: 'Private sessions',
  groupClasses: 'Group classes',
  lengthAndPrice: '{length} <dot>·</dot> <strong>{price}</strong>',
  lengthFromPrice: '{length} <dot>·</dot> <strong>from {price}</strong>',
  nextFree: 'Next free time: <strong>{time}</strong>',
  noFreeTimes: 'No free times in the next two weeks.',
  bookService: 'Book {service}',
  book: 'Book',
  noClasses: 'No classes in the next two weeks.',
  showFewer: 'Show fewer sessions',
  showAll: '{count, plural, one {Show the # session} other {Show all # sessions}}',
  withStaff: 'with {staff}',
  withStaffAt: 'with {staff} · {location}',
  sessionWithStaff: 'With {staff}',
  sessionWithStaffAt: 'With {staff} · {location}',
  staffToBeConfirmed: 'Teacher to be confirmed',
  staffToBeConfirmedAt: 'Teacher to be confirmed · {location}',
  fullYouHaveAPlace: 'Full · you have a place',
  fullPlaceOffered: 'Full · a place is offered to you',
  fullOnWaitlist: 'Full · you are on the waitlist',
  placeBooked: 'Booked',
  placeOffered: 'Place offered',
  placeCancelled: 'Cancelled',
  waitlistNumber: 'Waitlist #{position}',

  // Packs and passes bought ahead
  packsAndPasses: 'Packs and passes',
  packName: '{service}: {option}',
  termsAndPrice: '{terms} · {price}',
  buyByCardFor: 'Buy by card for {price}',
  packPaidUseIt: 'Paid by card. It is yours: book a class and choose to use it.',

  // A link that cannot be used
  linkProblemTitle: 'This link cannot be used',
  backToCatalogue: 'Back to the catalogue',
  linkMissingService:
    'This link is missing the service to book. Choose a service from the catalogue.',
  linkInvalidService:
    'The service in this link is not a valid one. Choose a service from the catalogue.',
  linkMissingSession:
    'This link is missing the session to book. Choose a session from the catalogue.',
  linkInvalidSession:
    'The session in this link is not a valid one. Choose a session from the catalogue.',
  linkMissingOption:
    'This link is missing the way to pay. Choose the session again from the catalogue.',
  linkInvalidOption:
    'The way to pay in this link is not a valid one. Choose the session again from the catalogue.',
  privateNotOffered:
    'This private service is not offered for booking any more, or the link is mistyped. Choose a service from the catalogue.',
  sessionNotOpen:
    'This session is not open for booking, or the link is mistyped. Choose a session from the catalogue.',
  wayNotOffered:
    'This way to pay is not offered for this session. Choose the session again from the catalogue.',

  // A private appointment: choosing
  privateTitle: 'Book a private appointment',
  privateIntro:
    'Choose a length, a teacher or anyone available, a day and a free time, then check and confirm.',
  payTitle: 'Pay to complete your booking',
  payIntro: 'Your time is held while you pay by card.',
  lengthAndPriceLabel: 'Length and price',
  optionAndPrice: '{option} · {price}',
  anyAvailable: 'Any available',
  day: 'Day',
  freeTimesOn: 'Free times on {day}',
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  lookingForTimes: 'Looking for free times',
  noFreeTimesThatDay: 'No free times that day. Choose another day.',
  chosenSlot: '{day} at {time} with {staff}',
  chosenSlotAnyTeacher: '{day} at {time} with a teacher',

  // A private appointment: checking and paying
  serviceAndOption: '{service}, {option}',
  checkAndConfirm: 'Check and confirm',
  priceByCardOnConfirm: '{price}, paid by card once you confirm',
  priceByCardOrDesk: '{price}, paid by card now or at the desk',
  priceOnAccount: '{price}, charged to your account',
  confirmAndPayByCard: 'Confirm and pay by card',
  change: 'Change',
  chooseTimeFirst: 'Choose a time first.',
  payByCardHeading: 'Pay by card',
  timeHeldUntil:
    'The time is yours until {time} while you pay. If you leave without paying, it is given back then.',
  timeHeld: 'The time is yours while you pay. If you leave without paying, it is given back then.',

  // A group session: ways to pay
  chooseTitle: 'Choose how to pay',
  chooseIntro:
    'Choose how to pay for this group session: with a membership or a pack you hold, as a drop-in, or with a new pack or membership. You give your name and email on the next screen if you are new here.',
  haveAPlace: 'You have a place in this session',
  waitlistPosition: 'You are number {position} on the waitlist.',
  placeOfferedToYou:
    'A place has freed up and is offered to you for a while: take it before it goes to the next person.',
  youAreBookedHere: 'You are booked. You can cancel it from your home page.',
  heldChoice: '{option}: {detail}',
  waysToPay: 'Ways to pay',
  fullWaitlistAuto:
    'This session is full. Choose how you would pay to join its waitlist: when a place frees up, it is yours and paid the way you chose.',
  fullWaitlistOffer:
    'This session is full. Choose how you would pay to join its waitlist: when a place frees up, you are offered it for a while.',
  fullNoWaitlist: 'This session is full, and this business does not keep a waitlist.',
  cannotPayOnline: 'This class cannot be paid for online. Ask the business to book you.',
  useYour: 'Use your {option}',
  holdingValidUntil: '{holding}, valid until {date}',
  included: 'Included',
  oneCredit: '1 credit',
  thisSessionOnly: 'Pay for this session only',
  buyThe: 'Buy the {option}',
  buyPackTerms: '{terms}; this session uses the first',
  buyPassTerms: '{terms}; this session uses it',
  unlimited: 'Unlimited',
  creditsLeft: '{count, plural, one {# credit left} other {# credits left}}',

  // A group session: checking and confirming
  confirmTitle: 'Confirm your booking',
  confirmIntro:
    'Check the summary and the cancellation policy, then confirm. When the session is full, you join its waitlist instead.',
  buyAndBook: 'Buy and book',
  joinWaitlist: 'Join the waitlist',
  haveAPlaceSee: 'You have a place: see this session',
  choiceAndCost: '{choice} ({cost})',
  fullNote:
    'The session is full ({waiting} waiting). Leaving the waitlist is free, and you pay only when you get a place.',
  fullNoteBuy:
    'The session is full ({waiting} waiting). Leaving the waitlist is free, and you pay only when you get a place. The pack is bought now.',
  continueToPayment: 'Continue to payment',
  chooseAnotherWay: 'Choose another way to pay',

  // Paying by card
  payNowOrBuyAtDesk: 'Pay now by card, or buy it now and pay at the desk.',
  buyByCardAndBook: 'Buy by card for {price} and book',
  packPaidToUse: 'Your {option} is paid and yours to use.',
  packPaidBooking: 'Your {option} is paid: booking your place with it…',
  paymentReceivedAdding: 'Payment received: adding your {option}…',
  placeHeldUntil:
    'Your place is held until {time} while you pay. If you leave without paying, it is given back then.',
  placeHeld:
    'Your place is held while you pay. If you leave without paying, it is given back then.',
  placeWentElsewhere: 'This place went to someone else',
  paymentRefunded:
    'Your payment arrived after the place was given away, so it is refunded to your card in full.',
  paymentReceivedConfirming: 'Payment received: confirming your place…',
  offeredWhileYouPay: 'Your place stays offered to you while you pay.',
  takenByCard: 'It is taken by paying for it by card, before the offer lapses.',
  payToTake: 'Pay {price} by card to take it',

  // A refusal
  refusedTitle: 'This could not be booked',
  goToDocuments: 'Go to your documents',

  // A newcomer's details, code and documents
  signInToBook: 'Sign in to book',
  newHere: 'I am new here: book with my name and email',
  enterCode: 'Enter the code we emailed you',
  codeConfirms: 'Its 6-digit code confirms your address and books.',
  code: 'Code',
  useAnotherEmail: 'Use another email address',
  noAccountWithCode: 'No account came back with the code.',
  bookAsYourself: 'Book as yourself',
  yourDetails: 'Your details',
  firstTime: 'You book with {business} for the first time: it gets your name and email.',
  firstTimeWithPhone:
    'You book with {business} for the first time: it gets your name and email and phone number.',
  newTo:
    'New to {business}? Give your name and email: we email you a 6-digit code to confirm it, and your account is made with your booking. Booked before? The code signs you in.',
  fullName: 'Full name',
  phone: 'Phone',
  phoneOptional: 'Phone (optional)',
  emailMeCode: 'Email me a code',
  haveAccount: 'I have an account: sign in',
  enterFullName: 'Enter your full name.',
  nameTooLong: 'Use at most 200 characters.',
  enterPhone: 'Enter your phone number: this business asks for one.',
  phoneFormat: 'Use digits, spaces and + ( ) . - only, such as +44 7700 900123.',
  signBeforeFirst: 'Sign before your first booking',
  asksToSign:
    '{business} asks every new client to sign {count, plural, one {this} other {these}} before their first booking. Your booking goes on as soon as you sign.',

  // The confirmation that ends every way of booking (decision 0054)
  documentTitle: '{heading} · {product}',
  bookedHeading: 'You are booked',
  bookedAndPaidHeading: 'You are booked and paid',
  onWaitlistHeading: 'You are on the waitlist: {place}',
  placeConfirmed: 'Your place is confirmed.',
  appointmentConfirmed: 'Your appointment is confirmed.',
  paidPlaceConfirmed: 'Paid by card. Your place is confirmed.',
  paidAppointmentConfirmed: 'Paid by card. Your appointment is confirmed.',
  waitlistAutoNews: 'When a place frees up, it is yours and paid the way you chose.',
  waitlistOfferNews: 'When a place frees up, you are offered it for a while.',
  whatYouBooked: 'What you booked',
  waitingFor: 'What you are waiting for',
  calendarTitle: '{what} ({business})',
  calendarDetails: 'With {staff}',
  calendarLabel: '{what}, {when}',
  ifYouCannotCome: 'If you cannot come',
  leavingWaitlist: 'Leaving the waitlist',
  leavingWaitlistFree: 'Leaving the waitlist is free.',
  leaveFromHome: 'Leave it from your home page, where it is listed under Upcoming bookings.',
  cancelFromHome:
    'Cancel from your home page: under Upcoming bookings, its Cancel button says what cancelling costs before you confirm.',
  goHome: 'Go to your home page',
  seeSession: 'See this session',
  bookSomethingElse: 'Book something else',

  // How a place was paid
  paidByCard: '{price}, paid by card',
  free: 'Free',
  toPayAtDesk: '{price}, to pay at the desk',
  chargedIfPlace: '{price}, charged only if you get a place',
  yourPass: 'Your {option}',
  yourPassIfPlace: 'Your {option}, if you get a place',
  creditFrom: 'A credit from your {option}',
  creditIfPlace: 'A credit from your {option}, used only if you get a place',
  boughtByCard: '{option} bought for {price}, paid by card',
  boughtAtDesk: '{option} bought for {price}, to pay at the desk',
  boughtIfPlace: '{bought} (its first credit is used only if you get a place)',
  withCreditsLeft: '{text} ({left})',

  // The cancellation policy
  windowDays: '{count, plural, one {# day} other {# days}}',
  windowHours: '{count, plural, one {# hour} other {# hours}}',
  windowMinutes: '{count, plural, one {# minute} other {# minutes}}',
  windowHoursAndMinutes: '{hours} {minutes}',
  cancelFree: 'Cancel free of charge until {until} ({window} before).',
  cancelFreeCreditBack:
    'Cancel free of charge until {until} ({window} before) and get your credit back.',
  cancelFreeMoneyBack:
    'Cancel free of charge until {until} ({window} before) and get the {price} back.',
  afterThat: 'After that, nothing is given back.',
  afterThatFee: 'After that, a late cancellation costs {fee} and nothing is given back.',
  startsInsideWindow:
    'This starts in less than {window}, the cancellation window: if you cancel, nothing is given back.',
  startsInsideWindowFee:
    'This starts in less than {window}, the cancellation window: if you cancel, a late cancellation costs {fee} and nothing is given back.',
};
