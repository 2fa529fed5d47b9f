import type { Translation } from '../../message-ids.ts';
import type source from '../en/language.ts';

export default {
  label: 'اللغة',
  description: 'لغة هذه الصفحات والرسائل التي تصلك.',
  browser: 'لغة متصفحك: {language}',
  saved: 'تم حفظ لغتك.',
  notSaved: 'لم تُحفظ لغتك',
} satisfies Translation<typeof source>;
