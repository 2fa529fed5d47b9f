import type { Translation } from '../../message-ids.ts';
import type source from '../en/link-preview.ts';

// No verb agrees with the business's name (see booking-page.ts): "لدى {business}".
export default {
  bookWith: 'احجز لدى {business}',
  serviceTitle: '{service} · {business}',
  sessionTitle: '{service}، {start} · {business}',
  offersAt: 'لدى {business} في {address}: {offers}.',
  offers: 'لدى {business}: {offers}.',
  businessAt: '{business}، {address}.',
  more: 'غيرها',
  bookOnline: 'احجز عبر الإنترنت.',
  bookOnlineWith: 'احجز عبر الإنترنت لدى {business}.',
  atBusiness: 'لدى {business}.',
  atBusinessAddress: 'لدى {business}، {address}.',
  productDescription:
    'الحجوزات والمواعيد للأنشطة التجارية وعملائها: الجلسات والمواعيد والعملاء والمدفوعات والمستندات.',
} satisfies Translation<typeof source>;
