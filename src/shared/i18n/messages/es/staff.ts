import type { Translation } from '../../message-ids.ts';
import type source from '../en/staff.ts';

// The team is the "equipo"; the person reading is addressed with "tú".
export default {
  // Words several screens share
  name: 'Nombre',
  email: 'Correo electrónico',
  role: 'Rol',
  cancel: 'Cancelar',
  close: 'Cerrar',
  keepIt: 'Mantener',
  columnActions: 'Acciones',
  nameInvalid: 'Escribe un nombre de 120 caracteres como máximo.',
  emailInvalid: 'Escribe un correo electrónico como nombre@example.com.',
  doesNotSignIn: 'No inicia sesión',
  endAfterStart: 'El final debe ser posterior al inicio.',

  // The team
  listTitle: 'Equipo',
  listIntro:
    'Tu equipo: quién inicia sesión y con qué rol, sus perfiles, su horario semanal y sus ausencias.',
  listIntroInvite:
    'Tu equipo: quién inicia sesión y con qué rol, sus perfiles, su horario semanal y sus ausencias. Invita a nuevos miembros por correo electrónico.',
  team: 'Equipo',
  searchLabel: 'Buscar en el equipo',
  searchPlaceholder: 'Nombre o correo',
  nounOne: 'persona',
  nounMany: 'personas',
  listEmpty: 'Aún no hay nadie en el equipo.',
  listUnmatched: 'Nadie coincide con estos filtros.',
  leftTheTeam: 'Ha dejado el equipo',

  // A profile without a sign-in
  addAProfile: 'Añadir un perfil',
  addStaffProfile: 'Añadir un perfil del equipo',
  profileAdded: 'Se ha añadido a {name}. Ahora configura su horario semanal.',
  profileNotAdded: 'El perfil no se ha añadido',
  emailOptionalHint: 'Opcional. No inicia sesión hasta que le envíes una invitación.',
  addProfile: 'Añadir perfil',

  // Invitations
  invitations: 'Invitaciones',
  invitationsIntro:
    'Cada invitación se envía por correo a la dirección, con un enlace para aceptarla: la persona se registra o inicia sesión con esa dirección y la acepta en la pantalla de configuración inicial. Es válida 7 días; cópiala para enviarla tú también, o vuelve a enviarla cuando haya caducado.',
  invitationMessage:
    'Te han invitado a unirte a {business}. Regístrate o inicia sesión como {email} y acepta la invitación: {link}',
  copied: 'Se ha copiado la invitación para {email}: pégala en un mensaje.',
  sentAgain: 'La invitación se ha vuelto a enviar a {email}, válida 7 días más.',
  revokeTitle: '¿Retirar la invitación?',
  revokeBody: '{email} ya no podrá unirse a {business} con ella.',
  revoke: 'Retirar',
  revoked: 'Se ha retirado la invitación para {email}.',
  revokeFor: 'Retirar la invitación para {email}',
  noInvitations: 'No hay invitaciones pendientes de aceptar.',
  pendingInvitations: 'Invitaciones pendientes',
  validUntil: 'Válida hasta',
  expired: 'Caducada',
  sendAgain: 'Volver a enviar',
  sendAgainTo: 'Volver a enviar a {email}',
  copyLink: 'Copiar enlace',
  copyLinkFor: 'Copiar el enlace para {email}',
  inviteForm: 'Invitar a un miembro del equipo',
  invited:
    'Se ha invitado a {email} con el rol de {role, select, admin {administrador} other {personal}}: le llegará la invitación por correo. También puedes copiar el enlace para enviarlo tú.',
  invitationNotMade: 'La invitación no se ha creado',
  inviteAsStaff: 'Personal: reservas, clientes, registro de asistencia',
  inviteAsAdmin: 'Administrador: también servicios, equipo y dinero',
  invite: 'Invitar',

  // A member's screen
  allStaff: 'Todo el equipo',
  recordWhat: 'miembro del equipo',
  readOnly: 'Solo los administradores y propietarios cambian el equipo; tú puedes consultarlo.',
  services: 'Servicios',
  noServices: 'Aún no imparte ningún servicio: márcalo en la pestaña Equipo de un servicio.',

  // Profile
  profile: 'Perfil',
  profileSaved: 'Se ha guardado el perfil de {name}.',
  profileNotSaved: 'El perfil no se ha guardado',
  colourInvalid: 'Elige un color como #4c6ef5.',
  seenByClients: 'Lo ven tus clientes.',
  phone: 'Teléfono',
  colour: 'Color en el calendario',
  bio: 'Biografía',
  activeSwitch: 'Activo: se puede reservar y programar',
  saveProfile: 'Guardar perfil',

  // Role
  roleDescriptionStaff: 'Gestiona reservas, clientes, asistencia y notas.',
  roleDescriptionAdmin: 'También servicios, el equipo, el dinero y los documentos.',
  roleDescriptionOwner: 'También la configuración del negocio y los roles.',
  noLongerMember: 'Ya no es miembro del negocio: no puede iniciar sesión en él.',
  noSignIn: 'Este perfil no inicia sesión. Invita a su correo electrónico para darle acceso.',
  roleChanged:
    '{name} ahora tiene el rol de {role, select, owner {propietario} admin {administrador} other {personal}}.',
  roleNotChanged: 'El rol no se ha cambiado',
  roleInBusiness: 'Rol en el negocio',
  changeRole: 'Cambiar rol',
  roleReadOnly: '{role}: {description} Solo quien es propietario cambia los roles.',
  onlyOwnerChangesRoles: 'Solo quien es propietario puede cambiar los roles.',
  roleNotAllowed: 'Tu rol en este negocio no lo permite.',

  // Time off
  timeOff: 'Ausencias',
  timeOffIntro:
    'Durante una ausencia no se puede reservar ninguna sesión privada con {name}. Las horas son locales de {zone}.',
  enterStartAndEnd: 'Escribe el día y la hora de inicio y de fin.',
  timeOffAdded: 'Se ha añadido la ausencia de {name}.',
  timeOffNotAdded: 'La ausencia no se ha añadido',
  removeTimeOffTitle: '¿Quitar esta ausencia?',
  removeTimeOffBody: '{when}: se podrá volver a reservar con {name} en ese tiempo.',
  remove: 'Quitar',
  timeOffRemoved: 'Se ha quitado la ausencia.',
  timeOffRange: 'Del {from} al {to}',
  removeTimeOff: 'Quitar la ausencia {when}',
  noTimeOff: 'No hay ausencias previstas.',
  plannedTimeOff: 'Ausencias previstas',
  from: 'Desde',
  until: 'Hasta',
  reason: 'Motivo',
  addTimeOff: 'Añadir ausencia',
  fromDay: 'Día de inicio',
  fromTime: 'Hora de inicio',
  untilDay: 'Día de fin',
  untilTime: 'Hora de fin',
  reasonExample: 'Vacaciones',

  // Weekly hours
  weeklyHours: 'Horario semanal',
  weeklyIntro:
    'Cuándo se puede reservar a {name} para sesiones privadas, en hora local de {zone}: las 09:00 siguen siendo las 09:00 cuando cambia la hora. {hours, plural, one {# hora} other {# horas}} a la semana.',
  hoursSaved: 'Se ha guardado el horario semanal de {name}.',
  hoursNotSaved: 'El horario no se ha guardado',
  addHours: 'Añadir horas',
  addHoursOn: 'Añadir horas el {day}',
  notWorking: 'No trabaja',
  span: '{day}, tramo {position}',
  spanFrom: '{span}, desde',
  spanUntil: '{span}, hasta',
  spanInputs: '{from}<dash>–</dash>{until}',
  removeSpan: 'Quitar {span}',
  saveWeeklyHours: 'Guardar horario semanal',
  unsaved: 'Cambios sin guardar',
  enterSpan: 'Escribe un inicio y un final, como 09:00 y 17:00.',
  overlaps: 'Se solapa con {from}–{to} el mismo día.',
} satisfies Translation<typeof source>;
