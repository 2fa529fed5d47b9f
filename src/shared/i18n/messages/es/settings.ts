import type { Translation } from '../../message-ids.ts';
import type source from '../en/settings.ts';

export default {
  // Settings (index.tsx)
  settingsTitle: 'Configuración',
  settingsIntroOwner:
    'El perfil de tu negocio, las políticas de reserva, la seguridad del equipo, los documentos para clientes y tu propia cuenta.',
  settingsIntroDocuments: 'Los documentos que firman tus clientes y tu propia cuenta.',
  settingsIntroOwnAccount:
    'Tu propia cuenta: correo electrónico, contraseña y dispositivos con sesión iniciada.',
  bookingPageCardTitle: 'Tu página de reservas',
  bookingPageCardText:
    'Su enlace, un código QR, el fragmento de código para tu web, y tu logo y tu color. <link>Página de reservas</link>',
  paymentsCardText:
    'Conecta la cuenta de Stripe del negocio y elige qué pagan tus clientes en línea. <link>Pagos</link>',
  messagesCardTitle: 'Mensajes a tus clientes',
  messagesCardText:
    'Qué correos y SMS reciben tus clientes, cuándo se envían los recordatorios, el remitente y tus propios textos. <link>Notificaciones</link>',
  ownerSettingsTitle: 'Algunos ajustes son cosa de los propietarios',
  ownerSettingsText:
    'Solo un propietario de {business} cambia el perfil del negocio y las políticas de reserva. Avísales si hay que cambiar algo.',
  ownerSettingsAndDocumentsText:
    'Solo un propietario de {business} cambia el perfil del negocio y las políticas de reserva, y solo los administradores y propietarios cambian sus documentos. Avísales si hay que cambiar algo.',
  accountIntro:
    'Esto cambia tu propio inicio de sesión, en todos los negocios para los que trabajas.',
  settingsOwnerOnly: 'Solo un propietario puede cambiar la configuración del negocio.',

  // Business profile
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
  currencyOption: '{code} · {name}',
  currencyMissing: 'Elige la moneda en la que cobras.',
  language: 'Idioma',
  languageHint:
    'Tu página de reservas habla el idioma de cada visitante si es uno de estos y, si no, este.',
  saveProfile: 'Guardar perfil',
  profileSaved: 'El perfil del negocio se ha guardado.',
  profileNotSaved: 'El perfil del negocio no se ha guardado',

  // Policies
  policiesTitle: 'Políticas',
  policiesIntro:
    'Qué pasa cuando un cliente cancela tarde o no se presenta, cómo pasan las plazas liberadas a la lista de espera y qué firman los clientes antes de reservar. Un servicio puede tener su propio plazo de cancelación.',
  cancellationWindow: 'Plazo de cancelación (horas)',
  cancellationWindowHint: 'Cancelar con menos antelación que esta antes del inicio es tarde.',
  cancellationWindowInvalid: 'Escribe 0 horas o más.',
  lateCancelFee: 'Cargo por cancelación tardía ({currency})',
  lateCancelFeeHint: 'Se cobra en lugar de un reembolso; 0 para ninguno.',
  noShowFee: 'Cargo por no presentarse ({currency})',
  noShowFeeHint:
    'Se cobra una vez, al registrar la asistencia, cuando un cliente que reservó se marca como no presentado; se devuelve si al final lo marcas como presente. El cliente recibe un correo sobre el cargo. 0 para ninguno.',
  feeInvalid: 'Escribe un importe en {currency}, como 5,00 (0 para ninguno).',
  feeTooHigh: 'Escribe como máximo {maximum, number} {currency}.',
  waitlist: 'Lista de espera cuando una sesión está completa',
  freedPlace: 'Cuando se libera una plaza',
  freedPlaceToFirst: 'Dársela al primero de la lista de espera de inmediato',
  freedPlaceOffered: 'Ofrecérsela al primero, que debe aceptarla a tiempo',
  offerLasts: 'Una oferta dura (minutos)',
  offerLastsHint: 'Después pasa a la siguiente persona.',
  offerLastsInvalid: 'Escribe cuántos minutos dura una oferta (1 o más).',
  documentsFirst: 'Los clientes firman los documentos obligatorios antes de su primera reserva',
  documentsFirstHint:
    'Marca los documentos en «Documentos para clientes», más abajo. No se bloquea al equipo cuando reserva en recepción.',
  phoneFirst: 'Los clientes nuevos dan un número de teléfono al reservar en línea',
  phoneFirstHint: 'Se pide en la página de reservas a quien reserva por primera vez.',
  savePolicies: 'Guardar políticas',
  policiesSaved:
    'Las políticas se han guardado. Se aplican a cancelaciones y listas de espera a partir de ahora.',
  policiesNotSaved: 'Las políticas no se han guardado',

  // Team security
  teamSecurityTitle: 'Seguridad del equipo',
  teamSecurityIntro:
    'Exige un segundo paso al iniciar sesión (un código de una app o de un SMS, o una llave de acceso) a todas las personas que trabajan en {business}. Hasta que lo configuren y lo usen, no verán nada del negocio.',
  ownTwoStepFirstTitle: 'Primero tu propia cuenta',
  ownTwoStepFirstText:
    'Configura el inicio de sesión en dos pasos para ti en «Tu cuenta», más abajo, y luego vuelve aquí.',
  requireTwoStep: 'Exigir el inicio de sesión en dos pasos al equipo',
  twoStepRequired:
    'Ahora todo el equipo inicia sesión en dos pasos. Quien aún no lo tenga lo configurará en su próxima visita.',
  twoStepOwnChoice: 'El inicio de sesión en dos pasos es ahora decisión de cada persona.',
  twoStepNotChanged: 'No se ha cambiado',

  // Export
  exportTitle: 'Exportar el negocio',
  exportIntro:
    'Todo lo que guarda {business}: su equipo, servicios, reservas, clientes y sus notas, plazas, asistencia, libro de cuentas y documentos, en un único archivo JSON tomado en un mismo momento.',
  exportButton: 'Descargar todo (JSON)',
  exportDownloaded: 'La exportación se ha descargado.',
  exportFailed: 'No se ha exportado',
  exportNotMade: 'No se pudo hacer la exportación. Inténtalo de nuevo.',

  // Client documents
  documentsTitle: 'Documentos para clientes',
  documentsIntro:
    'Exenciones de responsabilidad y formularios que tus clientes leen y firman en el portal de clientes. Al editar el texto se crea una versión nueva: los clientes la vuelven a firmar y se conserva lo que firmaron antes.',
  newDocument: 'Nuevo documento',
  noDocuments:
    'Aún no hay documentos. Añade una exención de responsabilidad para que tus clientes la firmen antes de reservar.',
  documentsList: 'Documentos',
  closeDialog: 'Cerrar',
  editDocument: 'Editar {title}',
  columnTitle: 'Título',
  columnVersion: 'Versión',
  columnRules: 'Reglas',
  columnActions: 'Acciones',
  inUse: 'En uso',
  notInUse: 'Sin uso',
  signed: 'Con firma',
  readOnly: 'Solo lectura',
  beforeFirstBooking: 'Antes de la primera reserva',
  edit: 'Editar',
  require: 'Exigir',
  stopRequiring: 'Dejar de exigir',
  requireDocument: 'Exigir {title} antes de reservar',
  stopRequiringDocument: 'Dejar de exigir {title} antes de reservar',
  documentRequired: '{title} ahora es obligatorio antes de una primera reserva.',
  documentNoLongerRequired: '{title} ya no es obligatorio antes de reservar.',
  activate: 'Activar',
  deactivate: 'Desactivar',
  activateDocument: 'Activar {title}',
  deactivateDocument: 'Desactivar {title}',
  documentInUseAgain: '{title} vuelve a estar en uso.',
  documentNoLongerInUse: '{title} ya no está en uso.',
  documentChangeRefused: 'Tu rol en este negocio no permite hacer esto.',
  loadingDocumentText: 'Cargando el texto',
  documentTitle: 'Título',
  documentTitleInvalid: 'Ponle al documento un título de 200 caracteres como máximo.',
  documentText: 'Texto',
  documentTextHint: 'Si lo cambias, se crea una versión nueva que los clientes deben firmar.',
  documentTextMissing: 'Escribe el texto que leerán tus clientes.',
  clientsSign: 'Los clientes lo firman',
  requiredBeforeFirstBooking: 'Obligatorio antes de una primera reserva',
  requiredBeforeFirstBookingHint:
    'Se aplica cuando la política del negocio pide documentos antes de reservar.',
  saveDocument: 'Guardar',
  cancelDocument: 'Cancelar',
  documentSaved: '{title} se ha guardado.',
  documentSavedAsNewVersion: '{title} se ha guardado como versión nueva.',

  // Booking page
  bookingPageTitle: 'Página de reservas',
  bookingPageIntro:
    'Donde tus clientes reservan en {business}: su logo, color y descripción, el enlace para compartir, un código QR para imprimir y el fragmento de código para tu propia web. <link>Toda la configuración</link>',
  brandOwnerOnlyTitle: 'La imagen de marca es cosa de los propietarios',
  brandOwnerOnlyText: 'Solo un propietario de {business} cambia su logo, color y descripción.',

  // Brand
  brandTitle: 'Imagen de marca',
  brandIntro:
    'Tu logo, tu color y una breve descripción, en tu página de reservas, en el área de tus clientes y en las vistas previas de enlaces.',
  logo: 'Logo',
  noLogo: 'Aún no hay logo: el nombre de tu negocio se muestra solo.',
  logoAlt: 'Tu logo',
  uploadLogo: 'Subir un logo',
  replaceLogo: 'Cambiar el logo',
  removeLogo: 'Quitar el logo',
  logoRules:
    'PNG, JPEG, WebP o GIF, de 1 MB como máximo. Lo mejor es un logo ancho sobre fondo transparente.',
  logoSaved: 'El logo se ha guardado.',
  logoNotSaved: 'El logo no se ha guardado',
  logoRemoved: 'El logo se ha quitado.',
  logoNotRemoved: 'El logo no se ha quitado',
  logoWrongType:
    'Elige una imagen PNG, JPEG, WebP o GIF para el logo (no se aceptan SVG ni otros archivos).',
  logoTooLarge:
    'Esta imagen ocupa {megabytes, number, ::.0} MB; un logo puede ocupar 1 MB como máximo. Guárdala más pequeña e inténtalo de nuevo.',
  logoOverLimit:
    'Un logo puede ocupar 1 MB como máximo. Guárdalo más pequeño e inténtalo de nuevo.',
  accentColour: 'Color de acento',
  accentColourHint:
    'Para botones y enlaces. Debe ser lo bastante oscuro para que el texto blanco encima se lea bien (WCAG AA, 4,5:1).',
  accentColourPlaceholder: 'El azul del producto',
  pickColour: 'Tomar el color de la pantalla',
  colourDarkenedTitle: 'Oscurecido para que se lea bien',
  colourNotAColour: '«{text}» no es un color. Escríbelo como #rrggbb, por ejemplo #1c7ed6.',
  colourDarkened:
    '{colour} tiene un contraste de {contrast, number, ::.0}:1 con el blanco; los botones y enlaces necesitan {minimum, number}:1 para leerse bien, así que se ha oscurecido a {shade}, el tono más cercano que lo alcanza.',
  colourTooPale:
    '{colour} tiene un contraste de {contrast, number, ::.0}:1 con el blanco; los botones y enlaces necesitan {minimum, number}:1 para leerse bien, y el tono más cercano que lo alcanza ({shade}) es otro color. Elige un color más oscuro.',
  shortDescription: 'Descripción breve',
  shortDescriptionHint:
    'Lo que tus clientes leen bajo tu nombre, también en las vistas previas de enlaces. {left, plural, one {Queda # carácter.} other {Quedan # caracteres.}}',
  descriptionTooLong: 'La descripción no puede pasar de 280 caracteres.',
  preview: 'Vista previa',
  previewButton: 'Reservar una clase',
  previewLink: 'Un enlace',
  saveBrand: 'Guardar imagen de marca',
  brandSaved:
    'La imagen de marca se ha guardado. Tu página de reservas y el área de clientes ya la muestran.',
  brandNotSaved: 'La imagen de marca no se ha guardado',
  brandOwnerOnly: 'Solo un propietario puede cambiar la imagen de marca del negocio.',

  // Sharing the booking page
  shareTitle: 'Comparte tu página de reservas',
  shareIntro:
    'Cualquiera con el enlace ve lo que ofrece {business} y reserva, con sesión iniciada o sin ella.',
  bookingPageLink: 'Enlace a tu página de reservas',
  qrCodeTitle: 'Código QR',
  qrCodeIntro:
    'Para la recepción, folletos y carteles: la cámara de un móvil abre la página de reservas.',
  qrCodeOf: 'Código QR de {link}',
  qrCodeDownload: 'Descargar el código QR (SVG, nítido a cualquier tamaño)',
  ownWebsiteTitle: 'En tu propia web',
  ownWebsiteIntro:
    'Pega esto donde quieras que aparezca tu horario: muestra tus servicios, sesiones y precios en cualquier web y ajusta su altura a ellos. En las webs indicadas abajo, tus clientes también reservan dentro; en las demás, la reserva continúa en una pestaña nueva, con lo que hayan elegido.',
  embedSnippet: 'Fragmento de código para insertar',
  copySnippet: 'Copiar el fragmento',
  embedFrameTitle: 'Reserva en {business}',
  websites: 'Tus sitios web',
  websitesHint:
    'Una dirección por línea, como https://example.com. Tu horario se ve en cualquier web; en estas, tus clientes también reservan dentro de la tarjeta, y en las demás la reserva continúa en una pestaña nueva. Solo estas webs pueden mostrar tus páginas de reservas en un marco.',
  websiteInvalid: '«{entry}» no es una dirección web como https://example.com.',
  tooManyWebsites: 'Indica como máximo {count, plural, one {# sitio web} other {# sitios web}}.',
  saveWebsites: 'Guardar sitios web',
  websitesSaved:
    'Los sitios web se han guardado. En ellos, tus clientes reservan dentro de la tarjeta.',
  noWebsitesSaved:
    'No hay sitios web indicados: la tarjeta muestra tu horario en todas partes y la reserva continúa en una pestaña nueva.',
  websitesNotSaved: 'Los sitios web no se han guardado',
  websitesOwnerOnly: 'Solo un propietario puede cambiar los sitios web del negocio.',

  // Payments
  paymentsTitle: 'Pagos',
  paymentsIntro:
    'Cómo pagan con tarjeta los clientes de {business}: la cuenta de Stripe a la que va el dinero y lo que pagan en línea al reservar o comprar. <link>Toda la configuración</link>',
  paymentsOwnerOnlyTitle: 'Los pagos son cosa de los propietarios',
  paymentsOwnerOnlyText:
    'Solo un propietario de {business} conecta sus pagos y elige qué se paga en línea.',
  cardPaymentsTitle: 'Pagos con tarjeta',
  cardPaymentsIntro: 'Tus clientes pagan en la propia cuenta de Stripe del negocio.',
  cardPaymentsIntroWithTest:
    'Tus clientes pagan en la propia cuenta de Stripe del negocio. Hasta que conectes una, el proveedor de prueba integrado os permite a ti y a tus clientes probar cualquier pago con tarjetas de prueba.',
  notConnectedTitle: 'Sin conectar',
  notConnectedText:
    'Tus clientes pagan en recepción hasta que {business} conecte un proveedor de pagos.',
  connectedToTestProvider: 'Conectado al proveedor de prueba',
  connectedToStripeLive: 'Conectado a Stripe (real)',
  connectedToStripeTest: 'Conectado a Stripe (modo de prueba)',
  connected: 'Conectado.',
  connectedOn: 'Conectado el {day}.',
  connectedWithKey: 'Conectado, clave publicable {key}….',
  connectedOnWithKey: 'Conectado el {day}, clave publicable {key}….',
  webhookEndpoint:
    'Endpoint del webhook (añádelo en tu panel de Stripe, para payment intents y charges)',
  copyAddress: 'Copiar dirección',
  provider: 'Proveedor',
  testProvider: 'Proveedor de prueba: solo tarjetas de prueba, sin dinero real',
  stripeProvider: 'Stripe: las claves de tu propia cuenta',
  secretKey: 'Clave secreta',
  secretKeyHint: 'sk_… o una clave restringida rk_…',
  publishableKey: 'Clave publicable',
  publishableKeyHint: 'pk_…',
  webhookSecret: 'Secreto de firma del webhook',
  webhookSecretHint: 'whsec_…, que se muestra para el endpoint de arriba',
  connect: 'Conectar',
  connectAgain: 'Volver a conectar',
  connectedTest:
    'Conectado al proveedor de prueba: tus clientes pueden probar a pagar y no se mueve dinero real.',
  connectedStripe: 'Conectado a tu cuenta de Stripe.',
  connectFailed: 'Sin conectar',
  payOnlineTitle: 'Qué pagan tus clientes en línea',
  payOnlineIntro:
    'Lo que se paga en línea se paga con tarjeta cuando el cliente lo reserva o lo compra; su plaza queda guardada mientras paga, y no puede reservarlo para pagar después. Lo demás también se puede pagar en recepción. Tu equipo puede seguir reservando y vendiendo cualquier cosa a un cliente en recepción.',
  paidOnline: 'Se paga en línea al reservar o comprar',
  onlineOrAtDesk: 'En línea o en recepción',
  feesToSavedCard:
    'Cobrar los cargos por cancelación tardía y por no presentarse en la tarjeta guardada del cliente',
  feesToSavedCardHint:
    'Cuando un cliente con una tarjeta guardada cancela tarde o se marca como no presentado, el cargo se cobra en esa tarjeta al momento y aparece como pago con tarjeta en sus transacciones. Si la tarjeta se rechaza, el cargo queda pendiente y el cliente recibe un correo para pagarlo. También puedes cobrar en su tarjeta lo que debe un cliente desde sus Transacciones.',
  savePaymentChoices: 'Guardar opciones de pago',
  paymentChoicesSaved: 'Guardado: tus clientes verán estas opciones la próxima vez que reserven.',
  paymentChoicesNotSaved: 'No se ha guardado',
} satisfies Translation<typeof source>;
