import type { Translation } from '../../message-ids.ts';
import type source from '../en/documents.ts';

// Read by staff and by clients. A document's title is the business's own words: it sits in
// «» as a quotation.
export default {
  // A document's text.
  loadingText: 'جارٍ تحميل {title}',
  textLabel: '{title}، الإصدار {version}',

  // Signing it.
  signFormLabel: 'توقيع {title}',
  signatureName: 'اسمك الكامل بوصفه توقيعًا',
  consent: 'قرأتُ «{title}» وأوافق عليه.',
  sign: 'توقيع',
  nameMissing: 'اكتب اسمك الكامل للتوقيع.',
  consentMissing: 'حدّد المربع للموافقة قبل التوقيع.',

  // A shared file in a list, and its actions.
  fileMissing: 'غير موجود في التخزين',
  fileTypeAndSize: '{type}، {size}',
  fileDetails: '{kept} · أُضيف {added}',
  viewFile: 'عرض',
  viewFileLabel: 'عرض {title} (يُفتح في علامة تبويب جديدة)',
  downloadFile: 'تنزيل',
  downloadFileLabel: 'تنزيل {title}',
  fileNotOpened: 'تعذّر فتح {title}',
  fileNotDownloaded: 'تعذّر تنزيل {title}',
} satisfies Translation<typeof source>;
