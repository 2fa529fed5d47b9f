import type { Translation } from '../../message-ids.ts';
import type source from '../en/language.ts';

export default {
  label: 'Sprache',
  description: 'Die Sprache dieser Seiten und der Nachrichten, die Sie erhalten.',
  browser: 'Wie Ihr Browser: {language}',
  saved: 'Ihre Sprache ist gespeichert.',
  notSaved: 'Ihre Sprache wurde nicht gespeichert',
} satisfies Translation<typeof source>;
