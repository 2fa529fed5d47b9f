import type { Translation } from '../../message-ids.ts';
import type source from '../en/common.ts';

export default {
  zoneNote:
    'الأوقات بحسب المنطقة الزمنية للنشاط التجاري، {zone} (الساعة هناك {there}، وعندك {here}).',
} satisfies Translation<typeof source>;
