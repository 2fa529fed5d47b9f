import type { Translation } from '../../message-ids.ts';
import type source from '../en/booking-page.ts';

// A business's name may be of either gender in Arabic, so no verb or pronoun agrees with it:
// "لدى {business}" (at {business}) rather than "يقدّم {business}" ({business} offers).
export default {
  clientArea: 'منطقة العملاء',
  signIn: 'تسجيل الدخول',
  heading: 'الحجز',
  intro:
    'المتاح لدى {business}: جلسات خاصة تختار فيها موعدًا مع مدرّب، وحصص جماعية تختار فيها الجلسة وطريقة الدفع. لا حاجة إلى حساب: يكفي إدخال الاسم والبريد الإلكتروني عند الحجز.',
  timeZone: 'الأوقات المعروضة حسب المنطقة الزمنية للنشاط التجاري: {zone}.',
  tabNote: 'عند الاختيار، يكتمل الحجز في علامة تبويب جديدة.',
  nothingToBook: 'لا يتوفر حجز عبر الإنترنت لدى {business} بعد. تواصل معهم لمعرفة طريقة الحجز.',
  privateSessions: 'جلسات خاصة',
  groupClasses: 'حصص جماعية',
  fromPrice: 'ابتداءً من {price}',
  nextFree: 'أقرب موعد متاح: <strong>{time}</strong>',
  noFreeTimes: 'لا توجد مواعيد متاحة خلال الأسبوعين القادمين.',
  bookService: 'احجز {service}',
  book: 'احجز',
  noClasses: 'لا توجد حصص خلال الأسبوعين القادمين.',
  showAll:
    '{count, plural, zero {عرض الجلسات} one {عرض الجلسة} two {عرض الجلستين} few {عرض الجلسات الـ# كلها} other {عرض جميع الجلسات ({count, number})}}',
  withStaff: 'مع {staff}',
  staffToBeConfirmed: 'لم يُحدَّد المدرّب بعد',
  embedNeedsBusiness:
    'تحتاج صفحة الحجز هذه إلى عنوان نشاط تجاري. انسخ مقتطف الشيفرة مجددًا من إعداداته.',
  embedUnknownBusiness:
    'لا يوجد نشاط تجاري بالعنوان «{address}». تحقّق من مقتطف الشيفرة في إعداداته.',
} satisfies Translation<typeof source>;
