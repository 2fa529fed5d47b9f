import type { Translation } from '../../message-ids.ts';
import type source from '../en/calendars.ts';

export default {
  title: 'التقويمات',
  cardText:
    'اربط تقويماتك الخاصة: الأوقات المشغولة فيها تمنع العملاء من حجزك، وتظهر حجوزاتك فيها. <link>فتح التقويمات</link>',
  intro:
    'تقويماتك الخاصة و{business}: الأوقات المشغولة في التقويمات التي تختارها لا يمكن للعملاء حجزها، وتُكتب حجوزاتك في التقويم الذي تختاره. العودة إلى <link>الإعدادات</link>.',
  loading: 'جارٍ تحميل التقويمات',
  signInAgain: 'سجّل الدخول مرة أخرى لتغيير تقويماتك.',
  serverAnswered: 'أجاب الخادم بـ {status}.',

  noStaffTitle: 'لا شيء لك لتربطه',
  noStaffText:
    'ليس لديك ملف في فريق {business}، لذا لا توجد حجوزات لك لمزامنتها. يمكن للمالك أو المسؤول إضافتك من صفحة الفريق.',
  ownTitle: 'تقويماتك المرتبطة',
  ownIntro:
    'اختر التقويمات التي تحجب أوقاتك المتاحة والتقويم الذي يستقبل حجوزاتك. تُقرأ الأوقات المشغولة كل بضع دقائق، وفورًا عندما يُبلغ المزوّد عن تغيير.',
  emptyTitle: 'لا توجد تقويمات مرتبطة بعد',
  emptyText:
    'اربط تقويمًا أدناه. الأوقات المشغولة فيه ستمنع عملاء {business} من حجزك فيها، وستظهر حجوزاتك فيه عند إنشائها ونقلها وإلغائها.',
  noDestination: 'لا يستقبل أي من تقويماتك حجوزاتك: اختر واحدًا بخيار «يستقبل حجوزاتي».',

  providerCaldav: 'CalDAV',
  providerGoogle: 'تقويم Google',
  providerMicrosoft: 'Microsoft 365',
  connectionTitle: '{provider}: {account}',
  calendarsOf: 'تقويمات {account}',
  noCalendars: 'لا توجد تقويمات في هذا الحساب.',
  syncedAgo: 'آخر مزامنة {when}',
  notSyncedYet: 'لم تتم المزامنة بعد',
  syncing: 'تجري المزامنة الآن…',
  syncNow: 'زامن الآن',
  syncNowLabel: 'زامن {account} الآن',
  syncAsked: 'تجري مزامنة {account} الآن.',
  syncNotAsked: 'لم تبدأ المزامنة',
  errorTitle: 'هذا الحساب يحتاج إلى انتباهك',
  errorText: 'منذ {when}: {reason} اربطه مرة أخرى للمتابعة.',
  errorUnknown: 'حدث خطأ ما ({code}).',
  disconnect: 'فصل',
  disconnectLabel: 'فصل {account}',
  disconnectTitle: 'فصل {account}؟',
  disconnectText:
    'لن تحجب أوقاته المشغولة أوقاتك المتاحة بعد الآن، ولن تُكتب فيه حجوزات أخرى. تبقى الأحداث المكتوبة من قبل في ذلك التقويم: احذفها هناك إن لم تعد تريدها.',
  keepConnected: 'إبقاؤه',
  disconnected: 'تم فصل {account}.',
  notDisconnected: 'لم يتم الفصل',

  blocks: 'يحجب أوقاتي المتاحة',
  blocksLabel: '{calendar} يحجب أوقاتي المتاحة',
  receives: 'يستقبل حجوزاتي',
  receivesLabel: '{calendar} يستقبل حجوزاتي',
  blocksOn: '{calendar} يحجب الآن أوقاتك المتاحة.',
  blocksOff: '{calendar} لم يعد يحجب أوقاتك المتاحة.',
  receivesOn: 'تذهب حجوزاتك الآن إلى {calendar}.',
  useNotSaved: 'لم يُحفظ هذا التغيير',
  usesBlocks: 'يحجب الأوقات المتاحة',
  usesReceives: 'يستقبل الحجوزات',
  usesNothing: 'غير مستخدم',
  busyCount:
    '{count, plural, zero {لا أحداث مشغولة} one {حدث مشغول واحد} two {حدثان مشغولان} few {# أحداث مشغولة} many {# حدثًا مشغولًا} other {# حدث مشغول}}',
  pendingWrites:
    '{count, plural, zero {لا حجوزات تنتظر الكتابة} one {حجز واحد ينتظر الكتابة} two {حجزان ينتظران الكتابة} few {# حجوزات تنتظر الكتابة} many {# حجزًا ينتظر الكتابة} other {# حجز ينتظر الكتابة}}',
  readOnly: 'للقراءة فقط: لا يمكنه استقبال الحجوزات',
  syncError: 'لم تتم القراءة: {reason}',
  writeError: 'لم تُكتب الحجوزات: {reason}',

  connectTitle: 'ربط تقويم',
  connectIntro:
    'يطلب منك Google وMicrosoft 365 تسجيل الدخول لديهما والسماح بالوصول. أي تقويم آخر يدعم CalDAV (iCloud وFastmail وNextcloud وRadicale) يُربط بعنوانه واسم المستخدم وكلمة مرور التطبيق.',
  connectGoogle: 'ربط Google',
  connectMicrosoft: 'ربط Microsoft 365',
  oauthNotSetUp: 'يظهر Google وMicrosoft 365 هنا بعد أن يُعدّهما مالك أو مسؤول في {business}.',
  oauthNotSetUpAdmin:
    'يظهر Google وMicrosoft 365 هنا بعد أن تُعدّهما أدناه في «Google وMicrosoft 365 لفريقك».',
  consentNotOpened: 'لم تُفتح صفحة تسجيل الدخول',
  connectedNotice: 'تم ربط {provider}: تجري قراءة أوقاته المشغولة الآن.',
  notConnected: 'لم يتم ربط التقويم',
  caldavTitle: 'CalDAV: iCloud وFastmail وNextcloud وغيرها',
  serverUrl: 'عنوان التقويم',
  serverUrlHint:
    'iCloud: https://caldav.icloud.com · Fastmail: https://caldav.fastmail.com · Nextcloud: https://your-cloud/remote.php/dav',
  username: 'اسم المستخدم',
  usernameHint: 'عادةً بريدك الإلكتروني.',
  appPassword: 'كلمة مرور التطبيق',
  appPasswordHint:
    'أنشئ واحدة من إعدادات الأمان في حسابك (يشترطها iCloud وFastmail). تُحفظ مختومة ولا تُعرض مرة أخرى.',
  connectCaldav: 'ربط',

  clientsTitle: 'Google وMicrosoft 365 لفريقك',
  clientsIntro:
    'يربط فريقك تقويمات Google وMicrosoft 365 عبر تسجيل التطبيق الخاص بـ {business} لدى كل منهما، كما تستخدم المدفوعات بالبطاقة مفاتيحك الخاصة. سجّل تطبيقًا هناك، وأعطه عنوان إعادة التوجيه أدناه، وأدخل هنا معرّف العميل والسر.',
  clientSetUp: 'أُعدّ في {when}، معرّف العميل {clientId}.',
  clientNotSetUp: 'غير مُعدّ: لا يستطيع فريقك ربط {provider} بعد.',
  redirectUri: 'عنوان إعادة التوجيه المطلوب تسجيله',
  copyRedirect: 'نسخ عنوان إعادة التوجيه لـ {provider}',
  clientId: 'معرّف العميل',
  clientIdTestHint:
    'في هذه النسخة التجريبية، معرّف العميل الذي يبدأ بـ test_ يستخدم مزوّد الاختبار المدمج، بأي سر.',
  clientSecret: 'سر العميل',
  clientSecretHint: 'يُحفظ مختومًا ولا يُعرض مرة أخرى: أدخله من جديد في كل حفظ.',
  saveClient: 'حفظ {provider}',
  clientSaved: 'تم إعداد {provider} لفريقك.',
  clientNotSaved: 'لم يتم إعداد {provider}',
  removeClient: 'إزالة',
  removeClientNamed: 'إزالة {provider}',
  removeClientTitle: 'إزالة {provider}؟',
  removeClientText:
    'لن يستطيع أحد في فريقك ربط {provider} بعد الآن، وتتوقف مزامنة التقويمات المرتبطة عبره.',
  clientRemoved: 'تمت إزالة {provider}.',
  clientNotRemoved: 'لم تتم الإزالة',

  staffTitle: 'التقويمات المرتبطة',
  staffIntro:
    'تقويمات {name} الخاصة: التي تحجب أوقاته المتاحة والتي تُكتب فيها حجوزاته. يختارها {name} من الإعدادات › التقويمات.',
  staffNone: 'لم يربط {name} أي تقويم.',

  clashBadge: 'تعارض في التقويم',
  clashTitle: 'هذه الجلسة تتعارض مع وقت مشغول',
  clash: 'تتعارض مع تقويم {staff}: {title}، {time}',
  clashNoStaff: 'تتعارض مع تقويم المدرّب: {title}، {time}',
  clashBusy: 'مشغول',
  clashTime: '{start}–{end}',
} satisfies Translation<typeof source>;
