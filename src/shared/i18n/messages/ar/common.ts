import type { Translation } from '../../message-ids.ts';
import type source from '../en/common.ts';

// {one} and {many} are the nouns a list is of, given by its screen: the singular as it follows a
// number ("عميل") and the plural without an article ("عملاء"). Arabic counts in six forms: the
// singular follows 11 to 99 and 100 and up, the plural 3 to 10.
export default {
  zoneNote:
    'الأوقات بحسب المنطقة الزمنية للنشاط التجاري، {zone} (الساعة هناك {there}، وعندك {here}).',

  documentTitle: '{title} · {product}',

  areaBusiness: 'النشاط التجاري',
  areaClient: 'العملاء',
  areaNavigation: 'منطقة {area}',
  navigation: 'التنقل',
  skipToContent: 'انتقل إلى المحتوى',
  navDashboard: 'لوحة المعلومات',
  navBookings: 'الحجوزات',
  navClients: 'العملاء',
  navServices: 'الخدمات',
  navStaff: 'الفريق',
  navTransactions: 'المعاملات',
  navSettings: 'الإعدادات',
  notBuiltYet: 'ستعمل هذه الشاشة في إصدار لاحق.',

  errorPanelText: 'تعذّر عرض هذه الشاشة. غالبًا ما تفيد إعادة المحاولة.',
  tryAgain: 'أعد المحاولة',
  goHome: 'الانتقال إلى الصفحة الرئيسية',
  notFoundText: 'لا توجد صفحة على هذا العنوان. ربما يكون الرابط قديمًا أو مكتوبًا بشكل خاطئ.',
  loadingScreen: 'جارٍ تحميل الشاشة',

  missingRecordTitle: 'لا يوجد {what} على هذا العنوان',
  missingRecordText:
    'لا يوجد {what} هنا لدى {business}. ربما يكون الرابط قديمًا أو مكتوبًا بشكل خاطئ، أو يتبع نشاطًا تجاريًا آخر.',

  closeNotification: 'إغلاق الإشعار',
  failedTitle: 'لم ينجح ذلك',
  failedNotice: '<strong>{title}.</strong> {message}',
  undo: 'تراجع',
  undone: 'تم التراجع: عاد كل شيء كما كان.',
  notUndone: 'لم يتم التراجع',

  listLoadFailed: 'تعذّر تحميل قائمة {many}',
  listLoading: 'جارٍ تحميل {many}…',
  listNone: 'لا يوجد {many}',
  listNoneMatch: 'لا توجد نتائج مطابقة ({many})',
  listCount:
    '{count, plural, zero {# {many}} one {{one} واحد} two {# {many}} few {# {many}} many {# {one}} other {# {one}}}',
  listShowing:
    'عرض {first, number}–{last, number} من أصل {total, plural, zero {# {many}} one {{one} واحد} two {# {many}} few {# {many}} many {# {one}} other {# {one}}}',
  listUpdating: '{summary} (جارٍ التحديث…)',
  previousPage: 'الصفحة السابقة',
  nextPage: 'الصفحة التالية',
  page: 'الصفحة {page}',

  status: 'الحالة',
  active: 'نشط',
  inactive: 'غير نشط',
  all: 'الكل',
  dateFrom: 'من',
  dateTo: 'إلى',

  copyLink: 'نسخ الرابط',
  copied: 'تم النسخ',

  close: 'إغلاق',
  cancel: 'إلغاء',

  roleOwner: 'مالك',
  roleAdmin: 'مسؤول',
  roleStaff: 'موظف',

  addressMissing: 'اختر عنوان ويب.',
  addressInvalid:
    'استخدم من 1 إلى 40 حرفًا لاتينيًا صغيرًا أو رقمًا أو شرطة، على ألا يبدأ العنوان بشرطة أو ينتهي بها.',

  switcherLabel: 'النشاط التجاري',
  searchBusinessName: 'اسم النشاط التجاري',
  searchBusinessHint: 'حرفان على الأقل من اسمه.',
  searchBusinessNone: 'لا يوجد نشاط تجاري في اسمه «{text}».',
  searchBusinessAction: '{action}: {business}',
  searching: 'جارٍ البحث',

  paletteButton: 'بحث',
  paletteKeys: 'Ctrl K',
  paletteLabel: 'لوحة الأوامر',
  palettePlaceholder: 'ابحث عن العملاء والحجوزات والخدمات والفريق والشاشات…',
  paletteSearchLabel: 'البحث في النشاط التجاري',
  paletteResults: 'النتائج',
  paletteNothingFound: 'لم يُعثر على شيء.',
  paletteGoTo: 'الانتقال إلى',
  paletteClients: 'العملاء',
  paletteBookings: 'الحجوزات القادمة',
  paletteServices: 'الخدمات',
  paletteStaff: 'الفريق',
  paletteGroupClasses: 'حصص جماعية',
  palettePrivateAppointments: 'مواعيد خاصة',
  jumpDashboard: 'جلسات اليوم والحضور والإيرادات',
  jumpBookings: 'التقويم والجلسات والمواعيد؛ حجز جديد',
  jumpClients: 'قائمة العملاء؛ إضافة عملاء أو استيرادهم',
  jumpServices: 'الخدمات والأسعار والجدول',
  jumpStaff: 'الفريق والدعوات وساعات العمل',
  jumpTransactions: 'السجل والمجاميع والتصدير',
  jumpSettings: 'ملف النشاط التجاري والسياسات وحسابك',

  landingIntro:
    'الحجوزات وجدولة المواعيد للاستوديوهات والصالات الرياضية والعيادات والمدرّسين والصالونات. يدير فريقك الجلسات والمواعيد والعملاء والمدفوعات، ويحجز عملاؤك ويوقّعون مستنداتهم عبر الإنترنت.',
  landingForBusinesses: 'للأنشطة التجارية',
  landingForBusinessesText: 'أدِر حجوزاتك وعملاءك وخدماتك وفريقك ومعاملاتك.',
  landingForClients: 'للعملاء',
  landingForClientsText: 'احجز المواعيد والجلسات الجماعية، وأدِر مستنداتك.',
  landingDemo: 'هل تطوّر المنتج؟ <link>اطّلع على عرض طبقة البيانات</link>.',
  signedInTitle: 'أنت مسجّل الدخول',
  signedInAs: 'تم تسجيل الدخول باسم {who}.',
  signedInAccount: 'تم تسجيل الدخول بحسابك.',
  businessArea: 'منطقة النشاط التجاري',
  clientArea: 'منطقة العملاء',

  demoTitle: 'عرض TanStack Query',
  demoIntro:
    'طبقة البيانات كما تستخدمها كل شاشة: استعلامات مخزّنة تبقى حديثة خمس دقائق وتُعاد ثلاث مرات بمهلة تتضاعف في كل مرة حتى 30 ثانية كحد أقصى، واللوحة التي تعرضها الشاشة عند إخفاقها.',
  demoHealthTitle: 'حالة الخادم',
  demoHealthText:
    'استعلام لـ <code>GET /health</code>. يبقى حديثًا خمس دقائق؛ ويعيد زر «إعادة الجلب» السؤال الآن.',
  demoHealthFailed: 'أجاب GET /health بالرمز {status}.',
  demoNever: 'أبدًا',
  demoNone: 'لا شيء',
  demoResponseBody: 'نص الاستجابة',
  demoNoData: 'لا توجد بيانات بعد.',
  demoRefetch: 'إعادة الجلب',
  demoRetriesTitle: 'إعادة المحاولة مع الانتظار',
  demoRetriesText:
    'استعلام يخفق دائمًا. يُجرَّب مرة واحدة ثم يُعاد {retries, plural, zero {دون إعادة} one {مرة واحدة} two {مرتين} few {# مرات} many {# مرة} other {# مرة}}، مع انتظار 1 ثم 2 ثم 4 ثوانٍ، قبل أن يستقر على الخطأ.',
  demoFailingError: 'يخفق هذا الاستعلام عمدًا لعرض إعادة المحاولة مع الانتظار.',
  demoNotStarted: 'لم يبدأ',
  demoNextRetry: 'المحاولة التالية',
  demoRetryIn: 'بعد {seconds} ث',
  demoGaveUp: 'لا شيء، توقّف',
  demoRunAgain: 'شغّله مرة أخرى',
  demoStartFailing: 'ابدأ الاستعلام الذي يخفق',
  demoErrorPanelTitle: 'لوحة الخطأ',
  demoErrorPanelText:
    'الشاشة التي تطرح خطأً أثناء العرض تحلّ محلها لوحة الخطأ، مع زر يُظهر رسالة الخطأ.',
  demoThrow: 'اطرح خطأ عرض',
  demoRenderError: 'طرح العرض التجريبي خطأ العرض هذا عمدًا.',
} satisfies Translation<typeof source>;
