import type { Translation } from '../../message-ids.ts';
import type source from '../en/membership.ts';

// A membership is a "membresía", a plan a "plan", a class booked with it a "clase".
export default {
  unlimitedThisPeriod: 'Clases ilimitadas en este periodo',
  classesLeft:
    '{count, plural, =0 {No quedan clases} one {Queda # clase} other {Quedan # clases}} en este periodo',

  useYours: 'Usa tu membresía: {plan}',
  joinPlan: 'Únete a {plan}',
  included: 'Incluida',
  barAllowanceUsed: 'Ya usaste las clases de este periodo: vuelve a reservar cuando se renueve.',
  barPaused:
    'En pausa: el último pago no se completó. Actualiza tu tarjeta para volver a reservar.',
  barSuspended:
    'Suspendida: los pagos no se completaron. Actualiza tu tarjeta para volver a reservar.',
  barEnding: 'Tu membresía termina antes de esta clase.',
  barNextPeriod:
    'Esta clase es posterior a tu periodo actual: resérvala cuando tu membresía se renueve.',
  updateCard: 'Actualizar tarjeta',

  bookWithTitle: 'Reserva con tu membresía',
  membershipChoice: 'Tu membresía {plan}',
  bookWithIt: 'Reservar con mi membresía',

  joinTitle: 'Únete a una membresía',
  joinIntro:
    'Revisa las condiciones de la membresía y acepta que se te cobre cada periodo; después paga el primer periodo con tarjeta. Tu clase se reserva con ella en cuanto se complete el pago.',
  joinHeading: 'Únete a {plan}',
  termPrice: 'Precio',
  termFirstPayment: 'Primer pago',
  firstPayment: '{price} hoy',
  firstPaymentWithFee: '{total} hoy: {first} por el primer periodo y una cuota de alta de {fee}',
  termAllowance: 'Clases',
  termCarryOver:
    '{cap, plural, one {hasta # clase sin usar pasa} other {hasta # clases sin usar pasan}} al periodo siguiente',
  termDailyLimit:
    '{count, plural, one {como máximo # clase al día} other {como máximo # clases al día}}',
  termCovers: 'Incluye',
  termMinimum: 'Permanencia mínima',
  minimumPeriods:
    '{period, select, week {{count, plural, one {# semana} other {# semanas}}} month {{count, plural, one {# mes} other {# meses}}} other {{count, plural, one {# año} other {# años}}}}',
  termNotice: 'Preaviso para cancelar',
  noticeDays:
    '{count, plural, =0 {Ninguno: cancela cuando quieras antes de una renovación} one {# día} other {# días}}',
  consent:
    'Acepto que {business} cobre {price} en mi tarjeta {period, select, week {cada semana} month {cada mes} other {cada año}} hasta que cancele.',
  consentRequired: 'Marca esta casilla para aceptar las renovaciones antes de pagar.',
  continueToPayment: 'Continuar al pago',
  joinThenBook: 'Esta clase: {when}',
  activating: 'Pago recibido. Activando tu membresía…',
  bookingWithIt: 'Tu membresía ha comenzado. Reservando tu clase…',
  joinedNotBooked:
    'Tu membresía ha comenzado, pero no se pudo reservar la clase con ella. Elige otra clase o inténtalo de nuevo.',

  paidWith: 'Una clase de tu membresía {plan}',

  navMembership: 'Membresía',
  screenTitle: 'Tu membresía',
  screenIntro:
    'Tus membresías en {business}: lo que te queda este periodo, el próximo cobro y lo que puedes cambiar.',
  none: 'Aún no tienes membresía. Las membresías se ofrecen al reservar una clase que incluyen.',
  findClass: 'Reservar una clase',
  standing:
    '{standing, select, pending {Esperando el primer pago} active {Activa} cancelling {Activa hasta que termine} frozen {Congelada} overdue {Pago vencido} paused {En pausa: pago vencido} suspended {Suspendida} ended {Terminada} other {Terminada}}',
  allowanceHeading: 'Clases de este periodo',
  periodEnds: 'El periodo termina',
  nextCharge: 'Próximo cobro',
  nextChargeOn: '{amount} el {date}',
  noNextCharge: 'Ninguno: la membresía termina con este periodo',
  overdue: 'Vencido',
  endsOn: 'Termina el',
  overdueNote:
    'Hay {amount} vencidos. Actualiza tu tarjeta: se cobra al momento y vuelves a poder reservar con tu membresía.',
  updateCardTitle: 'Actualiza tu tarjeta',
  updateCardPay:
    'Se cobra ahora lo vencido en tu nueva tarjeta, y las renovaciones la usarán a partir de ahora.',
  updateCardSave: 'No debes nada: tu nueva tarjeta se guarda para las próximas renovaciones.',
  saveCard: 'Guardar tarjeta',
  cardUpdated: 'Tu tarjeta está actualizada. Las renovaciones la usarán a partir de ahora.',
  close: 'Cerrar',
  freeze: 'Congelar',
  freezeTitle: 'Congela tu membresía',
  freezeIntro:
    'Mientras está congelada no se pueden reservar clases, y las clases reservadas en esos días se cancelan. Tu próximo cobro y el final de tu permanencia se mueven los días congelados.',
  freezeFrom: 'Desde',
  freezeUntil: 'Hasta (sin incluir)',
  freezeDatesNeeded: 'Elige el primer día y el día en que termina.',
  freezeOrder: 'El final debe ser posterior al primer día.',
  confirmFreeze: 'Congelar',
  frozen: 'Tu membresía está congelada del {from} al {until}.',
  cancel: 'Cancelar membresía',
  cancelTitle: 'Cancela tu membresía',
  cancelWhen:
    'Tu membresía terminaría el {date}, tras el preaviso y la permanencia mínima. Hasta entonces puedes reservar con ella, y puedes conservarla si cambias de idea antes.',
  cancelWhenUnknown:
    'Tu membresía termina cuando el preaviso y la permanencia mínima lo permitan. Hasta entonces puedes reservar con ella.',
  confirmCancel: 'Cancelar membresía',
  keepIt: 'Volver',
  cancelled: 'Tu membresía termina el {date}.',
  keep: 'Conservar mi membresía',
  notFound: 'Esta membresía no está entre las tuyas.',

  homeTitle: 'Membresía',
  homeLine: '{plan}: {allowance}',
  seeMembership: 'Ver tu membresía',
} satisfies Translation<typeof source>;
