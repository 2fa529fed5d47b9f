import type { Translation } from '../../message-ids.ts';
import type source from '../en/settings.ts';

export default {
  profileTitle: 'Perfil del negocio',
  profileIntro:
    'Cómo ven y contactan tus clientes a {business}. Su dirección de reservas sigue siendo /client-access/signup?tenant={slug}.',
  name: 'Nombre del negocio',
  nameInvalid: 'Ponle al negocio un nombre de 120 caracteres como máximo.',
  contactEmail: 'Correo de contacto',
  contactEmailInvalid: 'Escribe un correo electrónico como hola@example.com.',
  contactPhone: 'Teléfono de contacto',
  address: 'Dirección',
  addressHint:
    'Dónde encontrarte: en los mensajes a tus clientes y en cómo los resultados de búsqueda y los enlaces compartidos describen tu página de reservas.',
  timeZone: 'Zona horaria',
  timeZoneHint: 'Los horarios son horas locales de esta zona.',
  timeZoneMissing: 'Elige la zona horaria en la que trabajas.',
  currency: 'Moneda',
  currencyHint: 'Para los precios nuevos; los existentes conservan la suya.',
  currencyMissing: 'Elige la moneda en la que cobras.',
  language: 'Idioma',
  languageHint:
    'Tu página de reservas habla el idioma de cada visitante si es uno de estos y, si no, este.',
  saveProfile: 'Guardar perfil',
  profileSaved: 'El perfil del negocio se ha guardado.',
  profileNotSaved: 'El perfil del negocio no se ha guardado',
} satisfies Translation<typeof source>;
