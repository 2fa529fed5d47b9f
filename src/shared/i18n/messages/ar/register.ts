import type { Translation } from '../../message-ids.ts';
import type source from '../en/register.ts';

// Arabic counts in six forms (zero, one, two, few 3–10, many 11–99, other 100 and up), each
// written out. No verb or pronoun agrees with a business's, service's or person's name: "لدى
// {business}", "جلسة {service}". A pack is a "باقة" whose credits are "حصص", a pass an
// "اشتراك", a drop-in a "حصة منفردة"; paying "at the desk" is "في مكتب الاستقبال".
export default {
  // Shared by the steps
  what: 'ماذا',
  when: 'متى',
  with: 'مع',
  where: 'أين',
  teacher: 'المدرّب',
  price: 'السعر',
  cancellation: 'الإلغاء',
  payment: 'الدفع',
  payWith: 'الدفع عبر',
  toBeConfirmed: 'لم يُحدَّد بعد',
  aTeacher: 'أحد المدرّبين',
  timeRange: 'من {start} إلى {end}',
  continue: 'متابعة',
  confirmBooking: 'تأكيد الحجز',
  takePlace: 'احجز المكان',
  payPriceByCard: 'ادفع {price} بالبطاقة',
  payNowOrAtDesk: 'ادفع الآن بالبطاقة، أو احجز الآن وادفع في مكتب الاستقبال.',

  // Finding a business
  findTitle: 'ابحث عن نشاط تجاري',
  findIntro: 'ابحث باسم الاستوديو أو النادي الرياضي أو العيادة التي تريد الحجز لديها.',
  businessNotFound: 'النشاط التجاري غير موجود',
  noBusinessAt:
    'لا يوجد نشاط تجاري بالعنوان «{address}». تحقّق من الرابط، أو ابحث عن النشاط التجاري باسمه.',
  openBusiness: 'فتح',

  // The catalogue
  bookTitle: 'الحجز',
  bookIntro:
    'المتاح لدى {business}: جلسات خاصة تختار فيها موعدًا مع مدرّب، وحصص جماعية تختار فيها الجلسة وطريقة الدفع.',
  bookIntroVisitor:
    'المتاح لدى {business}: جلسات خاصة تختار فيها موعدًا مع مدرّب، وحصص جماعية تختار فيها الجلسة وطريقة الدفع. لا حاجة إلى حساب: يكفي إدخال الاسم والبريد الإلكتروني عند الحجز.',
  nothingToBook: 'لا يتوفر حجز عبر الإنترنت لدى {business} بعد. تواصل معهم لمعرفة طريقة الحجز.',
  privateSessions: 'جلسات خاصة',
  groupClasses: 'حصص جماعية',
  lengthAndPrice: '{length} <dot>·</dot> <strong>{price}</strong>',
  lengthFromPrice: '{length} <dot>·</dot> <strong>ابتداءً من {price}</strong>',
  nextFree: 'أقرب موعد متاح: <strong>{time}</strong>',
  noFreeTimes: 'لا توجد مواعيد متاحة خلال الأسبوعين القادمين.',
  bookService: 'احجز {service}',
  book: 'احجز',
  noClasses: 'لا توجد حصص خلال الأسبوعين القادمين.',
  showFewer: 'عرض جلسات أقل',
  showAll:
    '{count, plural, zero {عرض الجلسات} one {عرض الجلسة} two {عرض الجلستين} few {عرض الجلسات الـ# كلها} many {عرض الجلسات الـ# كلها} other {عرض جميع الجلسات ({count, number})}}',
  withStaff: 'مع {staff}',
  withStaffAt: 'مع {staff} · {location}',
  sessionWithStaff: 'مع {staff}',
  sessionWithStaffAt: 'مع {staff} · {location}',
  staffToBeConfirmed: 'لم يُحدَّد المدرّب بعد',
  staffToBeConfirmedAt: 'لم يُحدَّد المدرّب بعد · {location}',
  fullYouHaveAPlace: 'مكتمل · لديك مكان',
  fullPlaceOffered: 'مكتمل · يُعرض عليك مكان',
  fullOnWaitlist: 'مكتمل · أنت على قائمة الانتظار',
  placeBooked: 'محجوز',
  placeOffered: 'مكان معروض عليك',
  placeCancelled: 'ملغى',
  waitlistNumber: 'قائمة الانتظار رقم {position}',

  // Packs and passes bought ahead
  packsAndPasses: 'الباقات والاشتراكات',
  packName: '{service}: {option}',
  termsAndPrice: '{terms} · {price}',
  buyByCardFor: 'اشترِ بالبطاقة مقابل {price}',
  packPaidUseIt: 'تم الدفع بالبطاقة، وصار ما اشتريته لك: احجز حصة واختر استخدامه.',

  // A link that cannot be used
  linkProblemTitle: 'لا يمكن استخدام هذا الرابط',
  backToCatalogue: 'العودة إلى قائمة الخدمات',
  linkMissingService: 'هذا الرابط لا يحدّد الخدمة المطلوب حجزها. اختر خدمة من قائمة الخدمات.',
  linkInvalidService: 'الخدمة في هذا الرابط غير صالحة. اختر خدمة من قائمة الخدمات.',
  linkMissingSession: 'هذا الرابط لا يحدّد الجلسة المطلوب حجزها. اختر جلسة من قائمة الخدمات.',
  linkInvalidSession: 'الجلسة في هذا الرابط غير صالحة. اختر جلسة من قائمة الخدمات.',
  linkMissingOption: 'هذا الرابط لا يحدّد طريقة الدفع. اختر الجلسة مجددًا من قائمة الخدمات.',
  linkInvalidOption: 'طريقة الدفع في هذا الرابط غير صالحة. اختر الجلسة مجددًا من قائمة الخدمات.',
  privateNotOffered:
    'لم تعد هذه الخدمة الخاصة متاحة للحجز، أو أن الرابط مكتوب بشكل خاطئ. اختر خدمة من قائمة الخدمات.',
  sessionNotOpen:
    'هذه الجلسة غير متاحة للحجز، أو أن الرابط مكتوب بشكل خاطئ. اختر جلسة من قائمة الخدمات.',
  wayNotOffered: 'طريقة الدفع هذه غير متاحة لهذه الجلسة. اختر الجلسة مجددًا من قائمة الخدمات.',

  // A private appointment: choosing
  privateTitle: 'احجز موعدًا خاصًا',
  privateIntro: 'اختر المدة، والمدرّب أو أي مدرّب متاح، واليوم، ووقتًا متاحًا، ثم راجع وأكّد.',
  payTitle: 'ادفع لإكمال حجزك',
  payIntro: 'موعدك محجوز لك ريثما تدفع بالبطاقة.',
  lengthAndPriceLabel: 'المدة والسعر',
  optionAndPrice: '{option} · {price}',
  anyAvailable: 'أي مدرّب متاح',
  day: 'اليوم',
  freeTimesOn: 'الأوقات المتاحة يوم {day}',
  morning: 'الصباح',
  afternoon: 'بعد الظهر',
  evening: 'المساء',
  lookingForTimes: 'جارٍ البحث عن أوقات متاحة',
  noFreeTimesThatDay: 'لا توجد أوقات متاحة في ذلك اليوم. اختر يومًا آخر.',
  chosenSlot: '{day} في {time} مع {staff}',
  chosenSlotAnyTeacher: '{day} في {time} مع أحد المدرّبين',

  // A private appointment: checking and paying
  serviceAndOption: '{service}، {option}',
  checkAndConfirm: 'راجع وأكّد',
  priceByCardOnConfirm: '{price}، يُدفع بالبطاقة عند التأكيد',
  priceByCardOrDesk: '{price}، يُدفع بالبطاقة الآن أو في مكتب الاستقبال',
  priceOnAccount: '{price}، يُضاف إلى حسابك',
  confirmAndPayByCard: 'أكّد وادفع بالبطاقة',
  change: 'تغيير',
  chooseTimeFirst: 'اختر وقتًا أولًا.',
  payByCardHeading: 'الدفع بالبطاقة',
  timeHeldUntil: 'الموعد محجوز لك حتى {time} ريثما تدفع. إن غادرت دون الدفع، يُتاح لغيرك عندها.',
  timeHeld: 'الموعد محجوز لك ريثما تدفع. إن غادرت دون الدفع، يُتاح لغيرك.',

  // A group session: ways to pay
  chooseTitle: 'اختر طريقة الدفع',
  chooseIntro:
    'اختر طريقة الدفع لهذه الجلسة الجماعية: بعضوية أو باقة لديك، أو كحصة منفردة، أو بباقة أو عضوية جديدة. إن كانت هذه زيارتك الأولى، فأدخل اسمك وبريدك الإلكتروني في الشاشة التالية.',
  haveAPlace: 'لديك مكان في هذه الجلسة',
  waitlistPosition: 'ترتيبك {position} في قائمة الانتظار.',
  placeOfferedToYou: 'توفّر مكان وهو معروض عليك لبعض الوقت: احجزه قبل أن ينتقل إلى الشخص التالي.',
  youAreBookedHere: 'تم حجزك. يمكنك الإلغاء من صفحتك الرئيسية.',
  heldChoice: '{option}: {detail}',
  waysToPay: 'طرق الدفع',
  fullWaitlistAuto:
    'هذه الجلسة مكتملة. اختر كيف ستدفع لتنضم إلى قائمة انتظارها: عندما يتوفر مكان، يصبح لك ويُدفع بالطريقة التي اخترتها.',
  fullWaitlistOffer:
    'هذه الجلسة مكتملة. اختر كيف ستدفع لتنضم إلى قائمة انتظارها: عندما يتوفر مكان، يُعرض عليك لبعض الوقت.',
  fullNoWaitlist: 'هذه الجلسة مكتملة، ولا توجد قائمة انتظار لدى هذا النشاط التجاري.',
  cannotPayOnline: 'لا يمكن الدفع لهذه الحصة عبر الإنترنت. اطلب من النشاط التجاري حجزها لك.',
  useYour: 'استخدم {option}',
  holdingValidUntil: '{holding}، وتنتهي الصلاحية في {date}',
  included: 'ضمن الاشتراك',
  oneCredit: 'حصة واحدة',
  thisSessionOnly: 'ادفع لهذه الجلسة فقط',
  buyThe: 'اشترِ {option}',
  buyPackTerms: '{terms}؛ تُحتسب هذه الجلسة أولى حصصها',
  buyPassTerms: '{terms}؛ وهذه الجلسة مشمولة فيه',
  unlimited: 'غير محدود',
  creditsLeft:
    '{count, plural, zero {لم تتبقَّ أي حصة} one {بقيت حصة واحدة} two {بقيت حصتان} few {بقيت # حصص} many {بقيت # حصة} other {بقيت # حصة}}',

  // A group session: checking and confirming
  confirmTitle: 'أكّد حجزك',
  confirmIntro:
    'راجع الملخّص وسياسة الإلغاء، ثم أكّد. إن كانت الجلسة مكتملة، تنضم إلى قائمة انتظارها بدلًا من ذلك.',
  buyAndBook: 'اشترِ واحجز',
  joinWaitlist: 'انضم إلى قائمة الانتظار',
  haveAPlaceSee: 'لديك مكان: اعرض هذه الجلسة',
  choiceAndCost: '{choice} ({cost})',
  fullNote:
    'الجلسة مكتملة ({waiting, plural, zero {لا أحد في الانتظار} one {شخص واحد في الانتظار} two {شخصان في الانتظار} few {# أشخاص في الانتظار} many {# شخصًا في الانتظار} other {# شخص في الانتظار}}). مغادرة قائمة الانتظار مجانية، ولا تدفع إلا عند حصولك على مكان.',
  fullNoteBuy:
    'الجلسة مكتملة ({waiting, plural, zero {لا أحد في الانتظار} one {شخص واحد في الانتظار} two {شخصان في الانتظار} few {# أشخاص في الانتظار} many {# شخصًا في الانتظار} other {# شخص في الانتظار}}). مغادرة قائمة الانتظار مجانية، ولا تدفع إلا عند حصولك على مكان. أما الباقة فتُشترى الآن.',
  continueToPayment: 'متابعة إلى الدفع',
  chooseAnotherWay: 'اختر طريقة دفع أخرى',

  // Paying by card
  payNowOrBuyAtDesk: 'ادفع الآن بالبطاقة، أو اشترِ الآن وادفع في مكتب الاستقبال.',
  buyByCardAndBook: 'اشترِ بالبطاقة مقابل {price} واحجز',
  packPaidToUse: 'تم دفع «{option}»، وصار ما اشتريته متاحًا لك.',
  packPaidBooking: 'تم دفع «{option}»: جارٍ حجز مكانك…',
  paymentReceivedAdding: 'تم استلام الدفعة: جارٍ إضافة «{option}»…',
  placeHeldUntil: 'مكانك محجوز حتى {time} ريثما تدفع. إن غادرت دون الدفع، يُتاح لغيرك عندها.',
  placeHeld: 'مكانك محجوز ريثما تدفع. إن غادرت دون الدفع، يُتاح لغيرك.',
  placeWentElsewhere: 'انتقل هذا المكان إلى شخص آخر',
  paymentRefunded: 'وصلت دفعتك بعد منح المكان لغيرك، لذا ستُستردّ كاملةً إلى بطاقتك.',
  paymentReceivedConfirming: 'تم استلام الدفعة: جارٍ تأكيد مكانك…',
  offeredWhileYouPay: 'يبقى المكان معروضًا عليك ريثما تدفع.',
  takenByCard: 'تحصل عليه بدفع ثمنه بالبطاقة قبل انتهاء العرض.',
  payToTake: 'ادفع {price} بالبطاقة لتحجزه',

  // A refusal
  refusedTitle: 'تعذّر إتمام الحجز',
  goToDocuments: 'انتقل إلى مستنداتك',

  // A newcomer's details, code and documents
  signInToBook: 'سجّل الدخول للحجز',
  newHere: 'زيارتي الأولى: احجز باسمي وبريدي الإلكتروني',
  enterCode: 'أدخل الرمز الذي أرسلناه إليك',
  codeConfirms: 'يؤكّد رمزه المكوّن من 6 أرقام عنوانك ويُتمّ الحجز.',
  code: 'الرمز',
  useAnotherEmail: 'استخدم بريدًا إلكترونيًا آخر',
  noAccountWithCode: 'لم يُعثَر على حساب مرتبط بهذا الرمز.',
  bookAsYourself: 'احجز بحسابك',
  yourDetails: 'بياناتك',
  firstTime: 'هذا حجزك الأول لدى {business}: سيحصل النشاط التجاري على اسمك وبريدك الإلكتروني.',
  firstTimeWithPhone:
    'هذا حجزك الأول لدى {business}: سيحصل النشاط التجاري على اسمك وبريدك الإلكتروني ورقم هاتفك.',
  newTo:
    'أول مرة لدى {business}؟ أدخل اسمك وبريدك الإلكتروني: سنرسل إليك رمزًا من 6 أرقام لتأكيده، ويُنشأ حسابك مع حجزك. حجزت من قبل؟ سيُسجّل الرمز دخولك.',
  fullName: 'الاسم الكامل',
  phone: 'الهاتف',
  phoneOptional: 'الهاتف (اختياري)',
  emailMeCode: 'أرسل لي رمزًا',
  haveAccount: 'لدي حساب: تسجيل الدخول',
  enterFullName: 'أدخل اسمك الكامل.',
  nameTooLong: 'استخدم 200 حرف على الأكثر.',
  enterPhone: 'أدخل رقم هاتفك: هذا النشاط التجاري يطلبه.',
  phoneFormat: 'استخدم الأرقام والمسافات و+ ( ) . - فقط، مثل +971 50 123 4567.',
  signBeforeFirst: 'وقّع قبل حجزك الأول',
  asksToSign:
    'يُطلب من كل عميل جديد لدى {business} توقيع {count, plural, zero {هذه المستندات} one {هذا المستند} two {هذين المستندين} few {هذه المستندات} many {هذه المستندات} other {هذه المستندات}} قبل حجزه الأول. يستمر حجزك فور توقيعك.',

  // The confirmation that ends every way of booking (decision 0054)
  documentTitle: '{heading} · {product}',
  bookedHeading: 'تم حجزك',
  bookedAndPaidHeading: 'تم حجزك والدفع',
  onWaitlistHeading: 'أنت على قائمة الانتظار: {place}',
  placeConfirmed: 'تم تأكيد مكانك.',
  appointmentConfirmed: 'تم تأكيد موعدك.',
  paidPlaceConfirmed: 'تم الدفع بالبطاقة. تم تأكيد مكانك.',
  paidAppointmentConfirmed: 'تم الدفع بالبطاقة. تم تأكيد موعدك.',
  waitlistAutoNews: 'عندما يتوفر مكان، يصبح لك ويُدفع بالطريقة التي اخترتها.',
  waitlistOfferNews: 'عندما يتوفر مكان، يُعرض عليك لبعض الوقت.',
  whatYouBooked: 'ما حجزته',
  waitingFor: 'ما تنتظره',
  calendarTitle: '{what} ({business})',
  calendarDetails: 'مع {staff}',
  calendarLabel: '{what}، {when}',
  ifYouCannotCome: 'إن لم تستطع الحضور',
  leavingWaitlist: 'مغادرة قائمة الانتظار',
  leavingWaitlistFree: 'مغادرة قائمة الانتظار مجانية.',
  leaveFromHome: 'غادرها من صفحتك الرئيسية، حيث تظهر تحت «الحجوزات القادمة».',
  cancelFromHome:
    'ألغِ من صفحتك الرئيسية: تحت «الحجوزات القادمة»، يبيّن لك زر «إلغاء» تكلفة الإلغاء قبل أن تؤكّد.',
  goHome: 'انتقل إلى صفحتك الرئيسية',
  seeSession: 'اعرض هذه الجلسة',
  bookSomethingElse: 'احجز شيئًا آخر',

  // How a place was paid
  paidByCard: '{price}، مدفوع بالبطاقة',
  free: 'مجاني',
  toPayAtDesk: '{price}، يُدفع في مكتب الاستقبال',
  chargedIfPlace: '{price}، لا يُحتسب إلا إذا حصلت على مكان',
  yourPass: 'اشتراكك «{option}»',
  yourPassIfPlace: 'اشتراكك «{option}»، إذا حصلت على مكان',
  creditFrom: 'حصة من باقتك «{option}»',
  creditIfPlace: 'حصة من باقتك «{option}»، لا تُستخدم إلا إذا حصلت على مكان',
  boughtByCard: 'شراء «{option}» مقابل {price}، مدفوع بالبطاقة',
  boughtAtDesk: 'شراء «{option}» مقابل {price}، يُدفع في مكتب الاستقبال',
  boughtIfPlace: '{bought} (لا تُستخدم أولى حصصها إلا إذا حصلت على مكان)',
  withCreditsLeft: '{text} ({left})',

  // The cancellation policy
  windowDays:
    '{count, plural, zero {# يوم} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}',
  windowHours:
    '{count, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتان} few {# ساعات} many {# ساعة} other {# ساعة}}',
  windowMinutes:
    '{count, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتان} few {# دقائق} many {# دقيقة} other {# دقيقة}}',
  windowHoursAndMinutes: '{hours} و{minutes}',
  cancelFree: 'يمكنك الإلغاء مجانًا حتى {until} ({window} قبل الموعد).',
  cancelFreeCreditBack: 'يمكنك الإلغاء مجانًا حتى {until} ({window} قبل الموعد) واسترداد حصتك.',
  cancelFreeMoneyBack: 'يمكنك الإلغاء مجانًا حتى {until} ({window} قبل الموعد) واسترداد {price}.',
  afterThat: 'بعد ذلك، لا يُستردّ شيء.',
  afterThatFee: 'بعد ذلك، يكلّف الإلغاء المتأخر {fee} ولا يُستردّ شيء.',
  startsInsideWindow:
    'يبدأ هذا الموعد خلال أقل من {window}، وهي مهلة الإلغاء: إن ألغيت، لا يُستردّ شيء.',
  startsInsideWindowFee:
    'يبدأ هذا الموعد خلال أقل من {window}، وهي مهلة الإلغاء: إن ألغيت، يكلّفك ذلك {fee} ولا يُستردّ شيء.',
} satisfies Translation<typeof source>;
