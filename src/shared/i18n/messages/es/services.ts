import type { Translation } from '../../message-ids.ts';
import type source from '../en/services.ts';

// A service is a "servicio", sold as a "sesión privada" or a "clase en grupo"; each meeting of a
// class is a "sesión". The business's staff are addressed with "tú".
export default {
  // Words several screens share
  name: 'Nombre',
  kind: 'Tipo',
  cancel: 'Cancelar',
  close: 'Cerrar',
  places: 'Plazas',
  placesPerSession: 'Plazas por sesión',
  durationMinutes: 'Duración (minutos)',
  location: 'Lugar',
  instructor: 'Docente',
  kindGroup: 'En grupo',
  kindPrivate: 'Privado',
  saved: '{name} se ha guardado.',
  durationInvalid: 'Escribe una duración de 5 a 1440 minutos.',
  placesInvalid: 'Escribe de 1 a 1000 plazas.',
  colourInvalid: 'Elige un color como #4c6ef5.',

  // The list of services
  listTitle: 'Servicios',
  listIntro:
    'Los servicios privados y en grupo que ofreces, con sus opciones y precios, el equipo que los imparte, sus reglas de reserva y el horario de las clases.',
  nounOne: 'servicio',
  nounMany: 'servicios',
  listEmpty: 'Aún no hay servicios. Crea el primero: una clase en grupo o una sesión privada.',
  listUnmatched:
    'Ningún servicio coincide con estos filtros. Borra la búsqueda o elige otro estado.',
  searchLabel: 'Buscar servicios',
  allKinds: 'Todos los tipos',
  columnDuration: 'Duración',
  oneClient: 'Un cliente',

  // A new service
  newService: 'Nuevo servicio',
  nameMissing: 'Ponle un nombre al servicio.',
  created: '{name} se ha creado. Ahora añade sus opciones.',
  kindGroupClass: 'Clase en grupo',
  kindPrivateSession: 'Sesión privada',
  createService: 'Crear servicio',

  // A service's screen and its tabs
  allServices: 'Todos los servicios',
  recordWhat: 'servicio',
  readOnly:
    'Solo los administradores y propietarios cambian los servicios; tú puedes consultarlos.',
  copyBookingLink: 'Copiar el enlace para reservar este servicio',
  tabDetails: 'Detalles',
  tabStaff: 'Equipo',
  tabRules: 'Reglas de reserva',
  tabTimetable: 'Horario',
  optionsAndPrices: 'Opciones y precios',
  variantsAndPrices: 'Variantes y precios',
  notSaved: 'El servicio no se ha guardado',

  // Details
  detailsIntro:
    'Lo que tus clientes ven en el catálogo. Las sesiones ya programadas conservan sus horas; una nueva duración se aplica a las nuevas.',
  detailsForm: 'Detalles del servicio',
  nameInvalid: 'Ponle al servicio un nombre de 120 caracteres como máximo.',
  description: 'Descripción',
  placesHint: 'Las sesiones nuevas empiezan con estas plazas.',
  colour: 'Color en el calendario',
  activeSwitch: 'Activo: los clientes pueden reservarlo',
  saveDetails: 'Guardar detalles',

  // Booking rules
  rulesIntro:
    'Cuándo pueden tus clientes reservar y cancelar este servicio. Los márgenes dejan libre a la persona del equipo antes y después de cada reserva.',
  bufferInvalid: 'Escribe de 0 a 240 minutos.',
  noticeInvalid: 'Escribe de 0 a 720 horas.',
  advanceInvalid: 'Escribe de 1 a 730 días.',
  windowInvalid: 'Escribe 0 horas o más.',
  rulesSaved: 'Las reglas de reserva se han guardado.',
  bufferBefore: 'Margen antes (minutos)',
  bufferAfter: 'Margen después (minutos)',
  minNotice: 'Antelación mínima (horas)',
  minNoticeHint: 'Cuánto antes del inicio pueden reservar todavía los clientes.',
  maxAdvance: 'Reservable hasta (días de antelación)',
  ownWindow: 'Un plazo de cancelación propio',
  ownWindowHint: 'Si no, se aplica el plazo de cancelación del negocio.',
  window: 'Plazo de cancelación (horas antes del inicio)',
  windowHint: 'Cancelar después cuenta como cancelación tardía.',
  policiesOwner:
    'Se aplican las políticas del negocio (cargo por cancelación tardía, lista de espera). <link>Cámbialas en Configuración</link>',
  policiesOthers:
    'Se aplican las políticas del negocio (cargo por cancelación tardía, lista de espera). Quien es propietario las cambia en Configuración.',
  saveRules: 'Guardar reglas',

  // Staff who deliver it
  nowDelivers: '{name} ahora imparte {service}.',
  noLongerDelivers: '{name} ya no imparte {service}.',
  staffIntroPrivate:
    'A quién pueden reservar tus clientes para este servicio; su horario semanal y sus ausencias deciden los huecos libres.',
  staffIntroGroup: 'Quién puede dar esta clase; el docente de cada sesión lo eliges en el horario.',
  noStaff: 'Aún no hay equipo. <link>Invita a tu equipo</link>.',
  deliveredBy: 'Lo imparte',
  noLongerActive: 'Ya no está activo',

  // Options and variants
  optionsIntro:
    'Las formas de pagar una sesión: una clase suelta, un bono de clases válido unos días o un pase ilimitado.',
  variantsIntro: 'Cada variante tiene su propia duración y precio, como 30 minutos o una hora.',
  addOption: 'Añadir opción',
  addVariant: 'Añadir variante',
  noOptions:
    'Aún no hay opciones: los clientes no pueden reservar este servicio hasta que tenga una.',
  noVariants:
    'Aún no hay variantes: los clientes no pueden reservar este servicio hasta que tenga una.',
  options: 'Opciones',
  variants: 'Variantes',
  edit: 'Editar',
  editName: 'Editar {name}',
  noLongerOffered: '{name} ya no se ofrece.',
  offeredAgain: '{name} vuelve a ofrecerse.',
  optionVariant: 'Variante',
  optionDropIn: 'Clase suelta',
  optionPack: 'Bono de clases',
  optionPass: 'Pase ilimitado',
  columnGives: 'Qué incluye',
  columnPrice: 'Precio',
  columnStatus: 'Estado',
  columnActions: 'Acciones',
  offered: 'Se ofrece',
  notOffered: 'No se ofrece',
  stopOffering: 'Dejar de ofrecer',
  stopOfferingName: 'Dejar de ofrecer {name}',
  offerAgain: 'Volver a ofrecer',
  offerAgainName: 'Volver a ofrecer {name}',
  termsDropIn: 'Una sesión',
  termsPack:
    '{credits, plural, one {# clase} other {# clases}}, válido {days, plural, one {# día} other {# días}}',
  termsPass: 'Ilimitado, válido {days, plural, one {# día} other {# días}}',

  // An option's form
  newOption: 'Nueva opción',
  price: 'Precio ({currency})',
  priceHint: 'En la moneda del negocio, como 12,50.',
  classesInPack: 'Clases del bono',
  validFor: 'Válido durante (días desde la compra)',
  save: 'Guardar',
  add: 'Añadir',
  optionNameInvalid: 'Ponle un nombre a la opción (120 caracteres como máximo).',
  priceInvalid: 'Escribe un precio en {currency}, como 12,50.',
  creditsInvalid: 'Escribe un número de clases de 1 a 1000.',
  validityInvalid: 'Escribe cuántos días es válido, de 1 a 3650.',

  // Timetable
  timetableIntro:
    'Las próximas sesiones de {service}. Programa una serie semanal: sus horas siguen siendo la misma hora local de {zone} aunque cambie la hora.',
  scheduleSeries: 'Programar una serie semanal',
  noUpcoming: 'No hay próximas sesiones.',
  nextOfTotal: 'Las próximas {shown} de {total} sesiones.',
  upcomingCount: '{count, plural, one {# próxima sesión.} other {# próximas sesiones.}}',
  upcomingSessions: 'Próximas sesiones',
  columnWhen: 'Cuándo',
  sessionWhen: '{start}–{end}',
  notAssigned: 'Sin asignar',

  // A weekly series
  notListed: '{name} (no figura en este servicio)',
  scheduled:
    '{count, plural, one {Se ha programado # sesión.} other {Se han programado # sesiones.}}',
  weekdays: 'Días de la semana',
  startTime: 'Hora de inicio',
  startTimeHint:
    'Hora local de {zone}; cada sesión dura {minutes, plural, one {# minuto} other {# minutos}}.',
  firstDay: 'Primer día',
  lastDay: 'Último día',
  noInstructor: 'Aún sin docente',
  instructorHint: 'La serie se rechaza si el docente ya tiene una reserva a alguna de sus horas.',
  locationExample: 'Sala 1',
  makesNone: 'Todavía no hay sesiones: elige días de la semana dentro de las fechas.',
  makes: '{count, plural, one {Esto crea # sesión.} other {Esto crea # sesiones.}}',
  schedule: 'Programar',
  weekdaysMissing: 'Elige al menos un día de la semana.',
  startTimeInvalid: 'Escribe una hora de inicio como 18:00.',
  firstDayMissing: 'Elige el primer día.',
  firstDayPast: 'El primer día no puede ser anterior a hoy.',
  lastDayMissing: 'Elige el último día.',
  lastDayBeforeFirst: 'El último día no puede ser anterior al primero.',
  seriesTooLong: 'Una serie dura un año como máximo.',
} satisfies Translation<typeof source>;
