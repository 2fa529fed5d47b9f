import type { Translation } from '../../message-ids.ts';
import type source from '../en/dashboard.ts';

export default {
  title: 'Panel',
  intro:
    'Hoy en {business}, {day}: las sesiones del día y su ocupación, quién ha llegado y el dinero cobrado.',
  timeZone: 'Zona horaria',

  quickActions: 'Acciones rápidas',
  newBooking: 'Nueva reserva',
  addClient: 'Añadir cliente',
  findAnything: 'Buscar cualquier cosa ({keys})',

  failuresTitle: 'Mensajes no entregados',
  failuresClients:
    'A clientes: mira el motivo y vuelve a enviarlos desde los mensajes de cada cliente.',
  failureCount: '({count})',
  moreClients: '{count, plural, one {Y # cliente más.} other {Y # clientes más.}}',
  failuresTeam:
    'Al equipo: revisa la dirección en Equipo y luego vuelve a invitar o avisa tú a la persona.',
  teamFailure: '{what} ({reason})',
  moreMessages: 'Y {count} más.',

  figuresTitle: 'Hoy en cifras',
  sessions: 'Sesiones',
  placesBooked: '{booked} de {places, plural, one {# plaza reservada} other {# plazas reservadas}}',
  arrivals: 'Llegadas',
  arrivalsValue: '{checkedIn} / {expected}',
  arrivalsDetail: 'registrados de los esperados',
  revenue: 'Ingresos',
  revenueDetail: '{taken} cobrados, {refunded} devueltos',

  sessionsTitle: 'Sesiones de hoy',
  nothingToday: 'No hay nada programado para hoy.',
  sessionTimes: '{start}–{end}',
  noTeacher: 'Todavía sin docente',
  sessionBooked: '{booked} / {capacity} reservadas',
  sessionCheckedIn: '{count, plural, one {# ha llegado} other {# han llegado}}',
  sessionFill:
    '{service}: {booked} de {capacity, plural, one {# plaza reservada} other {# plazas reservadas}}',
  full: 'Completo',
  waiting: '{count} en espera',
} satisfies Translation<typeof source>;
