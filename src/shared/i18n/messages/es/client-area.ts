import type { Translation } from '../../message-ids.ts';
import type source from '../en/client-area.ts';

// Clients are addressed with "tú" (docs/decisions/0056).
export default {
  // The shell and its navigation
  navHome: 'Inicio',
  navBook: 'Reservar',
  navDocuments: 'Documentos',
  navSettings: 'Ajustes',
  navSignOut: 'Cerrar sesión',
  navSignIn: 'Iniciar sesión',
  close: 'Cerrar',
  sentence: '{text}.',
  term: '{term}:',
  timeRange: '{start}–{end}',

  // Home
  homeTitle: 'Inicio',
  homeIntro: 'Hola, {name}. Tus reservas, créditos y saldo en {business}.',
  bookButton: 'Reservar una clase o una cita',

  // Home: documents waiting
  documentsToSign: 'Documentos por firmar ({count})',
  documentNeededToBook: '{title} (debes firmarlo antes de tu primera reserva)',
  readAndSignThenBook: 'Léelos y fírmalos; después, reserva',
  readAndSignThem: 'Léelos y fírmalos',

  // Home: upcoming bookings
  upcomingHeading: 'Próximas reservas',
  nothingBooked: 'Todavía no tienes nada reservado. <link>Busca una clase o una cita</link>.',
  withStaff: 'con {staff}',
  withStaffAt: 'con {staff} · {location}',
  privateAppointment: 'Cita privada',
  groupClass: 'Clase',
  placeAccepted: 'La plaza en {service} es tuya.',
  placeNotAccepted: 'No se ha aceptado la plaza',
  accept: 'Aceptar',
  acceptLabel: 'Aceptar la plaza en {service}, {when}',
  calendarTitle: '{service} ({business})',
  calendarDetails: 'Con {staff}',
  placeLabel: '{service}, {when}',
  cancel: 'Cancelar',
  cancelLabel: 'Cancelar {service}, {when}',

  // Home: a place's status
  statusBooked: 'Reservada',
  statusHeld: 'Retenida',
  heldDetail: 'Te la guardamos mientras terminas la reserva.',
  statusWaitlistNumber: 'Lista de espera n.º {position}',
  statusWaitlist: 'Lista de espera',
  waitlistDetail: 'Avanzas automáticamente cuando alguien cancela.',
  statusOffered: 'Plaza ofrecida',
  offeredDetailBy: 'Hay una plaza libre para ti: acéptala hasta el {deadline}.',
  offeredDetail: 'Hay una plaza libre para ti: acéptala para quedártela.',

  // Home: cancelling a place
  cancelledNotice: '{service} se ha cancelado.',
  leaveWaitlistTitle: '¿Salir de la lista de espera de {service}?',
  cancelTitle: '¿Cancelar {service}?',
  checkingPolicy: 'Comprobando la política de cancelación',
  inTime: 'A tiempo según la política de cancelación',
  late: 'Fuera de plazo: el plazo terminó el {deadline}',
  keepIt: 'Mantenerla',
  leaveWaitlist: 'Salir de la lista de espera',
  cancelBooking: 'Cancelar reserva',

  // Home: balance and credits
  balanceHeading: 'Saldo y créditos',
  balance: 'Saldo',
  payNextVisit: 'Paga en tu próxima visita o pregunta en {business} cómo pagar.',
  noPacks: 'Todavía no tienes bonos ni pases.',
  payByCard: 'Pagar {amount} con tarjeta',
  paymentReceivedBalance: 'Pago recibido: actualizando tu saldo…',
  paidThanks: 'Pagado con tarjeta. ¡Gracias!',

  // Documents
  documentsTitle: 'Documentos',
  documentsIntro:
    'Los documentos que {business} te pide firmar, los que ya has firmado y los archivos que ha compartido contigo.',
  toSignHeading: 'Por firmar',
  nothingToSign: 'Nada que firmar: has firmado todos los documentos vigentes.',
  version: 'Versión {version}',
  signBeforeFirstBooking: 'Firmar antes de tu primera reserva',
  readAndSignLabel: 'Leer y firmar {title}',
  readAndSign: 'Leer y firmar',
  signedNotice: 'Has firmado {title}.',
  signedHeading: 'Firmados',
  noSignedDocuments: 'Todavía no has firmado ningún documento.',
  signatureBy: 'Versión {version}, firmada por {name} el {date}',
  signatureByYou: 'Versión {version}, firmada por ti el {date}',
  readLabel: 'Leer {title}',
  read: 'Leer',
  sharedHeading: 'Compartidos contigo',
  noSharedFiles: '{business} no ha compartido ningún archivo contigo.',
  sharedFilesLabel: 'Archivos compartidos contigo',

  // Settings
  settingsTitle: 'Ajustes',
  settingsIntro:
    'Tu perfil, los mensajes que recibes, los negocios en los que reservas y cómo inicias sesión.',
  accountNote: 'Esto cambia cómo inicias sesión en todos los negocios en los que reservas.',

  // Settings: profile
  profileTitle: 'Perfil',
  profileIntro: 'Cómo te conoce y te contacta {business}.',
  profileFormLabel: 'Tu perfil',
  fullName: 'Nombre completo',
  phone: 'Teléfono',
  birthDate: 'Fecha de nacimiento',
  nameMissing: 'Escribe tu nombre completo.',
  nameTooLong: 'Tu nombre debe tener menos de 200 caracteres.',
  saveProfile: 'Guardar perfil',
  profileSaved: 'Tu perfil se ha guardado.',

  // Settings: messages
  messagesTitle: 'Mensajes',
  messagesIntro:
    'Lo que te envía {business}. Las confirmaciones de tus reservas, cancelaciones e inscripciones en listas de espera, y los avisos de sesiones canceladas o cambiadas, siempre llegan por correo electrónico.',
  remindersLabel: 'Recordatorios antes de una sesión',
  remindersHint: 'Un correo (y un SMS, si los tienes activados) antes de cada reserva.',
  textsLabel: 'SMS',
  textsHint: 'A {phone}, cuando {business} envíe SMS.',
  textsNoPhone: 'Añade un número de teléfono a tu perfil para recibirlos.',
  reminderLinkNote:
    'Cada correo de recordatorio incluye también un enlace para desactivar los recordatorios sin iniciar sesión.',
  textsOn: 'Los SMS están activados.',
  textsOff: 'Los SMS están desactivados.',
  remindersOn: 'Los recordatorios están activados.',
  remindersOff: 'Los recordatorios están desactivados.',

  // Settings: businesses
  businessesTitle: 'Tus negocios',
  businessesSeveral:
    'En cada uno de estos reservas por separado: cambia de negocio para ver y reservar en otro.',
  businessesOne:
    'El negocio en el que reservas. Únete a otro con el enlace que te haya dado o buscándolo por su nombre.',
  currentBusiness: 'Actual',
  switchTo: 'Cambiar a {business}',
  joinAnother: 'Unirte a otro negocio',

  // Settings: saved cards
  savedCardsHeading: 'Tarjetas guardadas',
  loadingCards: 'Cargando tus tarjetas guardadas',
  noSavedCards:
    'No tienes tarjetas guardadas. Marca «{label}» cuando pagues con tarjeta en {business}.',
  cardLabel: '{brand} terminada en {last4}',
  cardExpires: '{card}, caduca en {expiry}',
  removeCard: 'Eliminar {card}',
  remove: 'Eliminar',

  // A waitlist offer's link (offer.tsx)
  seeYourBookings: 'Ver tus reservas',
  backHome: 'Volver a la página de inicio',
  zoneTime: 'hora de {city}',
  offerSession: 'Sesión',
  offerWhen: 'Cuándo',
  offerWhenValue: '{start}–{end} ({zone})',
  offerWith: 'Con',
  offerWhere: 'Dónde',
  offerHeldUntil: 'Reservada para ti hasta',
  offerHeldUntilValue: '{deadline} ({zone})',
  placeNotTaken: 'No se ha podido tomar la plaza',
  signInToPay: 'Inicia sesión y paga con tarjeta para quedártela',
  takePlace: 'Quedarme la plaza',
  offerOpenTitle: 'Hay una plaza libre para ti',
  offerOpenTake:
    '{business} te guarda una plaza en {service}. Quédatela antes de que caduque la oferta; después pasará a la siguiente persona de la lista de espera.',
  offerOpenPayByCard:
    '{business} te guarda una plaza en {service}. Inicia sesión y págala con tarjeta antes de que caduque la oferta; después pasará a la siguiente persona de la lista de espera.',
  offerTakenTitle: 'La plaza es tuya',
  offerTakenText:
    'Tu plaza en {service} en {business} está confirmada. Te enviamos la confirmación por correo electrónico.',
  offerLapsedTitle: 'Esta oferta ha caducado',
  offerLapsedText:
    'La plaza en {service} estuvo reservada para ti durante un tiempo y ha pasado a la siguiente persona de la lista de espera. Puedes reservar otra sesión o apuntarte a su lista de espera.',
  offerCancelledTitle: 'Esta sesión se ha cancelado',
  offerCancelledText: '{business} ha cancelado {service}, así que no hay ninguna plaza que tomar.',
  offerUnknownTitle: 'Este enlace no es una oferta de la lista de espera',
  offerUnknownText:
    'Puede que esté mal escrito o que una oferta más reciente lo haya sustituido: usa el enlace del último correo del negocio.',

  // A reminder's unsubscribe link (unsubscribe.tsx)
  yourSettings: 'Tus ajustes',
  remindersStillOn: 'Los recordatorios siguen activados',
  done: 'Hecho',
  remindersOffFrom: 'Los recordatorios de {business} están desactivados.',
  stopReminders: 'Desactivar recordatorios',
  unsubscribeUnknownTitle: 'Este enlace no lo hemos enviado nosotros',
  unsubscribeUnknownText:
    'Puede que esté mal escrito o incompleto: vuelve a abrir el enlace del correo completo. También puedes desactivar los recordatorios en Ajustes cuando inicies sesión.',
  remindersOffTitle: 'Los recordatorios están desactivados',
  remindersOffText:
    '{business} no te enviará recordatorios antes de tus sesiones. Seguirás recibiendo un correo cuando reserves, canceles o te apuntes a una lista de espera, y cuando se cancele o cambie una sesión. Para volver a recibir recordatorios, actívalos en Ajustes.',
  stopRemindersTitle: '¿Desactivar los recordatorios?',
  stopRemindersText:
    '{business} te envía un recordatorio antes de cada sesión. Desactivarlos solo detiene esos recordatorios: seguirás recibiendo un correo cuando reserves, canceles o te apuntes a una lista de espera, y cuando se cancele o cambie una sesión.',
} satisfies Translation<typeof source>;
