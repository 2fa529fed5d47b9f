import type { Translation } from '../../message-ids.ts';
import type source from '../en/money.ts';

// A pack is a "باقة" and each class of it a "حصة"; an unlimited pass an "اشتراك غير محدود".
// Counts take all six plural forms (zero, one, two, few 3–10, many 11–99, other 100 and up).
export default {
  // Shared words
  tryAgain: 'إعادة المحاولة',
  serverAnswered: 'ردّ الخادم بالرمز {status}.',
  signInAgain: 'سجّل الدخول مجددًا.',
  signInToPay: 'سجّل الدخول مجددًا للدفع.',
  signInToRefund: 'سجّل الدخول مجددًا لإجراء الاسترداد.',
  signInToConnect: 'سجّل الدخول مجددًا لربط المدفوعات.',

  // The ledger: kinds of entry and ways of paying
  kindCharge: 'مستحق',
  kindPayment: 'دفعة',
  kindRefund: 'استرداد',
  kindAdjustment: 'تسوية',
  kindCreditGrant: 'إضافة حصص',
  kindCreditUse: 'استخدام حصة',
  kindCreditReturn: 'إعادة حصة',
  methodCash: 'نقدًا',
  methodCard: 'بطاقة',
  methodBankTransfer: 'تحويل بنكي',
  methodOther: 'أخرى',
  // What a credit movement counts, where money shows an amount
  unlimitedPass: 'اشتراك غير محدود',
  creditsGranted:
    '{count, plural, zero {لا حصص} one {حصة واحدة} two {حصتان} few {# حصص} many {# حصة} other {# حصة}}',
  creditUsed: '−1 حصة',
  creditReturned: '+1 حصة',

  // The transactions screen
  transactions: 'المعاملات',
  ledgerIntro:
    'دفتر حسابات النشاط التجاري: كل مستحق ودفعة واسترداد وحصة، الأحدث أولًا. صفِّه، واطّلع على مجاميع ما تعرضه التصفية، وصدّره بصيغة CSV.',
  ledgerIntroWithNote:
    'دفتر حسابات النشاط التجاري: كل مستحق ودفعة واسترداد وحصة، الأحدث أولًا. صفِّه، واطّلع على مجاميع ما تعرضه التصفية، وصدّره بصيغة CSV. {note}',
  filterTransactions: 'تصفية المعاملات',
  client: 'العميل',
  clientPlaceholder: 'الاسم',
  kind: 'النوع',
  anyKind: 'كل الأنواع',
  method: 'طريقة الدفع',
  anyMethod: 'كل طرق الدفع',
  order: 'الترتيب',
  newestFirst: 'الأحدث أولًا',
  oldestFirst: 'الأقدم أولًا',
  clearFilters: 'مسح عوامل التصفية',
  totalsTitle: 'المجاميع لعوامل التصفية هذه',
  totalsFailed: 'تعذّر حساب المجاميع',
  totalPayments: 'الدفعات',
  totalRefunds: 'المبالغ المستردة',
  totalCharges: 'المستحقات',
  totalNet: 'صافي المقبوض',
  addingUp: 'جارٍ الحساب',
  exportCsv: 'تصدير CSV',
  exported:
    '{count, plural, zero {لم تُصدَّر أي معاملة.} one {صُدّرت معاملة واحدة.} two {صُدّرت معاملتان.} few {صُدّرت # معاملات.} many {صُدّرت # معاملة.} other {صُدّرت # معاملة.}}',
  exportFailed: 'فشل التصدير',
  entries: 'القيود',
  ledgerEntries: 'قيود دفتر الحسابات',
  ledgerEmpty: 'لا معاملات بعد. تظهر هنا المستحقات والدفعات والحصص فور حدوثها.',
  ledgerUnmatched: 'لا معاملات تطابق عوامل التصفية هذه.',
  date: 'التاريخ',
  amount: 'المبلغ',
  note: 'ملاحظة',
  dateAndMethod: '{date} · {method}',
  // The export's column headers
  csvDate: 'التاريخ',
  csvClient: 'العميل',
  csvKind: 'النوع',
  csvMethod: 'طريقة الدفع',
  csvAmount: 'المبلغ',
  csvCurrency: 'العملة',
  csvCredits: 'الحصص',
  csvNote: 'ملاحظة',
  csvRecordedAt: 'وقت التسجيل (UTC)',
  csvTransactionId: 'معرّف المعاملة',

  // What must be paid online (Settings › Payments), by kind of option
  kindsDropIns: 'الحصص الفردية',
  kindsPrivateSessions: 'الجلسات الخاصة',
  kindsPacks: 'باقات الحصص',
  kindsPasses: 'الاشتراكات غير المحدودة',

  // Paying by card
  paymentNotStarted: 'تعذّر بدء الدفع',
  openingPayment: 'جارٍ فتح دفع آمن',
  payAmount: 'ادفع {amount}',
  loadingCardForm: 'جارٍ تحميل نموذج البطاقة',
  cardDetails: 'بيانات البطاقة',
  cardNotCharged: 'لم يُخصم أي مبلغ من البطاقة',
  cardRefused: 'رُفضت البطاقة.',
  stripeNotLoaded: 'تعذّر تحميل نموذج البطاقة من Stripe. حاول مجددًا لاحقًا.',
  paymentNotCompleted: 'تعذّر إتمام الدفع.',
  paymentNotCompletedTryAgain: 'لم يكتمل الدفع. حاول مجددًا.',
  saveCard: 'حفظ هذه البطاقة للمرة القادمة',
  saveCardHint: 'يحفظها مزوّد الدفع، لا نحن أبدًا؛ ويمكنك إزالتها من الإعدادات.',

  // The test provider's card form
  refusalTryAnother: '{refusal} جرّب بطاقة أخرى.',
  cardNumber: 'رقم البطاقة',
  cardNumberExample: '1234 1234 1234 1234',
  expiryDate: 'تاريخ الانتهاء',
  expiryHint: 'MM / YY',
  securityCode: 'رمز الأمان',
  securityCodeHint: '3 أرقام على ظهر البطاقة',
  nameOnCard: 'الاسم على البطاقة',
  testCards:
    'مدفوعات تجريبية: البطاقة 4242 4242 4242 4242 تُقبل، و4000 0000 0000 0002 تُرفض، و4000 0025 0000 3155 تطلب التحقق. لا يُخصم أي مبلغ من بطاقة حقيقية.',
  cardNumberMissing: 'أدخل رقم البطاقة.',
  cardNumberWrong: 'رقم البطاقة هذا ناقص أو فيه خطأ.',
  expiryMissing: 'أدخل تاريخ الانتهاء.',
  expiryWrong: 'أدخل تاريخ الانتهاء كما هو على البطاقة، الشهر ثم السنة: ‎04 / 28‎.',
  cardExpired: 'انتهت صلاحية هذه البطاقة.',
  cvcMissing: 'أدخل رمز الأمان.',
  cvcWrong: 'رمز الأمان هو الأرقام الثلاثة على ظهر البطاقة (4 أرقام على وجهها في بطاقات Amex).',
  cardNameMissing: 'أدخل الاسم المكتوب على البطاقة.',
  providerAnswered: 'ردّ مزوّد الدفع بالرمز {status}.',
  providerUnreachable: 'تعذّر الوصول إلى مزوّد الدفع. حاول مجددًا.',
  // The stand-in for the bank's check (3-D Secure)
  authenticateTitle: 'يطلب منك البنك تأكيد هذه الدفعة',
  authenticateText: 'هذا بديل مزوّد الاختبار عن تحقّق البنك (3-D Secure): اختر كيف ينتهي التحقق.',
  authenticate: 'تأكيد',
  failAuthentication: 'إفشال التحقق',
} satisfies Translation<typeof source>;
