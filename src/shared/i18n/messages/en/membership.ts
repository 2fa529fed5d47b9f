// A client's memberships (issue 35): joining a plan on the booking page, booking with a
// membership, and the membership screen of the client area (src/web/routes/client-access/
// _shell/membership.tsx, src/web/features/registration/membership-*).
export default {
  // What is left of a period
  unlimitedThisPeriod: 'Unlimited classes this period',
  classesLeft:
    '{count, plural, =0 {No classes left} one {# class left} other {# classes left}} this period',

  // Ways to pay for a class
  useYours: 'Use your membership: {plan}',
  joinPlan: 'Join {plan}',
  included: 'Included',
  barAllowanceUsed: 'This period’s classes are used: book again when it renews.',
  barPaused: 'Paused: the last payment did not go through. Update your card to book again.',
  barSuspended: 'Suspended: the payments did not go through. Update your card to book again.',
  barEnding: 'Your membership ends before this class.',
  barNextPeriod: 'This class is after your current period: book it once your membership renews.',
  updateCard: 'Update card',

  // Booking with a membership
  bookWithTitle: 'Book with your membership',
  membershipChoice: 'Your {plan} membership',
  bookWithIt: 'Book with my membership',

  // Joining
  joinTitle: 'Join a membership',
  joinIntro:
    'Check the membership’s terms and agree to be charged each period, then pay the first period by card. Your class is booked with it once the payment goes through.',
  joinHeading: 'Join {plan}',
  termPrice: 'Price',
  termFirstPayment: 'First payment',
  firstPayment: '{price} today',
  firstPaymentWithFee: '{total} today: {first} for the first period and a joining fee of {fee}',
  termAllowance: 'Classes',
  termCarryOver:
    '{cap, plural, one {up to # unused class carries} other {up to # unused classes carry}} into the next period',
  termDailyLimit: '{count, plural, one {at most # class a day} other {at most # classes a day}}',
  termCovers: 'Covers',
  termMinimum: 'Minimum term',
  minimumPeriods:
    '{period, select, week {{count, plural, one {# week} other {# weeks}}} month {{count, plural, one {# month} other {# months}}} other {{count, plural, one {# year} other {# years}}}}',
  termNotice: 'Notice to cancel',
  noticeDays:
    '{count, plural, =0 {None: cancel any time before a renewal} one {# day} other {# days}}',
  consent:
    'I agree that {business} charges my card {price} every {period, select, week {week} month {month} other {year}} until I cancel.',
  consentRequired: 'Tick this box to agree to the renewals before paying.',
  continueToPayment: 'Continue to payment',
  joinThenBook: 'This class: {when}',
  activating: 'Payment received. Starting your membership…',
  bookingWithIt: 'Your membership has started. Booking your class…',
  joinedNotBooked:
    'Your membership has started, but the class could not be booked with it. Choose another class or try again.',

  // The confirmation
  paidWith: 'A class of your {plan} membership',

  // The membership screen
  navMembership: 'Membership',
  screenTitle: 'Your membership',
  screenIntro:
    'Your memberships at {business}: what is left this period, the next charge, and what you can change.',
  none: 'You have no membership yet. Memberships are offered when you book a class they cover.',
  findClass: 'Book a class',
  standing:
    '{standing, select, pending {Waiting for the first payment} active {Active} cancelling {Active until it ends} frozen {Frozen} overdue {Payment overdue} paused {Paused: payment overdue} suspended {Suspended} ended {Ended} other {Ended}}',
  allowanceHeading: 'Classes this period',
  periodEnds: 'Period ends',
  nextCharge: 'Next charge',
  nextChargeOn: '{amount} on {date}',
  noNextCharge: 'None: the membership ends with this period',
  overdue: 'Overdue',
  endsOn: 'Ends on',
  overdueNote:
    '{amount} is overdue. Update your card: it is charged at once, and booking with your membership starts again.',
  updateCardTitle: 'Update your card',
  updateCardPay:
    'Your new card is charged what is overdue now, and the renewals use it from now on.',
  updateCardSave: 'Nothing is owed: your new card is saved for the renewals to come.',
  saveCard: 'Save card',
  cardUpdated: 'Your card is updated. The renewals use it from now on.',
  close: 'Close',
  freeze: 'Freeze',
  freezeTitle: 'Freeze your membership',
  freezeIntro:
    'No classes can be booked while it is frozen, and classes booked in those days are cancelled. Your next charge and the end of your term move by the frozen days.',
  freezeFrom: 'From',
  freezeUntil: 'Until (not included)',
  freezeDatesNeeded: 'Choose the first day and the day it ends.',
  freezeOrder: 'The end must be after the first day.',
  confirmFreeze: 'Freeze',
  frozen: 'Your membership is frozen from {from} to {until}.',
  cancel: 'Cancel membership',
  cancelTitle: 'Cancel your membership',
  cancelWhen:
    'Your membership would end on {date}, after its notice and minimum term. You can book with it until then, and you can keep it if you change your mind before.',
  cancelWhenUnknown:
    'Your membership ends when its notice and minimum term allow. You can book with it until then.',
  confirmCancel: 'Cancel membership',
  keepIt: 'Keep it',
  cancelled: 'Your membership ends on {date}.',
  keep: 'Keep my membership',
  notFound: 'This membership is not among yours.',

  // The home card
  homeTitle: 'Membership',
  homeLine: '{plan}: {allowance}',
  seeMembership: 'See your membership',
} as const;
