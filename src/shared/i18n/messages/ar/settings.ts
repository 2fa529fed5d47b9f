import type { Translation } from '../../message-ids.ts';
import type source from '../en/settings.ts';

// No verb or pronoun agrees with the business's name (see booking-page.ts): "في {business}",
// "لدى {business}". Counts take Arabic's six forms.
export default {
  // Settings (index.tsx)
  settingsTitle: 'الإعدادات',
  settingsIntroOwner:
    'ملف نشاطك التجاري، وسياسات الحجز، وأمان الفريق، ومستندات العملاء، وحسابك الخاص.',
  settingsIntroDocuments: 'المستندات التي يوقّعها العملاء، وحسابك الخاص.',
  settingsIntroOwnAccount:
    'حسابك الخاص: البريد الإلكتروني وكلمة المرور والأجهزة المسجَّل الدخول منها.',
  bookingPageCardTitle: 'صفحة الحجز الخاصة بك',
  bookingPageCardText:
    'رابطها، ورمز QR، ومقتطف الشيفرة لموقعك الإلكتروني، وشعارك ولونك. <link>صفحة الحجز</link>',
  paymentsCardText:
    'اربط حساب Stripe الخاص بالنشاط التجاري، واختر ما يدفعه العملاء عبر الإنترنت. <link>المدفوعات</link>',
  messagesCardTitle: 'الرسائل إلى عملائك',
  messagesCardText:
    'رسائل البريد الإلكتروني والرسائل النصية التي يتلقاها العملاء، وأوقات التذكير، والمرسِل، وصياغتك الخاصة. <link>الإشعارات</link>',
  ownerSettingsTitle: 'بعض الإعدادات للمالكين فقط',
  ownerSettingsText:
    'لا يغيّر ملف النشاط التجاري وسياسات الحجز في {business} إلا المالكون. تواصل معهم إن كان هناك ما يلزم تغييره.',
  ownerSettingsAndDocumentsText:
    'لا يغيّر ملف النشاط التجاري وسياسات الحجز في {business} إلا المالكون، ولا يغيّر المستندات إلا المشرفون والمالكون. تواصل معهم إن كان هناك ما يلزم تغييره.',
  accountIntro: 'تغيّر هذه الإعدادات تسجيل دخولك أنت، في كل نشاط تجاري تعمل فيه.',
  settingsOwnerOnly: 'لا يغيّر إعدادات النشاط التجاري إلا المالك.',

  // Business profile
  profileTitle: 'ملف النشاط التجاري',
  profileIntro:
    'ما يراه العملاء عن {business} وكيف يتواصلون. يبقى عنوان الحجز ‎/client-access/signup?tenant={slug}‎ كما هو.',
  name: 'اسم النشاط التجاري',
  nameInvalid: 'أدخل اسمًا للنشاط التجاري لا يزيد على 120 حرفًا.',
  contactEmail: 'البريد الإلكتروني للتواصل',
  contactEmailInvalid: 'أدخل عنوان بريد إلكتروني مثل hello@example.com.',
  contactPhone: 'هاتف التواصل',
  address: 'العنوان',
  addressHint:
    'المكان الذي يجدك فيه العملاء: يظهر في رسائلهم، وفي وصف صفحة الحجز في نتائج البحث والروابط المُشارَكة.',
  timeZone: 'المنطقة الزمنية',
  timeZoneHint: 'ساعات العمل والجداول بالتوقيت المحلي لهذه المنطقة.',
  timeZoneMissing: 'اختر المنطقة الزمنية التي تعمل فيها.',
  currency: 'العملة',
  currencyHint: 'للأسعار الجديدة؛ أما الأسعار الحالية فتحتفظ بعملتها.',
  currencyOption: '{code} · {name}',
  currencyMissing: 'اختر العملة التي تتقاضى بها.',
  language: 'اللغة',
  languageHint: 'تعرض صفحة الحجز لغة كل زائر إن كانت إحدى هذه اللغات، وإلا فتعرض هذه اللغة.',
  saveProfile: 'حفظ الملف',
  profileSaved: 'تم حفظ ملف النشاط التجاري.',
  profileNotSaved: 'لم يُحفظ ملف النشاط التجاري',

  // Policies
  policiesTitle: 'السياسات',
  policiesIntro:
    'ما يحدث حين يلغي العملاء متأخرين أو لا يحضرون، وكيف تنتقل الأماكن المتاحة إلى قائمة الانتظار، وما يوقّعه العملاء قبل الحجز. يمكن أن تكون لخدمةٍ مهلة إلغاء خاصة بها.',
  cancellationWindow: 'مهلة الإلغاء (بالساعات)',
  cancellationWindowHint: 'الإلغاء بعد هذه المهلة قبل البدء يُعدّ إلغاءً متأخرًا.',
  cancellationWindowInvalid: 'أدخل 0 ساعة أو أكثر.',
  lateCancelFee: 'رسوم الإلغاء المتأخر ({currency})',
  lateCancelFeeHint: 'تُحتسب بدلًا من الاسترداد؛ 0 لعدم فرض رسوم.',
  noShowFee: 'رسوم عدم الحضور ({currency})',
  noShowFeeHint:
    'تُحتسب مرة واحدة عند تسجيل الحضور، حين يُسجَّل عميل حجز على أنه لم يحضر، وتُلغى إن سجّلته حاضرًا بعد ذلك. يتلقى العميل رسالة بريد إلكتروني بشأنها. 0 لعدم فرض رسوم.',
  feeInvalid: 'أدخل مبلغًا بعملة {currency}، مثل 5.00 (0 لعدم فرض رسوم).',
  feeTooHigh: 'أدخل {maximum, number} {currency} على الأكثر.',
  waitlist: 'قائمة انتظار حين تكتمل الجلسة',
  freedPlace: 'حين يتوفر مكان',
  freedPlaceToFirst: 'يُمنح فورًا للأول في قائمة الانتظار',
  freedPlaceOffered: 'يُعرض على الأول، وعليه أن يقبله في الوقت المحدد',
  offerLasts: 'مدة العرض (بالدقائق)',
  offerLastsHint: 'بعدها ينتقل العرض إلى الشخص التالي.',
  offerLastsInvalid: 'أدخل عدد الدقائق التي يبقى فيها العرض قائمًا (1 أو أكثر).',
  documentsFirst: 'يوقّع العملاء المستندات المطلوبة قبل حجزهم الأول',
  documentsFirstHint:
    'حدّد المستندات في «مستندات العملاء» أدناه. لا يُمنع الفريق من الحجز عند مكتب الاستقبال.',
  phoneFirst: 'يُدخل العملاء الجدد رقم هاتف عند الحجز عبر الإنترنت',
  phoneFirstHint: 'يُطلب في صفحة الحجز ممن يحجز لأول مرة.',
  savePolicies: 'حفظ السياسات',
  policiesSaved: 'تم حفظ السياسات. تسري على الإلغاءات وقوائم الانتظار من الآن.',
  policiesNotSaved: 'لم تُحفظ السياسات',

  // Team security
  teamSecurityTitle: 'أمان الفريق',
  teamSecurityIntro:
    'اطلب خطوة ثانية عند تسجيل الدخول (رمزًا من تطبيق أو رسالة نصية، أو مفتاح مرور) من كل من يعمل في {business}. لن يروا شيئًا من النشاط التجاري حتى يُعدّوها ويستخدموها.',
  ownTwoStepFirstTitle: 'حسابك أولًا',
  ownTwoStepFirstText: 'أعدّ تسجيل الدخول بخطوتين لنفسك من «حسابك» أدناه، ثم عُد إلى هنا.',
  requireTwoStep: 'اشتراط تسجيل الدخول بخطوتين على الفريق',
  twoStepRequired:
    'يسجّل كل أعضاء الفريق الدخول الآن بخطوتين. ومن لم يُعدّها بعد سيُعدّها في زيارته القادمة.',
  twoStepOwnChoice: 'أصبح تسجيل الدخول بخطوتين الآن اختيار كل شخص.',
  twoStepNotChanged: 'لم يتغيّر شيء',

  // Export
  exportTitle: 'تصدير النشاط التجاري',
  exportIntro:
    'كل ما يُحفظ لدى {business}: الفريق والخدمات والحجوزات والعملاء وملاحظاتهم والأماكن والحضور ودفتر الحسابات والمستندات، في ملف JSON واحد مأخوذ في لحظة واحدة.',
  exportButton: 'تنزيل كل شيء (JSON)',
  exportDownloaded: 'تم تنزيل التصدير.',
  exportFailed: 'لم يتم التصدير',
  exportNotMade: 'تعذّر إعداد التصدير. حاول مرة أخرى.',

  // Client documents
  documentsTitle: 'مستندات العملاء',
  documentsIntro:
    'إقرارات إخلاء المسؤولية والنماذج التي يقرؤها العملاء ويوقّعونها في بوابة العملاء. تعديل النص ينشئ نسخة جديدة: يوقّعها العملاء من جديد، ويُحتفظ بما وقّعوه من قبل.',
  newDocument: 'مستند جديد',
  noDocuments: 'لا توجد مستندات بعد. أضف إقرار إخلاء مسؤولية يوقّعه العملاء قبل الحجز.',
  documentsList: 'المستندات',
  closeDialog: 'إغلاق',
  editDocument: 'تعديل {title}',
  columnTitle: 'العنوان',
  columnVersion: 'النسخة',
  columnRules: 'القواعد',
  columnActions: 'الإجراءات',
  inUse: 'قيد الاستخدام',
  notInUse: 'غير مستخدم',
  signed: 'يُوقَّع',
  readOnly: 'للقراءة فقط',
  beforeFirstBooking: 'قبل الحجز الأول',
  edit: 'تعديل',
  require: 'اشتراط',
  stopRequiring: 'إيقاف الاشتراط',
  requireDocument: 'اشتراط {title} قبل الحجز',
  stopRequiringDocument: 'إيقاف اشتراط {title} قبل الحجز',
  documentRequired: 'أصبح «{title}» مطلوبًا قبل الحجز الأول.',
  documentNoLongerRequired: 'لم يعد «{title}» مطلوبًا قبل الحجز.',
  activate: 'تفعيل',
  deactivate: 'إيقاف',
  activateDocument: 'تفعيل {title}',
  deactivateDocument: 'إيقاف {title}',
  documentInUseAgain: 'عاد «{title}» قيد الاستخدام.',
  documentNoLongerInUse: 'لم يعد «{title}» قيد الاستخدام.',
  documentChangeRefused: 'لا يسمح دورك في هذا النشاط التجاري بذلك.',
  loadingDocumentText: 'جارٍ تحميل النص',
  documentTitle: 'العنوان',
  documentTitleInvalid: 'أدخل عنوانًا للمستند لا يزيد على 200 حرف.',
  documentText: 'النص',
  documentTextHint: 'تغييره ينشئ نسخة جديدة يوقّعها العملاء.',
  documentTextMissing: 'اكتب النص الذي يقرؤه العملاء.',
  clientsSign: 'يوقّعه العملاء',
  requiredBeforeFirstBooking: 'مطلوب قبل الحجز الأول',
  requiredBeforeFirstBookingHint: 'يسري حين تطلب سياسة النشاط التجاري مستندات قبل الحجز.',
  saveDocument: 'حفظ',
  cancelDocument: 'إلغاء',
  documentSaved: 'تم حفظ «{title}».',
  documentSavedAsNewVersion: 'تم حفظ «{title}» نسخةً جديدة.',

  // Booking page
  bookingPageTitle: 'صفحة الحجز',
  bookingPageIntro:
    'حيث يحجز العملاء لدى {business}: الشعار واللون والوصف، والرابط للمشاركة، ورمز QR للطباعة، ومقتطف الشيفرة لموقعك الإلكتروني. <link>كل الإعدادات</link>',
  brandOwnerOnlyTitle: 'الهوية البصرية للمالكين فقط',
  brandOwnerOnlyText: 'لا يغيّر شعار {business} ولونه ووصفه إلا المالكون.',

  // Brand
  brandTitle: 'الهوية البصرية',
  brandIntro: 'شعارك ولونك ووصف قصير، في صفحة الحجز وفي منطقة عملائك وفي معاينات الروابط.',
  logo: 'الشعار',
  noLogo: 'لا يوجد شعار بعد: يظهر اسم نشاطك التجاري وحده.',
  logoAlt: 'شعارك',
  uploadLogo: 'رفع شعار',
  replaceLogo: 'استبدال الشعار',
  removeLogo: 'إزالة الشعار',
  logoRules:
    'PNG أو JPEG أو WebP أو GIF، بحجم 1 ميغابايت على الأكثر. يبدو الشعار العريض على خلفية شفافة أفضل.',
  logoSaved: 'تم حفظ الشعار.',
  logoNotSaved: 'لم يُحفظ الشعار',
  logoRemoved: 'تمت إزالة الشعار.',
  logoNotRemoved: 'لم تتم إزالة الشعار',
  logoWrongType: 'اختر صورة PNG أو JPEG أو WebP أو GIF للشعار (لا تُقبل ملفات SVG ولا غيرها).',
  logoTooLarge:
    'حجم هذه الصورة {megabytes, number, ::.0} ميغابايت؛ ولا يزيد حجم الشعار على 1 ميغابايت. احفظها بحجم أصغر وحاول مرة أخرى.',
  logoOverLimit: 'لا يزيد حجم الشعار على 1 ميغابايت. احفظه بحجم أصغر وحاول مرة أخرى.',
  accentColour: 'اللون المميِّز',
  accentColourHint:
    'للأزرار والروابط. يجب أن يكون داكنًا بما يكفي ليُقرأ النص الأبيض فوقه (WCAG AA، ‏4.5:1).',
  accentColourPlaceholder: 'الأزرق الخاص بالمنتج',
  pickColour: 'التقاط اللون من الشاشة',
  colourDarkenedTitle: 'تم تغميقه ليسهل قراءته',
  colourNotAColour: '«{text}» ليس لونًا. أدخله بصيغة ‎#rrggbb‎، مثل ‎#1c7ed6‎.',
  colourDarkened:
    'تباين {colour} مع الأبيض {contrast, number, ::.0}:1؛ وتحتاج الأزرار والروابط إلى {minimum, number}:1 لتُقرأ بوضوح، لذا غُمِّق إلى {shade}، وهو أقرب درجة تبلغ ذلك.',
  colourTooPale:
    'تباين {colour} مع الأبيض {contrast, number, ::.0}:1؛ وتحتاج الأزرار والروابط إلى {minimum, number}:1 لتُقرأ بوضوح، وأقرب درجة تبلغ ذلك ({shade}) لون مختلف. اختر لونًا أغمق.',
  shortDescription: 'وصف قصير',
  shortDescriptionHint:
    'ما يقرؤه العملاء تحت اسمك، وفي معاينات الروابط أيضًا. {left, plural, zero {لم يبقَ أي حرف.} one {بقي حرف واحد.} two {بقي حرفان.} few {بقيت # أحرف.} many {بقي # حرفًا.} other {بقي # حرف.}}',
  descriptionTooLong: 'لا يزيد الوصف على 280 حرفًا.',
  preview: 'معاينة',
  previewButton: 'احجز حصة',
  previewLink: 'رابط',
  saveBrand: 'حفظ الهوية البصرية',
  brandSaved: 'تم حفظ الهوية البصرية. تظهر الآن في صفحة الحجز ومنطقة العملاء.',
  brandNotSaved: 'لم تُحفظ الهوية البصرية',
  brandOwnerOnly: 'لا يغيّر الهوية البصرية للنشاط التجاري إلا المالك.',

  // Sharing the booking page
  shareTitle: 'شارك صفحة الحجز',
  shareIntro: 'كل من لديه الرابط يرى ما هو متاح لدى {business} ويحجز، سواء سجّل الدخول أم لا.',
  bookingPageLink: 'رابط صفحة الحجز',
  qrCodeTitle: 'رمز QR',
  qrCodeIntro: 'لمكتب الاستقبال والمنشورات والملصقات: تفتح كاميرا الهاتف صفحة الحجز.',
  qrCodeOf: 'رمز QR للرابط {link}',
  qrCodeDownload: 'تنزيل رمز QR (بصيغة SVG، يُطبع بوضوح بأي حجم)',
  ownWebsiteTitle: 'على موقعك الإلكتروني',
  ownWebsiteIntro:
    'الصق هذا حيث تريد أن يظهر جدولك: يعرض خدماتك وجلساتك وأسعارك على أي موقع، ويضبط ارتفاعه عليها. في المواقع المذكورة أدناه يحجز العملاء داخله أيضًا؛ وفي غيرها يكتمل الحجز في علامة تبويب جديدة، عند ما اختاروه.',
  embedSnippet: 'مقتطف شيفرة التضمين',
  copySnippet: 'نسخ المقتطف',
  embedFrameTitle: 'احجز لدى {business}',
  websites: 'مواقعك الإلكترونية',
  websitesHint:
    'عنوان واحد في كل سطر، مثل https://example.com. يظهر جدولك على أي موقع؛ وفي هذه المواقع يحجز العملاء داخل البطاقة أيضًا، وفي غيرها يكتمل الحجز في علامة تبويب جديدة. ولا يعرض صفحات الحجز داخل إطار إلا هذه المواقع.',
  websiteInvalid: '«{entry}» ليس عنوان موقع إلكتروني مثل https://example.com.',
  tooManyWebsites:
    '{count, plural, zero {لا يمكن ذكر أي موقع.} one {اذكر موقعًا واحدًا على الأكثر.} two {اذكر موقعين على الأكثر.} few {اذكر # مواقع على الأكثر.} many {اذكر # موقعًا على الأكثر.} other {اذكر # موقع على الأكثر.}}',
  saveWebsites: 'حفظ المواقع',
  websitesSaved: 'تم حفظ المواقع. يحجز العملاء فيها داخل البطاقة.',
  noWebsitesSaved:
    'لم تُذكر أي مواقع: تعرض البطاقة جدولك في كل مكان، ويكتمل الحجز في علامة تبويب جديدة.',
  websitesNotSaved: 'لم تُحفظ المواقع',
  websitesOwnerOnly: 'لا يغيّر مواقع النشاط التجاري إلا المالك.',

  // Payments
  paymentsTitle: 'المدفوعات',
  paymentsIntro:
    'كيف يدفع عملاء {business} بالبطاقة: حساب Stripe الذي تذهب إليه الأموال، وما يدفعونه عبر الإنترنت عند الحجز أو الشراء. <link>كل الإعدادات</link>',
  paymentsOwnerOnlyTitle: 'المدفوعات للمالكين فقط',
  paymentsOwnerOnlyText: 'لا يربط مدفوعات {business} ولا يختار ما يُدفع عبر الإنترنت إلا المالكون.',
  cardPaymentsTitle: 'الدفع بالبطاقة',
  cardPaymentsIntro: 'يدفع العملاء إلى حساب Stripe الخاص بالنشاط التجاري.',
  cardPaymentsIntroWithTest:
    'يدفع العملاء إلى حساب Stripe الخاص بالنشاط التجاري. وإلى أن تربط حسابًا، يتيح لك مزوّد الاختبار المدمج ولعملائك تجربة أي دفعة ببطاقات اختبار.',
  notConnectedTitle: 'غير مربوط',
  notConnectedText: 'يدفع العملاء عند مكتب الاستقبال إلى أن يُربط مزوّد دفع لدى {business}.',
  connectedToTestProvider: 'مربوط بمزوّد الاختبار',
  connectedToStripeLive: 'مربوط بـStripe (فعلي)',
  connectedToStripeTest: 'مربوط بـStripe (وضع الاختبار)',
  connected: 'مربوط.',
  connectedOn: 'رُبط في {day}.',
  connectedWithKey: 'مربوط، المفتاح القابل للنشر ‎{key}…‎.',
  connectedOnWithKey: 'رُبط في {day}، المفتاح القابل للنشر ‎{key}…‎.',
  webhookEndpoint:
    'نقطة نهاية Webhook (أضفها في لوحة تحكم Stripe، لأحداث payment intents وcharges)',
  copyAddress: 'نسخ العنوان',
  provider: 'المزوّد',
  testProvider: 'مزوّد الاختبار: بطاقات اختبار فقط، دون أموال حقيقية',
  stripeProvider: 'Stripe: مفاتيح حسابك الخاص',
  secretKey: 'المفتاح السري',
  secretKeyHint: '‎sk_…‎ أو مفتاح مقيَّد ‎rk_…‎',
  publishableKey: 'المفتاح القابل للنشر',
  publishableKeyHint: '‎pk_…‎',
  webhookSecret: 'سرّ توقيع Webhook',
  webhookSecretHint: '‎whsec_…‎، ويظهر لنقطة النهاية أعلاه',
  connect: 'ربط',
  connectAgain: 'إعادة الربط',
  connectedTest: 'تم الربط بمزوّد الاختبار: يمكن للعملاء تجربة الدفع، ولا تنتقل أي أموال حقيقية.',
  connectedStripe: 'تم الربط بحساب Stripe الخاص بك.',
  connectFailed: 'لم يتم الربط',
  payOnlineTitle: 'ما يدفعه العملاء عبر الإنترنت',
  payOnlineIntro:
    'ما يُدفع عبر الإنترنت يُدفع بالبطاقة حين يحجزه العميل أو يشتريه؛ ويبقى مكانه محجوزًا له أثناء الدفع، ولا يمكنه حجزه ليدفع لاحقًا. أما البقية فيمكن دفعها عند مكتب الاستقبال أيضًا. ويظل بإمكان فريقك حجز أي شيء أو بيعه لعميل عند مكتب الاستقبال.',
  paidOnline: 'يُدفع عبر الإنترنت عند الحجز أو الشراء',
  onlineOrAtDesk: 'عبر الإنترنت أو عند مكتب الاستقبال',
  feesToSavedCard: 'احتساب رسوم الإلغاء المتأخر وعدم الحضور على البطاقة المحفوظة للعميل',
  feesToSavedCardHint:
    'حين يلغي عميل له بطاقة محفوظة متأخرًا أو يُسجَّل على أنه لم يحضر، تُحتسب الرسوم على تلك البطاقة فورًا وتظهر دفعةً بالبطاقة في معاملاته. وإن رُفضت البطاقة، تبقى الرسوم مستحقة ويتلقى العميل رسالة بريد إلكتروني لدفعها. ويمكنك أيضًا تحصيل ما على العميل من بطاقته من صفحة «المعاملات» الخاصة به.',
  savePaymentChoices: 'حفظ خيارات الدفع',
  paymentChoicesSaved: 'تم الحفظ: سيرى العملاء هذه الخيارات في حجزهم القادم.',
  paymentChoicesNotSaved: 'لم يتم الحفظ',
} satisfies Translation<typeof source>;
