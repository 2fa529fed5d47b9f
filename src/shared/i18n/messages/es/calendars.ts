import type { Translation } from '../../message-ids.ts';
import type source from '../en/calendars.ts';

export default {
  title: 'Calendarios',
  cardText:
    'Conecta tus propios calendarios: las horas ocupadas allí impiden que los clientes te reserven, y tus reservas aparecen allí. <link>Abrir calendarios</link>',
  intro:
    'Tus propios calendarios y {business}: las horas ocupadas en los calendarios que elijas no se pueden reservar, y tus reservas se escriben en el que elijas. Volver a <link>Configuración</link>.',
  loading: 'Cargando calendarios',
  signInAgain: 'Vuelve a iniciar sesión para cambiar tus calendarios.',
  serverAnswered: 'El servidor respondió {status}.',

  noStaffTitle: 'Nada tuyo que conectar',
  noStaffText:
    'No tienes perfil de equipo en {business}, así que no hay reservas tuyas que sincronizar. Un propietario o administrador puede añadirte en Equipo.',
  ownTitle: 'Tus calendarios conectados',
  ownIntro:
    'Elige qué calendarios bloquean tus horas libres y cuál recibe tus reservas. Las horas ocupadas se leen cada pocos minutos, y al momento cuando el proveedor avisa de un cambio.',
  emptyTitle: 'Aún no hay calendarios conectados',
  emptyText:
    'Conecta uno abajo. Sus horas ocupadas impedirán que los clientes de {business} te reserven entonces, y tus reservas aparecerán en él al hacerse, moverse y cancelarse.',
  noDestination:
    'Ninguno de tus calendarios recibe tus reservas: elige uno con «Recibe mis reservas».',

  providerCaldav: 'CalDAV',
  providerGoogle: 'Google Calendar',
  providerMicrosoft: 'Microsoft 365',
  connectionTitle: '{provider}: {account}',
  calendarsOf: 'Calendarios de {account}',
  noCalendars: 'Esta cuenta no tiene calendarios.',
  syncedAgo: 'Última sincronización {when}',
  notSyncedYet: 'Aún sin sincronizar',
  syncing: 'Sincronizando ahora…',
  syncNow: 'Sincronizar ahora',
  syncNowLabel: 'Sincronizar {account} ahora',
  syncAsked: '{account} se está sincronizando ahora.',
  syncNotAsked: 'No se inició la sincronización',
  errorTitle: 'Esta cuenta necesita atención',
  errorText: 'Desde {when}: {reason} Vuelve a conectarla para seguir.',
  errorUnknown: 'Algo salió mal ({code}).',
  disconnect: 'Desconectar',
  disconnectLabel: 'Desconectar {account}',
  disconnectTitle: '¿Desconectar {account}?',
  disconnectText:
    'Sus horas ocupadas dejan de bloquear tus horas libres y no se escriben más reservas en él. Los eventos ya escritos se quedan en ese calendario: bórralos allí si ya no los quieres.',
  keepConnected: 'Mantenerla',
  disconnected: '{account} está desconectada.',
  notDisconnected: 'No se desconectó',

  blocks: 'Bloquea mis horas libres',
  blocksLabel: '{calendar} bloquea mis horas libres',
  receives: 'Recibe mis reservas',
  receivesLabel: '{calendar} recibe mis reservas',
  blocksOn: '{calendar} ahora bloquea tus horas libres.',
  blocksOff: '{calendar} ya no bloquea tus horas libres.',
  receivesOn: 'Tus reservas van ahora a {calendar}.',
  useNotSaved: 'Ese cambio no se guardó',
  usesBlocks: 'bloquea horas libres',
  usesReceives: 'recibe reservas',
  usesNothing: 'Sin uso',
  busyCount:
    '{count, plural, =0 {Ningún evento ocupado} one {# evento ocupado} other {# eventos ocupados}}',
  pendingWrites:
    '{count, plural, one {# reserva pendiente de escribir} other {# reservas pendientes de escribir}}',
  readOnly: 'Solo lectura: no puede recibir reservas',
  syncError: 'No leído: {reason}',
  writeError: 'Reservas no escritas: {reason}',

  connectTitle: 'Conectar un calendario',
  connectIntro:
    'Google y Microsoft 365 te piden iniciar sesión con ellos y permitir el acceso. Cualquier otro calendario con CalDAV (iCloud, Fastmail, Nextcloud, Radicale) se conecta con su dirección, tu usuario y una contraseña de aplicación.',
  connectGoogle: 'Conectar Google',
  connectMicrosoft: 'Conectar Microsoft 365',
  oauthNotSetUp:
    'Google y Microsoft 365 aparecen aquí cuando un propietario o administrador de {business} los haya configurado.',
  oauthNotSetUpAdmin:
    'Google y Microsoft 365 aparecen aquí cuando los configures abajo, en «Google y Microsoft 365 para tu equipo».',
  consentNotOpened: 'No se abrió la página de inicio de sesión',
  connectedNotice: '{provider} está conectado: se están leyendo sus horas ocupadas.',
  notConnected: 'El calendario no se conectó',
  caldavTitle: 'CalDAV: iCloud, Fastmail, Nextcloud y otros',
  serverUrl: 'Dirección del calendario',
  serverUrlHint:
    'iCloud: https://caldav.icloud.com · Fastmail: https://caldav.fastmail.com · Nextcloud: https://tu-nube/remote.php/dav',
  username: 'Usuario',
  usernameHint: 'Normalmente tu correo electrónico.',
  appPassword: 'Contraseña de aplicación',
  appPasswordHint:
    'Créala en los ajustes de seguridad de tu cuenta (iCloud y Fastmail la exigen). Se guarda sellada y no se vuelve a mostrar.',
  connectCaldav: 'Conectar',

  clientsTitle: 'Google y Microsoft 365 para tu equipo',
  clientsIntro:
    'Tu equipo conecta calendarios de Google y Microsoft 365 mediante el registro de aplicación propio de {business} en cada uno, igual que los pagos con tarjeta usan tus propias claves. Registra allí una aplicación, dale la dirección de redirección de abajo e introduce aquí su ID de cliente y su secreto.',
  clientSetUp: 'Configurado el {when}, ID de cliente {clientId}.',
  clientNotSetUp: 'Sin configurar: tu equipo aún no puede conectar {provider}.',
  redirectUri: 'Dirección de redirección que registrar',
  copyRedirect: 'Copiar la dirección de redirección de {provider}',
  clientId: 'ID de cliente',
  clientIdTestHint:
    'En esta prueba, un ID de cliente que empieza por test_ usa el proveedor de prueba integrado, con cualquier secreto.',
  clientSecret: 'Secreto de cliente',
  clientSecretHint: 'Se guarda sellado y no se vuelve a mostrar: introdúcelo cada vez que guardes.',
  saveClient: 'Guardar {provider}',
  clientSaved: '{provider} está configurado para tu equipo.',
  clientNotSaved: '{provider} no se configuró',
  removeClient: 'Quitar',
  removeClientNamed: 'Quitar {provider}',
  removeClientTitle: '¿Quitar {provider}?',
  removeClientText:
    'Nadie de tu equipo podrá conectar {provider}, y los calendarios ya conectados a través de él dejan de sincronizarse.',
  clientRemoved: '{provider} se ha quitado.',
  clientNotRemoved: 'No se quitó',

  staffTitle: 'Calendarios conectados',
  staffIntro:
    'Los calendarios propios de {name}: los que bloquean sus horas libres y aquel en el que se escriben sus reservas. {name} los elige en Configuración › Calendarios.',
  staffNone: '{name} no ha conectado calendarios.',

  clashBadge: 'Choque de calendario',
  clashTitle: 'Esta sesión choca con una hora ocupada',
  clash: 'Choca con el calendario de {staff}: {title}, {time}',
  clashNoStaff: 'Choca con el calendario del instructor: {title}, {time}',
  clashBusy: 'Ocupado',
  clashTime: '{start}–{end}',
} satisfies Translation<typeof source>;
