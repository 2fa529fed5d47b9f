import type { Translation } from '../../message-ids.ts';
import type source from '../en/services.ts';

// A service is a "خدمة", sold as a private session (جلسة خاصة) or a group class (حصة جماعية);
// each meeting is a "جلسة". Counts take all six Arabic forms; no verb agrees with a person's or
// a service's name.
export default {
  // Words several screens share
  name: 'الاسم',
  kind: 'النوع',
  cancel: 'إلغاء',
  close: 'إغلاق',
  places: 'الأماكن',
  placesPerSession: 'عدد الأماكن في كل جلسة',
  durationMinutes: 'المدة (بالدقائق)',
  location: 'المكان',
  instructor: 'المدرّب',
  kindGroup: 'جماعية',
  kindPrivate: 'خاصة',
  saved: 'تم حفظ {name}.',
  durationInvalid: 'أدخل مدة من 5 إلى 1440 دقيقة.',
  placesInvalid: 'أدخل عددًا من الأماكن من 1 إلى 1000.',
  colourInvalid: 'اختر لونًا مثل ‎#4c6ef5.',

  // The list of services
  listTitle: 'الخدمات',
  listIntro:
    'الخدمات الخاصة والجماعية التي تقدّمها، مع خياراتها وأسعارها، والفريق الذي يقدّمها، وقواعد حجزها، وجدول الحصص الجماعية.',
  nounOne: 'خدمة',
  nounMany: 'خدمات',
  listEmpty: 'لا توجد خدمات بعد. أنشئ أول خدمة: حصة جماعية أو جلسة خاصة.',
  listUnmatched: 'لا توجد خدمة تطابق عوامل التصفية هذه. امسح البحث أو اختر حالة أخرى.',
  searchLabel: 'البحث في الخدمات',
  allKinds: 'كل الأنواع',
  columnDuration: 'المدة',
  oneClient: 'عميل واحد',

  // A new service
  newService: 'خدمة جديدة',
  nameMissing: 'أدخل اسمًا للخدمة.',
  created: 'تم إنشاء {name}. أضف خياراتها الآن.',
  kindGroupClass: 'حصة جماعية',
  kindPrivateSession: 'جلسة خاصة',
  createService: 'إنشاء الخدمة',

  // A service's screen and its tabs
  allServices: 'كل الخدمات',
  recordWhat: 'خدمة',
  readOnly: 'تغيير الخدمات للمسؤولين والمالكين فقط؛ يمكنك الاطلاع عليها.',
  copyBookingLink: 'نسخ رابط حجز هذه الخدمة',
  tabDetails: 'التفاصيل',
  tabStaff: 'الفريق',
  tabRules: 'قواعد الحجز',
  tabTimetable: 'الجدول',
  optionsAndPrices: 'الخيارات والأسعار',
  variantsAndPrices: 'الأنواع والأسعار',
  notSaved: 'لم تُحفظ الخدمة',

  // Details
  detailsIntro:
    'ما يراه العملاء في قائمة الخدمات. تحتفظ الجلسات المجدولة بأوقاتها؛ والمدة الجديدة تنطبق على الجلسات الجديدة.',
  detailsForm: 'تفاصيل الخدمة',
  nameInvalid: 'أدخل اسمًا للخدمة لا يزيد على 120 حرفًا.',
  description: 'الوصف',
  placesHint: 'تبدأ الجلسات الجديدة بهذا العدد من الأماكن.',
  colour: 'اللون في التقويم',
  activeSwitch: 'نشطة: يمكن للعملاء حجزها',
  saveDetails: 'حفظ التفاصيل',

  // Booking rules
  rulesIntro:
    'متى يمكن للعملاء حجز هذه الخدمة وإلغاؤها. الفواصل الزمنية تُبقي عضو الفريق متاحًا قبل كل حجز وبعده.',
  bufferInvalid: 'أدخل من 0 إلى 240 دقيقة.',
  noticeInvalid: 'أدخل من 0 إلى 720 ساعة.',
  advanceInvalid: 'أدخل من 1 إلى 730 يومًا.',
  windowInvalid: 'أدخل 0 ساعة أو أكثر.',
  rulesSaved: 'تم حفظ قواعد الحجز.',
  bufferBefore: 'فاصل قبل الحجز (بالدقائق)',
  bufferAfter: 'فاصل بعد الحجز (بالدقائق)',
  minNotice: 'أقل مهلة للحجز (بالساعات)',
  minNoticeHint: 'المدة قبل البداية التي يظل فيها الحجز ممكنًا.',
  maxAdvance: 'الحجز مسبقًا حتى (بالأيام)',
  ownWindow: 'مهلة إلغاء خاصة بهذه الخدمة',
  ownWindowHint: 'وإلا فتنطبق مهلة الإلغاء العامة للنشاط التجاري.',
  window: 'مهلة الإلغاء (بالساعات قبل البداية)',
  windowHint: 'الإلغاء بعدها يُعدّ إلغاءً متأخرًا.',
  policiesOwner:
    'تنطبق سياسات النشاط التجاري (رسوم الإلغاء المتأخر، قائمة الانتظار). <link>غيّرها في الإعدادات</link>',
  policiesOthers:
    'تنطبق سياسات النشاط التجاري (رسوم الإلغاء المتأخر، قائمة الانتظار). يغيّرها المالك في الإعدادات.',
  saveRules: 'حفظ القواعد',

  // Staff who deliver it
  nowDelivers: 'تمت إضافة {name} إلى مقدّمي {service}.',
  noLongerDelivers: 'تمت إزالة {name} من مقدّمي {service}.',
  staffIntroPrivate:
    'أعضاء الفريق الذين يمكن للعملاء حجزهم لهذه الخدمة؛ تحدد ساعات عملهم الأسبوعية وإجازاتهم المواعيد المتاحة.',
  staffIntroGroup: 'أعضاء الفريق الذين يمكنهم تدريس هذه الحصة؛ تختار مدرّب كل جلسة في الجدول.',
  noStaff: 'لا يوجد أعضاء في الفريق بعد. <link>ادعُ فريقك</link>.',
  deliveredBy: 'يقدّمها',
  noLongerActive: 'ملف غير نشط',

  // Options and variants
  optionsIntro:
    'طرق الدفع مقابل جلسة: حضور فردي، أو باقة رصيد صالحة لعدد من الأيام، أو اشتراك غير محدود.',
  variantsIntro: 'لكل نوع مدته وسعره، مثل 30 دقيقة أو ساعة.',
  addOption: 'إضافة خيار',
  addVariant: 'إضافة نوع',
  noOptions: 'لا توجد خيارات بعد: لا يمكن للعملاء حجز هذه الخدمة حتى يُضاف خيار.',
  noVariants: 'لا توجد أنواع بعد: لا يمكن للعملاء حجز هذه الخدمة حتى يُضاف نوع.',
  options: 'الخيارات',
  variants: 'الأنواع',
  edit: 'تعديل',
  editName: 'تعديل {name}',
  noLongerOffered: 'توقّف عرض {name}.',
  offeredAgain: 'عاد عرض {name}.',
  optionVariant: 'نوع',
  optionDropIn: 'حضور فردي',
  optionPack: 'باقة رصيد',
  optionPass: 'اشتراك غير محدود',
  columnGives: 'ما يتيحه',
  columnPrice: 'السعر',
  columnStatus: 'الحالة',
  columnActions: 'الإجراءات',
  offered: 'معروض',
  notOffered: 'غير معروض',
  stopOffering: 'إيقاف العرض',
  stopOfferingName: 'إيقاف عرض {name}',
  offerAgain: 'العرض مجددًا',
  offerAgainName: 'عرض {name} مجددًا',
  termsDropIn: 'جلسة واحدة',
  termsPack:
    '{credits, plural, zero {لا حصص} one {حصة واحدة} two {حصتان} few {# حصص} many {# حصةً} other {# حصة}}، صالحة لمدة {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}',
  termsPass:
    'غير محدود، صالح لمدة {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}',

  // An option's form
  newOption: 'خيار جديد',
  price: 'السعر ({currency})',
  priceHint: 'بعملة النشاط التجاري، مثل 12.50.',
  classesInPack: 'عدد الحصص في الباقة',
  validFor: 'مدة الصلاحية (بالأيام بعد الشراء)',
  save: 'حفظ',
  add: 'إضافة',
  optionNameInvalid: 'أدخل اسمًا للخيار (120 حرفًا على الأكثر).',
  priceInvalid: 'أدخل سعرًا بعملة {currency}، مثل 12.50.',
  creditsInvalid: 'أدخل عدد الحصص من 1 إلى 1000.',
  validityInvalid: 'أدخل عدد أيام الصلاحية، من 1 إلى 3650.',

  // Timetable
  timetableIntro:
    'الجلسات القادمة من {service}. جدول سلسلة أسبوعية: تبقى أوقاتها بالتوقيت المحلي نفسه في {zone} عند تغيير الساعة.',
  scheduleSeries: 'جدولة سلسلة أسبوعية',
  noUpcoming: 'لا توجد جلسات قادمة.',
  nextOfTotal: 'أقرب {shown} من {total} جلسة قادمة.',
  upcomingCount:
    '{count, plural, zero {لا توجد جلسات قادمة.} one {جلسة قادمة واحدة.} two {جلستان قادمتان.} few {# جلسات قادمة.} many {# جلسةً قادمة.} other {# جلسة قادمة.}}',
  upcomingSessions: 'الجلسات القادمة',
  columnWhen: 'الموعد',
  sessionWhen: '{start}–{end}',
  notAssigned: 'لم يُحدَّد',

  // A weekly series
  notListed: '{name} (غير مُدرَج لهذه الخدمة)',
  scheduled:
    '{count, plural, zero {لم تُجدوَل أي جلسة.} one {جُدولت جلسة واحدة.} two {جُدولت جلستان.} few {جُدولت # جلسات.} many {جُدولت # جلسةً.} other {جُدولت # جلسة.}}',
  weekdays: 'أيام الأسبوع',
  startTime: 'وقت البداية',
  startTimeHint:
    'بالتوقيت المحلي في {zone}؛ مدة كل جلسة {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتان} few {# دقائق} many {# دقيقةً} other {# دقيقة}}.',
  firstDay: 'اليوم الأول',
  lastDay: 'اليوم الأخير',
  noInstructor: 'لا يوجد مدرّب بعد',
  instructorHint: 'تُرفض السلسلة إذا كان المدرّب محجوزًا في أحد أوقاتها.',
  locationExample: 'القاعة 1',
  makesNone: 'لن تُنشأ أي جلسة بعد: اختر أيامًا من الأسبوع ضمن التواريخ.',
  makes:
    '{count, plural, zero {لن تُنشأ أي جلسة.} one {ستُنشأ جلسة واحدة.} two {ستُنشأ جلستان.} few {ستُنشأ # جلسات.} many {ستُنشأ # جلسةً.} other {ستُنشأ # جلسة.}}',
  schedule: 'جدولة',
  weekdaysMissing: 'اختر يومًا واحدًا على الأقل من أيام الأسبوع.',
  startTimeInvalid: 'أدخل وقت بداية مثل 18:00.',
  firstDayMissing: 'اختر اليوم الأول.',
  firstDayPast: 'لا يمكن أن يكون اليوم الأول في الماضي.',
  lastDayMissing: 'اختر اليوم الأخير.',
  lastDayBeforeFirst: 'لا يمكن أن يكون اليوم الأخير قبل اليوم الأول.',
  seriesTooLong: 'لا تتجاوز مدة السلسلة سنة واحدة.',
} satisfies Translation<typeof source>;
