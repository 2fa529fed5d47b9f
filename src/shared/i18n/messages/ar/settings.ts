import type { Translation } from '../../message-ids.ts';
import type source from '../en/settings.ts';

export default {
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
  currencyMissing: 'اختر العملة التي تتقاضى بها.',
  language: 'اللغة',
  languageHint: 'تعرض صفحة الحجز لغة كل زائر إن كانت إحدى هذه اللغات، وإلا فتعرض هذه اللغة.',
  saveProfile: 'حفظ الملف',
  profileSaved: 'تم حفظ ملف النشاط التجاري.',
  profileNotSaved: 'لم يُحفظ ملف النشاط التجاري',
} satisfies Translation<typeof source>;
