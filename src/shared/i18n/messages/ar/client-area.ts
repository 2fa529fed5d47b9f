import type { Translation } from '../../message-ids.ts';
import type source from '../en/client-area.ts';

// No verb or pronoun agrees with a business's or person's name, whose gender Arabic cannot know:
// "لدى {business}" (at {business}), "من {business}" (from {business}) rather than a verb of theirs.
export default {
  // The shell and its navigation
  navHome: 'الرئيسية',
  navBook: 'الحجز',
  navDocuments: 'المستندات',
  navSettings: 'الإعدادات',
  navSignOut: 'تسجيل الخروج',
  navSignIn: 'تسجيل الدخول',
  close: 'إغلاق',
  sentence: '{text}.',
  term: '{term}:',
  timeRange: '{start}–{end}',

  // Home
  homeTitle: 'الرئيسية',
  homeIntro: 'مرحبًا {name}. حجوزاتك ورصيدك وباقاتك لدى {business}.',
  bookButton: 'احجز حصة أو موعدًا',

  // Home: documents waiting
  documentsToSign: 'مستندات بانتظار توقيعك ({count})',
  documentNeededToBook: '{title} (يجب توقيعه قبل حجزك الأول)',
  readAndSignThenBook: 'اقرأها ووقّعها، ثم احجز',
  readAndSignThem: 'اقرأها ووقّعها',

  // Home: upcoming bookings
  upcomingHeading: 'الحجوزات القادمة',
  nothingBooked: 'لا حجوزات بعد. <link>ابحث عن حصة أو موعد</link>.',
  withStaff: 'مع {staff}',
  withStaffAt: 'مع {staff} · {location}',
  privateAppointment: 'موعد خاص',
  groupClass: 'حصة',
  placeAccepted: 'أصبح المكان في {service} لك.',
  placeNotAccepted: 'لم يُقبَل المكان',
  accept: 'قبول',
  acceptLabel: 'قبول المكان في {service}، {when}',
  calendarTitle: '{service} ({business})',
  calendarDetails: 'مع {staff}',
  placeLabel: '{service}، {when}',
  cancel: 'إلغاء',
  cancelLabel: 'إلغاء {service}، {when}',

  // Home: a place's status
  statusBooked: 'محجوز',
  statusHeld: 'محجوز مؤقتًا',
  heldDetail: 'محفوظ لك حتى تُكمل الحجز.',
  statusWaitlistNumber: 'قائمة الانتظار رقم {position}',
  statusWaitlist: 'قائمة الانتظار',
  waitlistDetail: 'تتقدّم في القائمة تلقائيًا عندما يُلغي أحدهم حجزه.',
  statusOffered: 'مكان معروض عليك',
  offeredDetailBy: 'يتوفر مكان لك: اقبله قبل {deadline}.',
  offeredDetail: 'يتوفر مكان لك: اقبله لتحتفظ به.',

  // Home: cancelling a place
  cancelledNotice: 'أُلغي حجز {service}.',
  leaveWaitlistTitle: 'هل تريد مغادرة قائمة الانتظار لـ{service}؟',
  cancelTitle: 'هل تريد إلغاء {service}؟',
  checkingPolicy: 'جارٍ التحقق من سياسة الإلغاء',
  inTime: 'في الوقت المسموح حسب سياسة الإلغاء',
  late: 'متأخر: انتهت مهلة الإلغاء في {deadline}',
  keepIt: 'الإبقاء على الحجز',
  leaveWaitlist: 'مغادرة قائمة الانتظار',
  cancelBooking: 'إلغاء الحجز',

  // Home: balance and credits
  balanceHeading: 'الرصيد والباقات',
  balance: 'الرصيد',
  payNextVisit: 'ادفع في زيارتك القادمة، أو اسأل لدى {business} عن طريقة الدفع.',
  noPacks: 'لا توجد باقات حصص أو اشتراكات بعد.',
  payByCard: 'ادفع {amount} بالبطاقة',
  paymentReceivedBalance: 'تم استلام الدفعة: جارٍ تحديث رصيدك…',
  paidThanks: 'تم الدفع بالبطاقة. شكرًا لك.',

  // Documents
  documentsTitle: 'المستندات',
  documentsIntro:
    'المستندات المطلوب منك توقيعها لدى {business}، وما وقّعته منها، والملفات التي شُورِكت معك.',
  toSignHeading: 'بانتظار التوقيع',
  nothingToSign: 'لا شيء للتوقيع: وقّعت جميع المستندات الحالية.',
  version: 'الإصدار {version}',
  signBeforeFirstBooking: 'وقّع قبل حجزك الأول',
  readAndSignLabel: 'قراءة {title} وتوقيعه',
  readAndSign: 'اقرأ ووقّع',
  signedNotice: 'وقّعت {title}.',
  signedHeading: 'الموقّعة',
  noSignedDocuments: 'لم توقّع أي مستند بعد.',
  signatureBy: 'الإصدار {version}، بتوقيع {name} في {date}',
  signatureByYou: 'الإصدار {version}، وقّعته أنت في {date}',
  readLabel: 'قراءة {title}',
  read: 'قراءة',
  sharedHeading: 'مُشارَكة معك',
  noSharedFiles: 'لم تُشارَك معك أي ملفات من {business} بعد.',
  sharedFilesLabel: 'الملفات المُشارَكة معك',

  // Settings
  settingsTitle: 'الإعدادات',
  settingsIntro:
    'ملفك الشخصي، والرسائل التي تصلك، والأنشطة التجارية التي تحجز لديها، وطريقة تسجيل دخولك.',
  accountNote: 'تغيّر هذه الإعدادات طريقة تسجيل دخولك لدى جميع الأنشطة التجارية التي تحجز لديها.',

  // Settings: profile
  profileTitle: 'الملف الشخصي',
  profileIntro: 'بياناتك لدى {business}، ليتعرّفوا عليك ويتواصلوا معك.',
  profileFormLabel: 'ملفك الشخصي',
  fullName: 'الاسم الكامل',
  phone: 'الهاتف',
  birthDate: 'تاريخ الميلاد',
  nameMissing: 'أدخل اسمك الكامل.',
  nameTooLong: 'يجب ألا يتجاوز اسمك 200 حرف.',
  saveProfile: 'حفظ الملف الشخصي',
  profileSaved: 'تم حفظ ملفك الشخصي.',

  // Settings: messages
  messagesTitle: 'الرسائل',
  messagesIntro:
    'ما يصلك من {business}. تصلك دائمًا عبر البريد الإلكتروني تأكيدات ما تحجزه أو تلغيه أو تنضم إليه، وأخبار الجلسات الملغاة أو المنقولة.',
  remindersLabel: 'تذكيرات قبل الجلسة',
  remindersHint: 'رسالة بريد إلكتروني (ورسالة نصية إن كانت مفعّلة) قبل كل حجز.',
  textsLabel: 'الرسائل النصية',
  textsHint: 'إلى {phone}، عند إرسال {business} رسائل نصية.',
  textsNoPhone: 'أضف رقم هاتف إلى ملفك الشخصي لتصلك.',
  reminderLinkNote: 'تحتوي كل رسالة تذكير أيضًا على رابط لإيقاف التذكيرات دون تسجيل الدخول.',
  textsOn: 'الرسائل النصية مفعّلة.',
  textsOff: 'الرسائل النصية متوقفة.',
  remindersOn: 'التذكيرات مفعّلة.',
  remindersOff: 'التذكيرات متوقفة.',

  // Settings: businesses
  businessesTitle: 'أنشطتك التجارية',
  businessesSeveral: 'تحجز لدى كل منها على حدة: انتقل إلى نشاط آخر لتعرض حجوزاته وتحجز لديه.',
  businessesOne:
    'النشاط التجاري الذي تحجز لديه. انضم إلى نشاط آخر عبر الرابط الذي حصلت عليه منه، أو بالبحث عن اسمه.',
  currentBusiness: 'الحالي',
  switchTo: 'الانتقال إلى {business}',
  joinAnother: 'الانضمام إلى نشاط تجاري آخر',

  // Settings: saved cards
  savedCardsHeading: 'البطاقات المحفوظة',
  loadingCards: 'جارٍ تحميل بطاقاتك المحفوظة',
  noSavedCards: 'لا توجد بطاقات محفوظة. اختر «{label}» عند الدفع بالبطاقة لدى {business}.',
  cardLabel: 'بطاقة {brand} المنتهية بـ{last4}',
  cardExpires: '{card}، تنتهي صلاحيتها في {expiry}',
  removeCard: 'إزالة {card}',
  remove: 'إزالة',

  // A waitlist offer's link (offer.tsx)
  seeYourBookings: 'عرض حجوزاتك',
  backHome: 'العودة إلى الصفحة الرئيسية',
  zoneTime: 'بتوقيت {city}',
  offerSession: 'الجلسة',
  offerWhen: 'الموعد',
  offerWith: 'مع',
  offerWhere: 'المكان',
  offerWhenValue: '{start}–{end} ({zone})',
  offerHeldUntil: 'محجوز لك حتى',
  offerHeldUntilValue: '{deadline} ({zone})',
  placeNotTaken: 'لم يُحجَز المكان',
  signInToPay: 'سجّل الدخول وادفع بالبطاقة لتحصل عليه',
  takePlace: 'احجز المكان',
  offerOpenTitle: 'يتوفر مكان لك',
  offerOpenTake:
    'لدى {business} مكان محجوز لك في {service}. احجزه قبل انتهاء العرض، وبعدها ينتقل إلى الشخص التالي في قائمة الانتظار.',
  offerOpenPayByCard:
    'لدى {business} مكان محجوز لك في {service}. سجّل الدخول وادفع ثمنه بالبطاقة قبل انتهاء العرض، وبعدها ينتقل إلى الشخص التالي في قائمة الانتظار.',
  offerTakenTitle: 'المكان لك',
  offerTakenText:
    'تم تأكيد مكانك في {service} لدى {business}. التأكيد في طريقه إليك بالبريد الإلكتروني.',
  offerLapsedTitle: 'انتهت صلاحية هذا العرض',
  offerLapsedText:
    'كان المكان في {service} محجوزًا لك لبعض الوقت، وقد انتقل إلى الشخص التالي في قائمة الانتظار. يمكنك حجز جلسة أخرى أو الانضمام إلى قائمة انتظارها.',
  offerCancelledTitle: 'أُلغيت هذه الجلسة',
  offerCancelledText: 'أُلغيت جلسة {service} لدى {business}، فلا يوجد مكان لحجزه.',
  offerUnknownTitle: 'هذا الرابط ليس عرضًا من قائمة الانتظار',
  offerUnknownText:
    'ربما كُتب بشكل خاطئ، أو حلّ محله عرض أحدث: استخدم الرابط الموجود في آخر رسالة من النشاط التجاري.',

  // A reminder's unsubscribe link (unsubscribe.tsx)
  yourSettings: 'إعداداتك',
  remindersStillOn: 'التذكيرات ما زالت مفعّلة',
  done: 'تم',
  remindersOffFrom: 'أُوقفت التذكيرات من {business}.',
  stopReminders: 'إيقاف التذكيرات',
  unsubscribeUnknownTitle: 'لم نرسل هذا الرابط',
  unsubscribeUnknownText:
    'ربما كُتب بشكل خاطئ أو نُسخ ناقصًا: افتح الرابط من الرسالة مرة أخرى كاملًا. يمكنك أيضًا إيقاف التذكيرات من الإعدادات بعد تسجيل الدخول.',
  remindersOffTitle: 'التذكيرات متوقفة',
  remindersOffText:
    'لن تصلك تذكيرات من {business} قبل جلساتك. ستظل تصلك رسالة بريد إلكتروني عندما تحجز أو تلغي أو تنضم إلى قائمة انتظار، وعندما تُلغى جلسة أو يتغير موعدها. لتفعيل التذكيرات مجددًا، شغّلها من الإعدادات.',
  stopRemindersTitle: 'هل تريد إيقاف التذكيرات؟',
  stopRemindersText:
    'يصلك من {business} تذكير قبل كل جلسة. إيقافها يوقف هذه التذكيرات فقط: ستظل تصلك رسالة بريد إلكتروني عندما تحجز أو تلغي أو تنضم إلى قائمة انتظار، وعندما تُلغى جلسة أو يتغير موعدها.',
} satisfies Translation<typeof source>;
