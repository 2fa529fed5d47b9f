import type { Translation } from '../../message-ids.ts';
import type source from '../en/link-preview.ts';

export default {
  bookWith: 'Reserva en {business}',
  serviceTitle: '{service} · {business}',
  sessionTitle: '{service}, {start} · {business}',
  offersAt: '{business} ofrece {offers} en {address}.',
  offers: '{business} ofrece {offers}.',
  businessAt: '{business}, {address}.',
  more: 'más',
  bookOnline: 'Reserva en línea.',
  bookOnlineWith: 'Reserva en línea en {business}.',
  atBusiness: 'En {business}.',
  atBusinessAddress: 'En {business}, {address}.',
  productDescription:
    'Reservas y agenda para negocios y sus clientes: sesiones, citas, clientes, pagos y documentos.',
} satisfies Translation<typeof source>;
