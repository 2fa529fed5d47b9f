import type { Translation } from '../../message-ids.ts';
import type source from '../en/dashboard.ts';

// Counts take their noun after a colon where the noun would have to agree with several numbers
// at once ("المحجوز: 5 / 12").
export default {
  title: 'لوحة المعلومات',
  intro: 'اليوم لدى {business}، {day}: جلسات اليوم ومدى امتلائها، ومن وصل، والمبالغ المحصّلة.',
  timeZone: 'المنطقة الزمنية',

  quickActions: 'إجراءات سريعة',
  newBooking: 'حجز جديد',
  addClient: 'إضافة عميل',
  findAnything: 'ابحث عن أي شيء ({keys})',

  failuresTitle: 'رسائل لم تُسلَّم',
  failuresClients: 'إلى العملاء: اطّلع على السبب وأعد الإرسال من قسم الرسائل لكل عميل.',
  failureCount: '({count})',
  moreClients:
    '{count, plural, zero {ولا عملاء آخرون.} one {وعميل واحد آخر.} two {وعميلان آخران.} few {و# عملاء آخرين.} many {و# عميلًا آخر.} other {و# عميل آخر.}}',
  failuresTeam: 'إلى الفريق: تحقّق من العنوان في قسم الفريق، ثم أعد الدعوة أو أبلغ الشخص بنفسك.',
  teamFailure: '{what} ({reason})',
  moreMessages:
    '{count, plural, zero {ولا شيء آخر.} one {ورسالة واحدة أخرى.} two {ورسالتان أخريان.} few {و# رسائل أخرى.} many {و# رسالة أخرى.} other {و# رسالة أخرى.}}',

  figuresTitle: 'اليوم بالأرقام',
  sessions: 'الجلسات',
  placesBooked: 'الأماكن المحجوزة: {booked} من {places}',
  arrivals: 'الحضور',
  arrivalsValue: '{checkedIn} / {expected}',
  arrivalsDetail: 'سجّلوا الحضور من المتوقَّعين',
  revenue: 'الإيرادات',
  revenueDetail: 'المحصَّل {taken}، والمسترَد {refunded}',

  sessionsTitle: 'جلسات اليوم',
  nothingToday: 'لا شيء مجدول اليوم.',
  sessionTimes: '{start}–{end}',
  noTeacher: 'لم يُحدَّد مدرّب بعد',
  sessionBooked: 'المحجوز: {booked} / {capacity}',
  sessionCheckedIn: 'الحاضرون: {count}',
  sessionFill: '{service}: الأماكن المحجوزة {booked} من {capacity}',
  full: 'مكتمل',
  waiting: 'في الانتظار: {count}',
} satisfies Translation<typeof source>;
