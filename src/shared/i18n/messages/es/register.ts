import type { Translation } from '../../message-ids.ts';
import type source from '../en/register.ts';

// Clients are addressed with "tú". A pack is a "bono" whose credits are "créditos", a pass a
// "pase", a drop-in a "clase suelta"; paying "at the desk" is paying "en el centro".
export default {
  // Shared by the steps
  what: 'Qué',
  when: 'Cuándo',
  with: 'Con',
  where: 'Dónde',
  teacher: 'Docente',
  price: 'Precio',
  cancellation: 'Cancelación',
  payment: 'Pago',
  payWith: 'Pagar con',
  toBeConfirmed: 'Por confirmar',
  aTeacher: 'un docente',
  timeRange: '{start} a {end}',
  continue: 'Continuar',
  confirmBooking: 'Confirmar reserva',
  takePlace: 'Quedarme la plaza',
  payPriceByCard: 'Pagar {price} con tarjeta',
  payNowOrAtDesk: 'Paga ahora con tarjeta, o reserva ahora y paga en el centro.',

  // Finding a business
  findTitle: 'Buscar un negocio',
  findIntro: 'Busca por su nombre el estudio, gimnasio o consulta en el que quieres reservar.',
  businessNotFound: 'Negocio no encontrado',
  noBusinessAt:
    'Ningún negocio tiene la dirección «{address}». Revisa el enlace o busca el negocio por su nombre.',
  openBusiness: 'Abrir',

  // The catalogue
  bookTitle: 'Reservar',
  bookIntro:
    'Esto es lo que ofrece {business}: sesiones privadas, en las que eliges una hora con un docente, y clases en grupo, en las que eliges una sesión y cómo pagar.',
  bookIntroVisitor:
    'Esto es lo que ofrece {business}: sesiones privadas, en las que eliges una hora con un docente, y clases en grupo, en las que eliges una sesión y cómo pagar. No necesitas cuenta: al reservar solo indicas tu nombre y tu correo electrónico.',
  nothingToBook:
    '{business} todavía no tiene nada para reservar en línea. Pregúntales cómo puedes reservar.',
  privateSessions: 'Sesiones privadas',
  groupClasses: 'Clases en grupo',
  lengthAndPrice: '{length} <dot>·</dot> <strong>{price}</strong>',
  lengthFromPrice: '{length} <dot>·</dot> <strong>desde {price}</strong>',
  nextFree: 'Próximo horario libre: <strong>{time}</strong>',
  noFreeTimes: 'No hay horarios libres en las próximas dos semanas.',
  bookService: 'Reservar {service}',
  book: 'Reservar',
  noClasses: 'No hay clases en las próximas dos semanas.',
  showFewer: 'Ver menos sesiones',
  showAll: '{count, plural, one {Ver # sesión} other {Ver las # sesiones}}',
  withStaff: 'con {staff}',
  withStaffAt: 'con {staff} · {location}',
  sessionWithStaff: 'Con {staff}',
  sessionWithStaffAt: 'Con {staff} · {location}',
  staffToBeConfirmed: 'Docente por confirmar',
  staffToBeConfirmedAt: 'Docente por confirmar · {location}',
  fullYouHaveAPlace: 'Completo · tienes plaza',
  fullPlaceOffered: 'Completo · te ofrecen una plaza',
  fullOnWaitlist: 'Completo · estás en la lista de espera',
  placeBooked: 'Reservada',
  placeOffered: 'Plaza ofrecida',
  placeCancelled: 'Cancelada',
  waitlistNumber: 'Lista de espera n.º {position}',

  // Packs and passes bought ahead
  packsAndPasses: 'Bonos y pases',
  packName: '{service}: {option}',
  termsAndPrice: '{terms} · {price}',
  buyByCardFor: 'Comprar con tarjeta por {price}',
  packPaidUseIt: 'Pagado con tarjeta. Ya es tuyo: reserva una clase y elige usarlo.',

  // A link that cannot be used
  linkProblemTitle: 'Este enlace no se puede usar',
  backToCatalogue: 'Volver al catálogo',
  linkMissingService:
    'A este enlace le falta el servicio que reservar. Elige un servicio del catálogo.',
  linkInvalidService: 'El servicio de este enlace no es válido. Elige un servicio del catálogo.',
  linkMissingSession:
    'A este enlace le falta la sesión que reservar. Elige una sesión del catálogo.',
  linkInvalidSession: 'La sesión de este enlace no es válida. Elige una sesión del catálogo.',
  linkMissingOption:
    'A este enlace le falta la forma de pago. Vuelve a elegir la sesión en el catálogo.',
  linkInvalidOption:
    'La forma de pago de este enlace no es válida. Vuelve a elegir la sesión en el catálogo.',
  privateNotOffered:
    'Este servicio privado ya no se puede reservar, o el enlace está mal escrito. Elige un servicio del catálogo.',
  sessionNotOpen:
    'Esta sesión no admite reservas, o el enlace está mal escrito. Elige una sesión del catálogo.',
  wayNotOffered:
    'Esta forma de pago no está disponible para esta sesión. Vuelve a elegir la sesión en el catálogo.',

  // A private appointment: choosing
  privateTitle: 'Reservar una cita privada',
  privateIntro:
    'Elige una duración, un docente o cualquiera disponible, un día y una hora libre; después revisa y confirma.',
  payTitle: 'Paga para completar tu reserva',
  payIntro: 'Tu hora queda reservada mientras pagas con tarjeta.',
  lengthAndPriceLabel: 'Duración y precio',
  optionAndPrice: '{option} · {price}',
  anyAvailable: 'Cualquiera disponible',
  day: 'Día',
  freeTimesOn: 'Horarios libres el {day}',
  morning: 'Mañana',
  afternoon: 'Tarde',
  evening: 'Noche',
  lookingForTimes: 'Buscando horarios libres',
  noFreeTimesThatDay: 'No hay horarios libres ese día. Elige otro día.',
  chosenSlot: '{day} a las {time} con {staff}',
  chosenSlotAnyTeacher: '{day} a las {time} con un docente',

  // A private appointment: checking and paying
  serviceAndOption: '{service}, {option}',
  checkAndConfirm: 'Revisar y confirmar',
  priceByCardOnConfirm: '{price}, con tarjeta al confirmar',
  priceByCardOrDesk: '{price}, con tarjeta ahora o en el centro',
  priceOnAccount: '{price}, se carga a tu cuenta',
  confirmAndPayByCard: 'Confirmar y pagar con tarjeta',
  change: 'Cambiar',
  chooseTimeFirst: 'Elige primero una hora.',
  payByCardHeading: 'Pagar con tarjeta',
  timeHeldUntil:
    'La hora es tuya hasta las {time} mientras pagas. Si te vas sin pagar, se libera a esa hora.',
  timeHeld: 'La hora es tuya mientras pagas. Si te vas sin pagar, se libera.',

  // A group session: ways to pay
  chooseTitle: 'Elige cómo pagar',
  chooseIntro:
    'Elige cómo pagar esta sesión en grupo: con una membresía o un bono que ya tengas, como clase suelta, o con un bono o una membresía nuevos. Si es tu primera vez aquí, en la siguiente pantalla indicas tu nombre y tu correo electrónico.',
  haveAPlace: 'Tienes plaza en esta sesión',
  waitlistPosition: 'Eres el número {position} de la lista de espera.',
  placeOfferedToYou:
    'Se ha liberado una plaza y te la ofrecemos durante un tiempo: quédatela antes de que pase a la siguiente persona.',
  youAreBookedHere: 'Tienes la reserva hecha. Puedes cancelarla desde tu página de inicio.',
  heldChoice: '{option}: {detail}',
  waysToPay: 'Formas de pago',
  fullWaitlistAuto:
    'Esta sesión está completa. Elige cómo pagarías para apuntarte a su lista de espera: cuando se libere una plaza, será tuya y se pagará como hayas elegido.',
  fullWaitlistOffer:
    'Esta sesión está completa. Elige cómo pagarías para apuntarte a su lista de espera: cuando se libere una plaza, te la ofreceremos durante un tiempo.',
  fullNoWaitlist: 'Esta sesión está completa y este negocio no tiene lista de espera.',
  cannotPayOnline: 'Esta clase no se puede pagar en línea. Pide al negocio que te apunte.',
  useYour: 'Usar tu {option}',
  holdingValidUntil: '{holding}, válido hasta el {date}',
  included: 'Incluido',
  oneCredit: '1 crédito',
  thisSessionOnly: 'Paga solo esta sesión',
  buyThe: 'Comprar {option}',
  buyPackTerms: '{terms}; esta sesión usa el primer crédito',
  buyPassTerms: '{terms}; esta sesión ya está incluida',
  unlimited: 'Ilimitado',
  creditsLeft: '{count, plural, one {Queda # crédito} other {Quedan # créditos}}',

  // A group session: checking and confirming
  confirmTitle: 'Confirma tu reserva',
  confirmIntro:
    'Revisa el resumen y la política de cancelación y confirma. Si la sesión está completa, te apuntas a su lista de espera.',
  buyAndBook: 'Comprar y reservar',
  joinWaitlist: 'Apuntarme a la lista de espera',
  haveAPlaceSee: 'Tienes plaza: ver esta sesión',
  choiceAndCost: '{choice} ({cost})',
  fullNote:
    'La sesión está completa ({waiting, plural, one {# persona esperando} other {# personas esperando}}). Salir de la lista de espera es gratis y solo pagas si consigues plaza.',
  fullNoteBuy:
    'La sesión está completa ({waiting, plural, one {# persona esperando} other {# personas esperando}}). Salir de la lista de espera es gratis y solo pagas si consigues plaza. El bono se compra ahora.',
  continueToPayment: 'Continuar al pago',
  chooseAnotherWay: 'Elegir otra forma de pago',

  // Paying by card
  payNowOrBuyAtDesk: 'Paga ahora con tarjeta, o cómpralo ahora y paga en el centro.',
  buyByCardAndBook: 'Comprar con tarjeta por {price} y reservar',
  packPaidToUse: 'Has pagado «{option}»: ya está disponible para ti.',
  packPaidBooking: 'Has pagado «{option}»: reservando tu plaza…',
  paymentReceivedAdding: 'Pago recibido: añadiendo «{option}»…',
  placeHeldUntil:
    'Tu plaza queda reservada hasta las {time} mientras pagas. Si te vas sin pagar, se libera a esa hora.',
  placeHeld: 'Tu plaza queda reservada mientras pagas. Si te vas sin pagar, se libera.',
  placeWentElsewhere: 'Esta plaza ha pasado a otra persona',
  paymentRefunded:
    'Tu pago llegó después de que se diera la plaza, así que se te devuelve íntegro en tu tarjeta.',
  paymentReceivedConfirming: 'Pago recibido: confirmando tu plaza…',
  offeredWhileYouPay: 'La plaza sigue ofrecida para ti mientras pagas.',
  takenByCard: 'Para quedártela, págala con tarjeta antes de que caduque la oferta.',
  payToTake: 'Pagar {price} con tarjeta para quedármela',

  // A refusal
  refusedTitle: 'No se ha podido reservar',
  goToDocuments: 'Ir a tus documentos',

  // A newcomer's details, code and documents
  signInToBook: 'Inicia sesión para reservar',
  newHere: 'Es mi primera vez: reservar con mi nombre y mi correo',
  enterCode: 'Escribe el código que te hemos enviado',
  codeConfirms: 'Su código de 6 dígitos confirma tu dirección y hace la reserva.',
  code: 'Código',
  useAnotherEmail: 'Usar otra dirección de correo',
  noAccountWithCode: 'No se ha encontrado ninguna cuenta con ese código.',
  bookAsYourself: 'Reservar con tu cuenta',
  yourDetails: 'Tus datos',
  firstTime:
    'Es tu primera reserva en {business}: el negocio recibirá tu nombre y tu correo electrónico.',
  firstTimeWithPhone:
    'Es tu primera reserva en {business}: el negocio recibirá tu nombre, tu correo electrónico y tu número de teléfono.',
  newTo:
    '¿Es tu primera vez en {business}? Indica tu nombre y tu correo: te enviaremos un código de 6 dígitos para confirmarlo y tu cuenta se creará con tu reserva. ¿Ya has reservado antes? El código inicia tu sesión.',
  fullName: 'Nombre completo',
  phone: 'Teléfono',
  phoneOptional: 'Teléfono (opcional)',
  emailMeCode: 'Enviarme un código',
  haveAccount: 'Tengo una cuenta: iniciar sesión',
  enterFullName: 'Escribe tu nombre completo.',
  nameTooLong: 'Usa como máximo 200 caracteres.',
  enterPhone: 'Escribe tu número de teléfono: este negocio lo pide.',
  phoneFormat: 'Usa solo números, espacios y + ( ) . -, por ejemplo +34 612 345 678.',
  signBeforeFirst: 'Firma antes de tu primera reserva',
  asksToSign:
    '{business} pide a cada cliente nuevo que firme {count, plural, one {este documento} other {estos documentos}} antes de su primera reserva. Tu reserva continúa en cuanto firmes.',

  // The confirmation that ends every way of booking (decision 0054)
  documentTitle: '{heading} · {product}',
  bookedHeading: 'Reserva hecha',
  bookedAndPaidHeading: 'Reserva hecha y pagada',
  onWaitlistHeading: 'Estás en la lista de espera: {place}',
  placeConfirmed: 'Tu plaza está confirmada.',
  appointmentConfirmed: 'Tu cita está confirmada.',
  paidPlaceConfirmed: 'Pagado con tarjeta. Tu plaza está confirmada.',
  paidAppointmentConfirmed: 'Pagado con tarjeta. Tu cita está confirmada.',
  waitlistAutoNews: 'Cuando se libere una plaza, será tuya y se pagará como hayas elegido.',
  waitlistOfferNews: 'Cuando se libere una plaza, te la ofreceremos durante un tiempo.',
  whatYouBooked: 'Lo que has reservado',
  waitingFor: 'Lo que esperas',
  calendarTitle: '{what} ({business})',
  calendarDetails: 'Con {staff}',
  calendarLabel: '{what}, {when}',
  ifYouCannotCome: 'Si no puedes venir',
  leavingWaitlist: 'Salir de la lista de espera',
  leavingWaitlistFree: 'Salir de la lista de espera es gratis.',
  leaveFromHome: 'Puedes salir desde tu página de inicio, en «Próximas reservas».',
  cancelFromHome:
    'Cancela desde tu página de inicio: en «Próximas reservas», su botón «Cancelar» te indica lo que cuesta cancelar antes de confirmar.',
  goHome: 'Ir a tu página de inicio',
  seeSession: 'Ver esta sesión',
  bookSomethingElse: 'Reservar otra cosa',

  // How a place was paid
  paidByCard: '{price}, pagado con tarjeta',
  free: 'Gratis',
  toPayAtDesk: '{price}, a pagar en el centro',
  chargedIfPlace: '{price}, solo se cobra si consigues plaza',
  yourPass: 'Tu pase «{option}»',
  yourPassIfPlace: 'Tu pase «{option}», si consigues plaza',
  creditFrom: 'Un crédito de tu bono «{option}»',
  creditIfPlace: 'Un crédito de tu bono «{option}», que solo se usa si consigues plaza',
  boughtByCard: 'Compra de {option} por {price}, pagada con tarjeta',
  boughtAtDesk: 'Compra de {option} por {price}, a pagar en el centro',
  boughtIfPlace: '{bought} (su primer crédito solo se usa si consigues plaza)',
  withCreditsLeft: '{text} ({left})',

  // The cancellation policy
  windowDays: '{count, plural, one {# día} other {# días}}',
  windowHours: '{count, plural, one {# hora} other {# horas}}',
  windowMinutes: '{count, plural, one {# minuto} other {# minutos}}',
  windowHoursAndMinutes: '{hours} y {minutes}',
  cancelFree: 'Cancela gratis hasta el {until} ({window} antes).',
  cancelFreeCreditBack: 'Cancela gratis hasta el {until} ({window} antes) y recupera tu crédito.',
  cancelFreeMoneyBack: 'Cancela gratis hasta el {until} ({window} antes) y recupera los {price}.',
  afterThat: 'Después, no se devuelve nada.',
  afterThatFee: 'Después, cancelar tarde cuesta {fee} y no se devuelve nada.',
  startsInsideWindow:
    'Empieza en menos de {window}, el plazo de cancelación: si cancelas, no se devuelve nada.',
  startsInsideWindowFee:
    'Empieza en menos de {window}, el plazo de cancelación: si cancelas, te cuesta {fee} y no se devuelve nada.',
} satisfies Translation<typeof source>;
