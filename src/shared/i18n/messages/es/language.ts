import type { Translation } from '../../message-ids.ts';
import type source from '../en/language.ts';

export default {
  label: 'Idioma',
  description: 'El idioma de estas pantallas y de los mensajes que recibes.',
  browser: 'El de tu navegador: {language}',
  saved: 'Tu idioma se ha guardado.',
  notSaved: 'No se ha guardado tu idioma',
} satisfies Translation<typeof source>;
