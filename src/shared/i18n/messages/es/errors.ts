import type { Translation } from '../../message-ids.ts';
import type source from '../en/errors.ts';

// Each select keeps English's cases: the SPA chooses the case by the server's English sentence.
export default {
  // Bookings, sessions and places.
  already_cancelled: 'Esta reserva ya está cancelada.',
  already_enrolled: 'Ya tienes una plaza (o un lugar en la lista de espera) en esta sesión.',
  booking_completed: 'Una reserva completada no se puede cancelar.',
  booking_not_found:
    '{case, select, session {Esa sesión no existe.} calendar {No tienes ninguna reserva así, o se canceló.} other {Esa reserva no existe.}}',
  capacity_below_taken:
    '{taken, plural, one {Hay # plaza ocupada} other {Hay # plazas ocupadas}}: la capacidad no puede ser menor. Cancela plazas primero.',
  check_in_closed: 'Puedes registrar tu llegada desde 30 minutos antes del inicio hasta el final.',
  enrollment_not_found:
    '{case, select, offer {Esa oferta no existe.} checkIn {No existe esa plaza para registrar la llegada.} payment {No existe esa plaza de este cliente para pagar.} other {No existe esa reserva para cancelar.}}',
  idempotency_conflict: 'Esta clave de solicitud ya se usó para otro cliente.',
  invalid_capacity:
    '{case, select, private {Una cita privada es para un solo cliente.} other {Una sesión tiene capacidad para entre 1 y 1000 personas.}}',
  invalid_range:
    '{case, select, timetable {Un horario va de un primer día a un último día con un año de diferencia como máximo.} other {Pide horarios libres entre dos momentos separados por 62 días como máximo.}}',
  invalid_at_risk_days: 'Cuenta a un cliente en riesgo tras 1 a 365 días sin visita.',
  invalid_period:
    'Elige un periodo cuyo primer día no sea posterior al último, de tres años como máximo.',
  invalid_reason: 'Indica el motivo en 500 caracteres como máximo.',
  invalid_start:
    '{case, select, session {Elige cuándo empieza la sesión.} other {Elige cuándo empieza la reserva.}}',
  invalid_status: 'Marca la asistencia como presente, tarde o ausente.',
  invalid_weekdays: 'Elige días de la semana del 1 (lunes) al 7 (domingo).',
  no_credits:
    '{case, select, pack {No te quedan créditos de clase: compra un bono o paga una clase suelta.} other {No hay un pase válido para esta clase: compra uno o paga una clase suelta.}}',
  no_offer: 'No hay ninguna oferta abierta para esta plaza.',
  not_a_group_service:
    '{case, select, timetable {Un horario es para servicios de grupo.} other {Una sesión es para un servicio de grupo; en su lugar, reserva una cita privada para el cliente.}}',
  not_a_group_session: 'Las citas privadas se reservan con book_private.',
  not_active: 'Esta plaza ya está cancelada.',
  not_bookable:
    'Solo los servicios privados activos tienen horarios libres; los servicios de grupo tienen sesiones.',
  not_confirmed: 'Solo se puede registrar la llegada de una plaza confirmada.',
  not_scheduled: 'Solo se puede cambiar una reserva programada.',
  offer_expired:
    '{case, select, waitlist {Esta oferta ha caducado: la plaza pasó a la siguiente persona de la lista de espera.} other {Esta oferta ha caducado: la plaza pasa a la siguiente persona.}}',
  offer_not_found:
    'Este enlace no es (o ya no es) una oferta de la lista de espera: revisa el último correo del negocio.',
  session_closed: 'Esta sesión ya empezó, terminó o se canceló.',
  session_full:
    '{case, select, waitlist {Esta sesión está completa: únete a su lista de espera.} counted {Esta sesión está completa ({taken} de {capacity, plural, one {# plaza ocupada} other {# plazas ocupadas}}): añade al cliente a su lista de espera.} other {Esta sesión está completa.}}',
  slot_taken:
    '{case, select, justTaken {Alguien acaba de reservar esa hora: elige otra.} other {Esa hora ya no está libre: elige otra.}}',
  staff_busy:
    '{case, select, named {{staff} ya tiene {service} el {day} a las {time}: elige otra hora u otro docente.} timetable {El docente ya tiene una reserva el {day} a las {time}: cambia la hora o el docente.} other {El docente ya tiene una reserva a esa hora: elige otra hora u otro docente.}}',
  staff_required: 'Una cita privada necesita un miembro del equipo.',

  // The catalogue and the team.
  already_member:
    '{case, select, plan {Esta membresía ya está activa: no se contrata dos veces.} other {{email} ya está en el equipo.}}',
  hours_overlap: 'El {day}, el tramo de {from} a {to} se solapa con otro.',
  invalid_email: 'Indica un correo electrónico como nombre@ejemplo.com.',
  invalid_hours:
    '{case, select, list {Envía el horario como una lista de día de la semana, inicio y fin.} backwards {El {day}, el tramo de {from} a {to} termina antes de empezar.} other {Cada tramo necesita un día de la semana del 1 (lunes) al 7 (domingo) y horas como 09:00.}}',
  invalid_option_kind:
    '{case, select, private {Un servicio privado se ofrece en variantes (una duración y un precio).} other {Un servicio de grupo se ofrece como clase suelta, bono de clases o pase.}}',
  invalid_role: 'Invita como administrador o como miembro del equipo.',
  invitation_expired: 'Esta invitación ha caducado: pide una nueva.',
  invitation_not_found: 'No hay ninguna invitación para ti con este enlace.',
  invitation_used: 'Esta invitación ya se aceptó.',
  last_owner: 'Un negocio necesita al menos un propietario.',
  not_on_the_team:
    'Todavía no impartes sesiones ni citas en este negocio: primero un propietario tiene que añadirte al equipo.',
  option_not_found:
    '{case, select, dropIn {Elige la opción de clase suelta de esta clase.} service {Elige una de las opciones de este servicio.} notOnSale {Esta opción no está a la venta.} other {Elige una opción de esta clase: clase suelta, bono o pase.}}',
  service_not_found: 'Ese servicio no existe.',
  staff_not_found:
    '{case, select, active {Elige un miembro activo del equipo.} other {Ese miembro del equipo no existe.}}',
  staff_profile_not_found:
    '{case, select, reports {No tienes perfil de equipo en este negocio, así que no hay sesiones tuyas para un informe.} other {No tienes perfil de equipo en este negocio, así que no se reservan citas contigo.}}',
  two_step_required_first:
    'Configura el inicio de sesión en dos pasos para tu propia cuenta, y úsalo, antes de exigírselo a tu equipo.',

  // Who may do what.
  forbidden:
    '{case, select, paymentOptions {Solo el propietario cambia cómo se paga en el negocio.} testMessages {Solo un propietario de este negocio envía mensajes de prueba.} staffHours {Tu rol no permite cambiar el horario del equipo.} resend {Solo el equipo de este negocio reenvía sus mensajes.} invite {Tu rol no permite invitar a este negocio.} documents {Tu rol no permite cambiar los documentos de este negocio.} buyFor {No puedes comprar para este cliente.} money {Solo un administrador o el propietario registra cobros y pagos.} staffCalendar {Solo el equipo de este negocio tiene aquí un calendario de equipo.} importClients {Solo el equipo de este negocio importa sus clientes.} appointmentEmails {Solo el propio miembro del equipo activa o desactiva sus correos de citas.} bookForSelf {Solo puedes reservar para ti.} payFor {No puedes pagar por este cliente.} refund {Solo un administrador o el propietario reembolsa pagos.} chargeCard {Solo un administrador o el propietario cobra a tarjetas.} cards {No puedes ver las tarjetas de este cliente.} connectPayments {Solo el propietario conecta el negocio con un proveedor de pagos.} export {Solo un propietario del negocio puede exportarlo.} reports {Solo un administrador o el propietario ve los informes de dinero y clientes.} ownSessions {El equipo ve las cifras de sus propias sesiones.} calendars {Solo el propio miembro del equipo, un administrador o el propietario cambia sus calendarios.} webhooks {Solo un administrador o el propietario gestiona los webhooks de este negocio.} other {Solo el equipo de este negocio ve sus cifras.}}',
  not_a_client:
    '{case, select, messages {Únete a este negocio antes de elegir sus mensajes.} documents {Únete a este negocio antes de firmar sus documentos.} profile {Únete a este negocio antes de cambiar tu perfil allí.} calendar {Únete a este negocio antes de suscribirte a su calendario.} other {Únete a este negocio antes de reservar.}}',
  not_signed_in:
    '{case, select, pay {Inicia sesión para pagar.} seeCards {Inicia sesión para ver las tarjetas guardadas.} removeCard {Inicia sesión para quitar una tarjeta.} chargeCard {Inicia sesión para cobrar a una tarjeta.} refund {Inicia sesión para reembolsar.} connectPayments {Inicia sesión como propietario para conectar los pagos.} calendar {Inicia sesión para añadir tus reservas a un calendario.} updateCard {Inicia sesión para actualizar una tarjeta.} other {Inicia sesión para hacer esto.}}',
  portal_link_forbidden:
    'Cada cliente vincula su propia cuenta al unirse al negocio; el equipo solo puede quitar un vínculo.',

  // Clients, their profile, documents and messages.
  client_not_found: 'Ese cliente no existe en este negocio.',
  client_opted_out:
    '{case, select, reminders {Este cliente ha desactivado los recordatorios.} other {Este cliente ha desactivado los SMS.}}',
  consent_required:
    '{case, select, membership {Acepta que se cobre cada periodo a la tarjeta guardada para unirte.} other {Marca la casilla para aceptar antes de firmar.}}',
  document_not_found:
    '{case, select, noText {Este documento todavía no tiene texto para firmar.} other {Este documento no está disponible para firmar.}}',
  documents_required: 'Firma «{document}» antes de tu primera reserva.',
  invalid_birth_date: 'Indica una fecha de nacimiento que no sea futura.',
  invalid_body: 'Escribe el texto del documento (hasta 100.000 caracteres).',
  invalid_choice: 'Indica si los recordatorios y los SMS están activados.',
  invalid_name:
    '{case, select, business {Dale al negocio un nombre de 1 a 120 caracteres.} other {Escribe tu nombre completo (hasta 200 caracteres).}}',
  invalid_phone: 'Usa solo dígitos, espacios y + ( ) . - en el número de teléfono.',
  invalid_rows: 'Envía los clientes que quieres importar como una lista de filas.',
  invalid_title: 'Dale al documento un título de 1 a 200 caracteres.',
  invalid_value: 'Indica si los correos están activados (true) o desactivados (false).',
  message_not_finished: 'Este mensaje todavía se está enviando: espera a que se envíe o falle.',
  message_not_found: 'Ese mensaje no existe en este negocio.',
  name_required: 'Escribe tu nombre completo para firmar.',
  no_email: 'Tu cuenta no tiene ningún correo electrónico al que enviar la prueba.',
  no_texts: 'Este mensaje solo se envía por correo electrónico: no tiene SMS que redactar.',
  template_not_found: 'Ese documento no existe.',
  too_many_rows:
    'Importa como máximo 5000 clientes a la vez: divide el archivo en otros más pequeños.',
  too_many_tests:
    'Has enviado 5 pruebas en los últimos 10 minutos. Espera unos minutos antes de enviar otra.',
  unknown_kind:
    '{case, select, wording {No hay ningún mensaje del tipo «{kind}» que redactar.} other {No hay ningún mensaje del tipo «{kind}» que enviar como prueba: elige uno en Configuración › Notificaciones.}}',
  unknown_placeholder:
    '{case, select, subject {El asunto menciona {unknown}, que este mensaje no tiene. Usa sus marcadores: {known}.} text {El texto menciona {unknown}, que este mensaje no tiene. Usa sus marcadores: {known}.} other {El SMS menciona {unknown}, que este mensaje no tiene. Usa sus marcadores: {known}.}}',
  unsubscribe_not_found:
    'Este enlace para darte de baja no lo enviamos nosotros: vuelve a abrirlo completo desde el correo.',

  // Businesses and their addresses.
  invalid_currency: 'La moneda debe ser un código ISO 4217 de tres letras, como EUR.',
  invalid_slug:
    'La dirección debe tener de 1 a 40 letras minúsculas, dígitos o guiones, sin empezar ni terminar en guion.',
  invalid_time_zone: '{zone} no es una zona horaria que conozcamos.',
  organization_not_found: 'Elige una de tus propias organizaciones para este negocio.',
  slug_taken: 'La dirección {slug} ya está ocupada.',
  tenant_not_found: 'Ningún negocio tiene la dirección {slug}.',

  // Money.
  already_paid:
    '{case, select, fee {Este cargo ya se pagó con tarjeta.} membership {Esta membresía ya empezó: su primer periodo está pagado.} period {Este periodo de la membresía está pagado.} other {Esta plaza ya se pagó con tarjeta.}}',
  amount_mismatch: 'El importe abierto en el proveedor no es el que se debe.',
  card_declined: 'No se cobró a la tarjeta guardada: {reason}',
  card_not_found: 'Esa tarjeta guardada no existe.',
  fee_not_found: 'Ese cargo de este cliente no existe.',
  invalid_amount:
    '{case, select, refund {Un reembolso de este pago debe ser mayor que cero y de {most, number} como máximo (en unidades mínimas).} cardRefund {De este pago se pueden reembolsar {most, number} como máximo (en unidades mínimas).} other {Un pago es un importe mayor que cero.}}',
  invalid_event:
    '{case, select, refunded {Un importe reembolsado está entre cero y lo pagado.} succeeded {Un pago correcto tiene un importe mayor que cero.} unfit {El evento no se puede aplicar: {problem}.} other {Un evento tiene un id, un type y data.object.}}',
  invalid_method: 'Indica cómo se pagó: cash, card, bank_transfer u other.',
  invalid_options:
    '{case, select, both {Un tipo de opción que se debe pagar en línea no se puede pagar también en el mostrador.} other {Indica los tipos de opción (drop_in, variant, pack, pass) que se pagan en línea y en el mostrador, y si los cargos pueden ir a una tarjeta guardada.}}',
  invalid_purpose: 'Un pago es para una reserva, una compra, un saldo, un cargo o una membresía.',
  ledger_append_only:
    'El libro de cuentas conserva cada asiento: en su lugar, registra un reembolso o un ajuste.',
  more_than_owed: 'Eso es más de lo que debe el cliente.',
  no_saved_card: 'Este cliente no tiene ninguna tarjeta guardada.',
  not_paid_by_card:
    '{case, select, private {Solo una sesión privada con precio se reserva para un pago con tarjeta.} other {Solo una clase suelta con precio se reserva para un pago con tarjeta; reserva con un bono o un pase mediante enroll.}}',
  not_purchasable:
    'Solo los bonos y los pases se compran por adelantado; las demás opciones se pagan con la reserva.',
  nothing_to_pay:
    '{case, select, option {Esta opción es gratuita.} balance {Este cliente no debe nada.} fee {Este cliente no debe nada de este cargo.} membership {El primer periodo de este plan es gratuito.} other {Esta plaza se paga con un bono o un pase, o es gratuita.}}',
  pay_by_card: 'Esta plaza se paga con tarjeta al aceptarla: págala en la página de la sesión.',
  pay_online_required:
    '{case, select, buy {Esto se compra con tarjeta: elige Pagar con tarjeta.} other {Esto se paga con tarjeta al reservar: elige Pagar con tarjeta.}}',
  payment_closed: 'Este pago ya está completado o cancelado.',
  payment_not_found:
    '{case, select, refund {No existe ese pago para reembolsar.} other {Ese pago no existe.}}',
  payment_provider_changed:
    'Este pago se abrió con la cuenta de pagos anterior del negocio, con la que ya no cobra: aquí no se puede continuar ni reembolsar a la tarjeta. El reembolso se hace en el panel de esa cuenta o en el mostrador.',
  payments_not_connected:
    '{case, select, connect {Conecta primero Stripe (o el proveedor de prueba).} owner {Este negocio no acepta pagos en línea: su propietario conecta Stripe en Configuración › Pagos.} disconnected {Este negocio ya no está conectado a su proveedor de pagos.} other {Este negocio no acepta pagos en línea.}}',
  provider_refused: 'No se reembolsó a la tarjeta: {reason}',
  saved_cards_not_allowed:
    'Este negocio no cobra cargos a tarjetas guardadas (Configuración › Pagos).',

  // Membresías.
  allowance_used:
    'Las clases de este periodo están usadas: reserva una clase suelta o espera a la renovación.',
  daily_limit_reached: 'Ya has reservado ese día tantas clases como permite tu membresía.',
  freeze_in_past: 'Una pausa empieza hoy o más adelante.',
  freeze_overlaps: 'Esta pausa se solapa con otra de esta membresía.',
  invalid_plan_service: 'Una membresía incluye clases (servicios de grupo), no citas.',
  invalid_freeze: 'Una pausa termina después del día en que empieza, dentro de un año.',
  membership_ending: 'Tu membresía termina antes de esta clase.',
  membership_ending_passed: 'Esta membresía ha terminado: únete de nuevo para volver.',
  membership_frozen: 'Tu membresía está en pausa el día de esta clase.',
  membership_not_covering: 'Esta membresía no incluye esta clase.',
  membership_not_found: 'No existe esa membresía.',
  membership_not_live: 'Esta membresía no está en curso: no hay nada que cambiar.',
  membership_not_yet:
    'Esta clase es posterior al periodo actual de tu membresía: resérvala cuando se renueve.',
  membership_paused:
    '{case, select, pending {Esta membresía empieza cuando se haga su primer pago.} paused {Esta membresía está en pausa hasta que se haga su pago: actualiza tu tarjeta.} other {Esta membresía ha terminado.}}',
  option_or_membership: 'Reserva con una opción o con una membresía, no con ambas.',
  plan_not_found: 'No existe ese plan.',
  // The SPA's words for PostgreSQL's and the data API's refusals.
  roleNotAllowed: 'Tu rol en este negocio no lo permite.',
  noLongerThere: 'Esto ya no existe, o no puedes verlo.',
  signInExpired: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  alreadyExists: 'Esto ya existe.',
  stillInUse: 'Esto todavía se usa en otro lugar, así que no se puede eliminar.',
  valuesNotAllowed: 'Algunos valores no están permitidos.',
  clashesWithBooking: 'Esto coincide con algo ya reservado.',
  tookTooLong: 'El servidor tardó demasiado en responder. Inténtalo de nuevo.',
  valuesMalformed: 'Algunos valores no tienen un formato que el servidor acepte.',
  changedMeanwhile: 'Alguien cambió esto en el mismo momento. Inténtalo de nuevo.',
  serverBusy: 'El servidor está ocupado. Inténtalo de nuevo en un momento.',
  databaseUnreachable:
    'El servidor no pudo conectar con su base de datos. Inténtalo de nuevo en un momento.',
  unexplained: 'Algo salió mal en el servidor. Inténtalo de nuevo o vuelve a cargar la página.',
  serverUnreachable:
    'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',

  // Refused uploads and downloads.
  fileTooLargeAtMost:
    'Este archivo es demasiado grande: los archivos pueden ocupar como máximo {size}.',
  fileTooLarge: 'Este archivo es demasiado grande para compartirlo.',
  fileTypeNotShared:
    'Este tipo de archivo no se puede compartir. Comparte PDF, imágenes, archivos de texto y CSV, y documentos de texto de Word u OpenDocument.',
  fileGone: 'Este archivo ya no existe.',
  fileNameTaken:
    'Ya hay un archivo con este nombre guardado para este cliente. Inténtalo de nuevo.',
  fileFailed: 'Algo salió mal. Inténtalo de nuevo.',
  // Memberships' billing (issue 35).
  period_not_found: 'Ese periodo de la membresía de este cliente no existe.',
  not_renewed_by_card:
    '{case, select, retry {Esta membresía se paga en el mostrador: no hay ninguna tarjeta que cobrar.} other {Esta membresía no se renueva con tarjeta: no hay ninguna tarjeta que actualizar.}}',
  nothing_overdue: 'Esta membresía no tiene ninguna renovación sin pagar.',
  invalid_card_update: 'Envía el tenant_id del negocio al que pertenece la membresía.',
  renewal_charging: 'Esta renovación se está cobrando ahora: inténtalo de nuevo en un minuto.',
  invalid_clock: 'Envía advance_days (de 1 a 3660) o advance_seconds: el reloj solo avanza.',
  // Calendar sync, database (issue 37: set_calendar_use, sync_calendars_now).
  calendar_not_found: 'Ese calendario no existe.',
  calendar_not_writable:
    'No se puede escribir en este calendario: elige otro para recibir las reservas.',
  // Calendar sync, engine.
  calendar_auth_failed:
    'El servidor de calendario rechazó el usuario o la contraseña. Usa una contraseña de aplicación si el proveedor la pide.',
  calendar_rate_limited:
    'El proveedor de calendario pidió ir más despacio: se reintentará en breve.',
  calendar_refused: 'El calendario rechazó el evento tal como se envió.',
  calendar_unreachable:
    'No se pudo contactar con el servidor de calendario. Revisa la dirección o inténtalo más tarde.',
  connection_not_found: 'No tienes ninguna conexión de calendario así.',
  invalid_calendar_address:
    'La dirección del calendario debe empezar por https:// y no puede llevar a la red propia de este servidor.',
  invalid_connection: 'Indica tenant_id, provider "caldav", server_url, username y password.',
  invalid_oauth_client: 'Indica el client_id y el client_secret de la aplicación.',
  no_calendars_found:
    'No se encontraron calendarios en esta dirección: revísala o usa la dirección de uno de tus calendarios.',
  not_business_admin:
    'Solo el propietario o un administrador configura las aplicaciones de calendario del negocio.',
  not_staff: 'Solo el personal activo de este negocio conecta calendarios aquí.',
  // Calendar sync, Google and Microsoft (issue 37: connecting through the provider's consent
  // page, where the browser comes back with calendar_error=<code>; push notifications).
  calendar_app_missing:
    'Este negocio aún no ha añadido su aplicación para este proveedor: un propietario o administrador añade su client id y su secreto en Ajustes.',
  calendar_consent_denied:
    'El calendario no se conectó: no se permitió el acceso en la página del proveedor.',
  calendar_state_invalid:
    'La conexión tardó demasiado o no empezó aquí: vuelve a conectar el calendario.',
  invalid_notification: 'Envía las notificaciones de cambios como lo hace Microsoft Graph.',
  invalid_oauth_start: 'Indica tu negocio (tenant_id) y google o microsoft.',
  push_channel_unknown: 'Ningún canal abierto de este servidor tiene ese id y ese token.',
  test_calendars_off:
    'Los calendarios de prueba están desactivados en este servidor: un client id que empieza por test_ solo funciona donde la herramienta de desarrollo está activada.',
  invalid_webhook_url:
    'Escribe una dirección https:// completa, sin nombre de usuario ni contraseña.',
  webhook_address_not_allowed:
    'Esta dirección está en una red privada: los webhooks solo van a direcciones públicas.',
  no_webhook_events: 'Elige al menos un evento.',
  unknown_webhook_event: 'Ese evento no existe: elige uno de la lista.',
  too_many_webhook_endpoints:
    'Un negocio tiene como máximo 20 endpoints de webhook: elimina uno primero.',
  webhook_endpoint_not_found: 'No existe ese endpoint de webhook.',
  webhook_delivery_not_found: 'No existe esa entrega de webhook.',
  audit_append_only:
    'El registro de cambios conserva cada entrada: ninguna se puede cambiar ni quitar.',
  change_not_found: 'No existe ese cambio para deshacer.',
  not_undoable:
    'Solo se puede deshacer una cancelación, una asistencia, una ausencia, una nota quitada o un cliente archivado.',
  undo_not_whole: 'Con ello se pagó o reembolsó dinero, o se cambió algo más: cámbielo a mano.',
  undo_expired: 'Esto se hizo hace más de 24 horas: cámbielo a mano.',
  already_undone: 'Esto ya se deshizo.',
  waitlist_moved:
    'La plaza pasó a alguien de la lista de espera: vuelva a reservarla a mano si hay sitio.',
  changed_since: 'Se ha vuelto a cambiar desde entonces: deshaga o cambie eso primero.',
  time_taken: 'Esa hora se ha reservado desde entonces: la cita no puede volver.',
  place_taken: 'La sesión se ha llenado desde entonces: la plaza no puede volver.',
} satisfies Translation<typeof source>;
