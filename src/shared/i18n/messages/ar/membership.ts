import type { Translation } from '../../message-ids.ts';
import type source from '../en/membership.ts';

// A membership is an "عضوية", a plan a "خطة", a class booked with it a "حصة" (حصص). Arabic
// counts in six forms (zero, one, two, few 3–10, many 11–99, other 100 and up), each written out.
export default {
  unlimitedThisPeriod: 'حصص غير محدودة في هذه الفترة',
  classesLeft:
    '{count, plural, zero {لم تتبقَّ أي حصة} one {بقيت حصة واحدة} two {بقيت حصتان} few {بقيت # حصص} many {بقيت # حصة} other {بقيت # حصة}} في هذه الفترة',

  useYours: 'استخدم عضويتك: {plan}',
  joinPlan: 'اشترك في {plan}',
  included: 'ضمن العضوية',
  barAllowanceUsed: 'استُخدمت حصص هذه الفترة: احجز مجددًا عند تجديدها.',
  barPaused: 'موقوفة مؤقتًا: لم تنجح الدفعة الأخيرة. حدّث بطاقتك لتحجز مجددًا.',
  barSuspended: 'معلّقة: لم تنجح الدفعات. حدّث بطاقتك لتحجز مجددًا.',
  barEnding: 'تنتهي عضويتك قبل هذه الحصة.',
  barNextPeriod: 'هذه الحصة بعد فترتك الحالية: احجزها عند تجديد عضويتك.',
  updateCard: 'تحديث البطاقة',

  bookWithTitle: 'احجز بعضويتك',
  membershipChoice: 'عضويتك: {plan}',
  bookWithIt: 'احجز بعضويتي',

  joinTitle: 'اشترك في عضوية',
  joinIntro:
    'راجع شروط العضوية ووافق على الخصم في كل فترة، ثم ادفع الفترة الأولى بالبطاقة. تُحجز حصتك بها بمجرد نجاح الدفع.',
  joinHeading: 'اشترك في {plan}',
  termPrice: 'السعر',
  termFirstPayment: 'الدفعة الأولى',
  firstPayment: '{price} اليوم',
  firstPaymentWithFee: '{total} اليوم: {first} للفترة الأولى ورسوم اشتراك قدرها {fee}',
  termAllowance: 'الحصص',
  termCarryOver:
    '{cap, plural, zero {لا تُرحَّل أي حصة} one {تُرحَّل حتى حصة واحدة غير مستخدمة} two {تُرحَّل حتى حصتين غير مستخدمتين} few {تُرحَّل حتى # حصص غير مستخدمة} many {تُرحَّل حتى # حصة غير مستخدمة} other {تُرحَّل حتى # حصة غير مستخدمة}} إلى الفترة التالية',
  termDailyLimit:
    '{count, plural, zero {لا حصص في اليوم} one {حصة واحدة في اليوم على الأكثر} two {حصتان في اليوم على الأكثر} few {# حصص في اليوم على الأكثر} many {# حصة في اليوم على الأكثر} other {# حصة في اليوم على الأكثر}}',
  termCovers: 'تشمل',
  termMinimum: 'الحد الأدنى للمدة',
  minimumPeriods:
    '{period, select, week {{count, plural, zero {لا أسابيع} one {أسبوع واحد} two {أسبوعان} few {# أسابيع} many {# أسبوعًا} other {# أسبوع}}} month {{count, plural, zero {لا أشهر} one {شهر واحد} two {شهران} few {# أشهر} many {# شهرًا} other {# شهر}}} other {{count, plural, zero {لا سنوات} one {سنة واحدة} two {سنتان} few {# سنوات} many {# سنة} other {# سنة}}}}',
  termNotice: 'مهلة الإلغاء',
  noticeDays:
    '{count, plural, zero {لا مهلة: ألغِ في أي وقت قبل التجديد} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}',
  consent:
    'أوافق على أن تخصم {business} من بطاقتي {price} {period, select, week {كل أسبوع} month {كل شهر} other {كل سنة}} حتى ألغي.',
  consentRequired: 'ضع علامة في هذا المربع لتوافق على التجديدات قبل الدفع.',
  continueToPayment: 'المتابعة إلى الدفع',
  joinThenBook: 'هذه الحصة: {when}',
  activating: 'استُلمت الدفعة. جارٍ تفعيل عضويتك…',
  bookingWithIt: 'بدأت عضويتك. جارٍ حجز حصتك…',
  joinedNotBooked: 'بدأت عضويتك، لكن تعذّر حجز الحصة بها. اختر حصة أخرى أو حاول مجددًا.',

  paidWith: 'حصة من عضويتك: {plan}',

  navMembership: 'العضوية',
  screenTitle: 'عضويتك',
  screenIntro: 'عضوياتك لدى {business}: ما تبقّى في هذه الفترة، والخصم التالي، وما يمكنك تغييره.',
  none: 'ليست لديك عضوية بعد. تُعرض العضويات عند حجز حصة تشملها.',
  findClass: 'احجز حصة',
  standing:
    '{standing, select, pending {بانتظار الدفعة الأولى} active {نشطة} cancelling {نشطة حتى انتهائها} frozen {مجمّدة} overdue {دفعة متأخرة} paused {موقوفة مؤقتًا: دفعة متأخرة} suspended {معلّقة} ended {منتهية} other {منتهية}}',
  allowanceHeading: 'حصص هذه الفترة',
  periodEnds: 'تنتهي الفترة',
  nextCharge: 'الخصم التالي',
  nextChargeOn: '{amount} في {date}',
  noNextCharge: 'لا يوجد: تنتهي العضوية مع هذه الفترة',
  overdue: 'متأخر',
  endsOn: 'تنتهي في',
  overdueNote: 'عليك {amount} متأخرة. حدّث بطاقتك: يُخصم المبلغ فورًا، ويمكنك الحجز بعضويتك من جديد.',
  updateCardTitle: 'حدّث بطاقتك',
  updateCardPay: 'يُخصم المبلغ المتأخر من بطاقتك الجديدة الآن، وتُستخدم للتجديدات من الآن فصاعدًا.',
  updateCardSave: 'لا شيء مستحق: تُحفظ بطاقتك الجديدة للتجديدات القادمة.',
  saveCard: 'حفظ البطاقة',
  cardUpdated: 'حُدّثت بطاقتك. تُستخدم للتجديدات من الآن فصاعدًا.',
  close: 'إغلاق',
  freeze: 'تجميد',
  freezeTitle: 'جمّد عضويتك',
  freezeIntro:
    'لا يمكن حجز حصص أثناء التجميد، وتُلغى الحصص المحجوزة في تلك الأيام. يتأخر الخصم التالي ونهاية مدتك بعدد الأيام المجمّدة.',
  freezeFrom: 'من',
  freezeUntil: 'حتى (غير مشمول)',
  freezeDatesNeeded: 'اختر اليوم الأول واليوم الذي ينتهي فيه.',
  freezeOrder: 'يجب أن تكون النهاية بعد اليوم الأول.',
  confirmFreeze: 'تجميد',
  frozen: 'عضويتك مجمّدة من {from} إلى {until}.',
  cancel: 'إلغاء العضوية',
  cancelTitle: 'ألغِ عضويتك',
  cancelWhen:
    'ستنتهي عضويتك في {date}، بعد مهلة الإلغاء والحد الأدنى للمدة. يمكنك الحجز بها حتى ذلك الحين، والاحتفاظ بها إن غيّرت رأيك قبله.',
  cancelWhenUnknown:
    'تنتهي عضويتك حين تسمح مهلة الإلغاء والحد الأدنى للمدة. يمكنك الحجز بها حتى ذلك الحين.',
  confirmCancel: 'إلغاء العضوية',
  keepIt: 'رجوع',
  cancelled: 'تنتهي عضويتك في {date}.',
  keep: 'الاحتفاظ بعضويتي',
  notFound: 'هذه العضوية ليست من عضوياتك.',

  homeTitle: 'العضوية',
  homeLine: '{plan}: {allowance}',
  seeMembership: 'اعرض عضويتك',
} satisfies Translation<typeof source>;
