import type { Translation } from '../../message-ids.ts';
import type source from '../en/common.ts';

// Staff and clients are addressed with "tú" (docs/decisions/0056). {one} and {many} are the nouns
// a list is of ("cliente", "clientes"), given by its screen; the sentences avoid articles and
// adjectives that would have to agree with their gender.
export default {
  zoneNote:
    'Las horas están en la zona horaria del negocio, {zone} (allí son las {there}; donde estás tú, las {here}).',

  documentTitle: '{title} · {product}',

  areaBusiness: 'Negocio',
  areaClient: 'Clientes',
  areaNavigation: 'Área: {area}',
  navigation: 'Navegación',
  skipToContent: 'Saltar al contenido',
  navDashboard: 'Panel',
  navBookings: 'Reservas',
  navClients: 'Clientes',
  navServices: 'Servicios',
  navStaff: 'Equipo',
  navTransactions: 'Transacciones',
  navSettings: 'Configuración',
  notBuiltYet: 'Esta pantalla empezará a funcionar en una versión posterior.',

  errorPanelText: 'No se ha podido mostrar esta pantalla. Volver a intentarlo suele ayudar.',
  tryAgain: 'Reintentar',
  goHome: 'Ir a la página de inicio',
  notFoundText:
    'No hay ninguna página en esta dirección. Puede que el enlace sea antiguo o esté mal escrito.',
  loadingScreen: 'Cargando la pantalla',

  missingRecordTitle: 'No hay {what} en esta dirección',
  missingRecordText:
    '{business} no tiene {what} aquí. Puede que el enlace sea antiguo o esté mal escrito, o que pertenezca a otro negocio.',

  closeNotification: 'Cerrar la notificación',
  failedTitle: 'No ha funcionado',
  failedNotice: '<strong>{title}.</strong> {message}',
  undo: 'Deshacer',
  undone: 'Deshecho: todo está como antes.',
  notUndone: 'No se ha deshecho',

  listLoadFailed: 'No se ha podido cargar la lista de {many}',
  listLoading: 'Cargando {many}…',
  listNone: 'No hay {many}',
  listNoneMatch: 'No hay {many} que coincidan',
  listCount: '{count, plural, one {# {one}} other {# {many}}}',
  listShowing:
    'Mostrando {first, number}–{last, number} de {total, plural, one {# {one}} other {# {many}}}',
  listUpdating: '{summary} (actualizando…)',
  previousPage: 'Página anterior',
  nextPage: 'Página siguiente',
  page: 'Página {page}',

  status: 'Estado',
  active: 'Activo',
  inactive: 'Inactivo',
  all: 'Todos',
  dateFrom: 'Desde',
  dateTo: 'Hasta',

  copyLink: 'Copiar enlace',
  copied: 'Copiado',

  close: 'Cerrar',
  cancel: 'Cancelar',

  roleOwner: 'Propietario',
  roleAdmin: 'Administrador',
  roleStaff: 'Personal',

  addressMissing: 'Elige una dirección web.',
  addressInvalid:
    'Usa de 1 a 40 letras minúsculas, números o guiones, sin empezar ni terminar con un guion.',

  switcherLabel: 'Negocio',
  searchBusinessName: 'Nombre del negocio',
  searchBusinessHint: 'Al menos dos letras de su nombre.',
  searchBusinessNone: 'Ningún negocio tiene «{text}» en su nombre.',
  searchBusinessAction: '{action}: {business}',
  searching: 'Buscando',

  paletteButton: 'Buscar',
  paletteKeys: 'Ctrl K',
  paletteLabel: 'Paleta de comandos',
  palettePlaceholder: 'Busca clientes, reservas, servicios, equipo, pantallas…',
  paletteSearchLabel: 'Buscar en el negocio',
  paletteResults: 'Resultados',
  paletteNothingFound: 'No se ha encontrado nada.',
  paletteGoTo: 'Ir a',
  paletteClients: 'Clientes',
  paletteBookings: 'Próximas reservas',
  paletteServices: 'Servicios',
  paletteStaff: 'Equipo',
  paletteGroupClasses: 'Clases en grupo',
  palettePrivateAppointments: 'Citas privadas',
  jumpDashboard: 'Sesiones, llegadas e ingresos de hoy',
  jumpBookings: 'Calendario, sesiones y citas; nueva reserva',
  jumpClients: 'Lista de clientes; añadir o importar clientes',
  jumpServices: 'Servicios, precios y horario',
  jumpStaff: 'Equipo, invitaciones y horarios',
  jumpTransactions: 'El libro de cuentas, totales y exportación',
  jumpSettings: 'Perfil del negocio, políticas y tu cuenta',

  landingIntro:
    'Reservas y agenda para estudios, gimnasios, clínicas, profesores particulares y salones. Tu equipo gestiona sesiones, citas, clientes y pagos; tus clientes reservan y firman sus documentos en línea.',
  landingForBusinesses: 'Para negocios',
  landingForBusinessesText: 'Gestiona tus reservas, clientes, servicios, equipo y transacciones.',
  landingForClients: 'Para clientes',
  landingForClientsText: 'Reserva citas y sesiones en grupo, y gestiona tus documentos.',
  landingDemo: '¿Desarrollas el producto? <link>Mira la demo de la capa de datos</link>.',
  signedInTitle: 'Has iniciado sesión',
  signedInAs: 'Sesión iniciada como {who}.',
  signedInAccount: 'Has iniciado sesión con tu cuenta.',
  businessArea: 'Área del negocio',
  clientArea: 'Área de clientes',

  demoTitle: 'Demo de TanStack Query',
  demoIntro:
    'La capa de datos tal como la usa cada pantalla: consultas en caché que siguen vigentes cinco minutos y se reintentan tres veces, con una espera que se duplica cada vez hasta un máximo de 30 segundos, y el panel que muestra una pantalla cuando falla.',
  demoHealthTitle: 'Estado del servidor',
  demoHealthText:
    'Una consulta de <code>GET /health</code>. Sigue vigente cinco minutos; «Volver a consultar» pregunta de nuevo ahora.',
  demoHealthFailed: 'GET /health respondió {status}.',
  demoNever: 'nunca',
  demoNone: 'ninguno',
  demoResponseBody: 'Cuerpo de la respuesta',
  demoNoData: 'Todavía no hay datos.',
  demoRefetch: 'Volver a consultar',
  demoRetriesTitle: 'Reintentos con espera',
  demoRetriesText:
    'Una consulta que siempre falla. Se intenta una vez y se reintenta {retries} veces, esperando 1, 2 y luego 4 segundos, antes de quedarse con el error.',
  demoFailingError: 'Esta consulta falla a propósito, para mostrar los reintentos con espera.',
  demoNotStarted: 'sin empezar',
  demoNextRetry: 'próximo reintento',
  demoRetryIn: 'en {seconds} s',
  demoGaveUp: 'ninguno, se ha rendido',
  demoRunAgain: 'Ejecutarla otra vez',
  demoStartFailing: 'Iniciar la consulta que falla',
  demoErrorPanelTitle: 'El panel de error',
  demoErrorPanelText:
    'Una pantalla que lanza un error al renderizarse se sustituye por el panel de error, con un botón que muestra el mensaje del error.',
  demoThrow: 'Lanzar un error de renderizado',
  demoRenderError: 'La demo ha lanzado este error de renderizado a propósito.',
} satisfies Translation<typeof source>;
