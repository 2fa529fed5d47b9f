import type { Translation } from '../../message-ids.ts';
import type source from '../en/booking-page.ts';

// Clients are addressed with "tú", as booking and shopping sites do in Spain and Latin America
// (docs/decisions/0056).
export default {
  clientArea: 'Área de clientes',
  signIn: 'Iniciar sesión',
  heading: 'Reservar',
  intro:
    'Esto es lo que ofrece {business}: sesiones privadas, en las que eliges día y hora, y clases en grupo, en las que eliges una sesión y cómo pagar. No necesitas cuenta: al reservar solo indicas tu nombre y tu correo electrónico.',
  timeZone: 'Los horarios están en la zona horaria del negocio: {zone}.',
  tabNote: 'Al elegir, la reserva continúa en una pestaña nueva.',
  nothingToBook:
    '{business} todavía no tiene nada para reservar en línea. Pregúntales cómo puedes reservar.',
  privateSessions: 'Sesiones privadas',
  groupClasses: 'Clases en grupo',
  fromPrice: 'desde {price}',
  nextFree: 'Próximo horario libre: <strong>{time}</strong>',
  noFreeTimes: 'No hay horarios libres en las próximas dos semanas.',
  bookService: 'Reservar {service}',
  book: 'Reservar',
  noClasses: 'No hay clases en las próximas dos semanas.',
  showAll: '{count, plural, one {Ver # sesión} other {Ver las # sesiones}}',
  withStaff: 'con {staff}',
  staffToBeConfirmed: 'Docente por confirmar',
  embedNeedsBusiness:
    'A esta página de reservas le falta la dirección de un negocio. Vuelve a copiar el fragmento de código desde su configuración.',
  embedUnknownBusiness:
    'Ningún negocio tiene la dirección «{address}». Revisa el fragmento de código en su configuración.',
} satisfies Translation<typeof source>;
