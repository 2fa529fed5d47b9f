import type { Translation } from '../../message-ids.ts';
import type source from '../en/money.ts';

// Staff and clients are addressed with "tú". A pack is a "bono" and each class of it a "clase";
// an unlimited pass a "pase ilimitado".
export default {
  // Shared words
  tryAgain: 'Reintentar',
  serverAnswered: 'El servidor respondió {status}.',
  signInAgain: 'Vuelve a iniciar sesión.',
  signInToPay: 'Vuelve a iniciar sesión para pagar.',
  signInToRefund: 'Vuelve a iniciar sesión para reembolsar.',
  signInToConnect: 'Vuelve a iniciar sesión para conectar los pagos.',

  // The ledger: kinds of entry and ways of paying
  kindCharge: 'Cargo',
  kindPayment: 'Pago',
  kindRefund: 'Reembolso',
  kindAdjustment: 'Ajuste',
  kindCreditGrant: 'Clases añadidas',
  kindCreditUse: 'Clase usada',
  kindCreditReturn: 'Clase devuelta',
  methodCash: 'Efectivo',
  methodCard: 'Tarjeta',
  methodBankTransfer: 'Transferencia bancaria',
  methodOther: 'Otro',
  // What a credit movement counts, where money shows an amount
  unlimitedPass: 'Pase ilimitado',
  creditsGranted: '{count, plural, one {# clase} other {# clases}}',
  creditUsed: '−1 clase',
  creditReturned: '+1 clase',

  // The transactions screen
  transactions: 'Transacciones',
  ledgerIntro:
    'El libro de caja del negocio: cada cargo, pago, reembolso y clase, de lo más reciente a lo más antiguo. Fíltralo, consulta los totales de lo filtrado y expórtalo como CSV.',
  ledgerIntroWithNote:
    'El libro de caja del negocio: cada cargo, pago, reembolso y clase, de lo más reciente a lo más antiguo. Fíltralo, consulta los totales de lo filtrado y expórtalo como CSV. {note}',
  filterTransactions: 'Filtrar transacciones',
  client: 'Cliente',
  clientPlaceholder: 'Nombre',
  kind: 'Tipo',
  anyKind: 'Cualquier tipo',
  method: 'Método',
  anyMethod: 'Cualquier método',
  order: 'Orden',
  newestFirst: 'Más recientes primero',
  oldestFirst: 'Más antiguas primero',
  clearFilters: 'Quitar filtros',
  totalsTitle: 'Totales con estos filtros',
  totalsFailed: 'No se han podido calcular los totales',
  totalPayments: 'Pagos',
  totalRefunds: 'Reembolsos',
  totalCharges: 'Cargos',
  totalNet: 'Ingresos netos',
  addingUp: 'Calculando',
  exportCsv: 'Exportar CSV',
  exported:
    '{count, plural, one {Se ha exportado # transacción.} other {Se han exportado # transacciones.}}',
  exportFailed: 'La exportación ha fallado',
  entries: 'Movimientos',
  ledgerEntries: 'Movimientos del libro de caja',
  ledgerEmpty:
    'Todavía no hay transacciones. Los cargos, pagos y clases aparecen aquí a medida que se producen.',
  ledgerUnmatched: 'Ninguna transacción coincide con estos filtros.',
  date: 'Fecha',
  amount: 'Importe',
  note: 'Nota',
  dateAndMethod: '{date} · {method}',
  // The export's column headers
  csvDate: 'Fecha',
  csvClient: 'Cliente',
  csvKind: 'Tipo',
  csvMethod: 'Método',
  csvAmount: 'Importe',
  csvCurrency: 'Moneda',
  csvCredits: 'Clases',
  csvNote: 'Nota',
  csvRecordedAt: 'Registrado el (UTC)',
  csvTransactionId: 'ID de transacción',

  // What must be paid online (Settings › Payments), by kind of option
  kindsDropIns: 'Clases sueltas',
  kindsPrivateSessions: 'Sesiones privadas',
  kindsPacks: 'Bonos de clases',
  kindsPasses: 'Pases ilimitados',

  // Paying by card
  paymentNotStarted: 'No se ha podido iniciar el pago',
  openingPayment: 'Abriendo un pago seguro',
  payAmount: 'Pagar {amount}',
  loadingCardForm: 'Cargando el formulario de tarjeta',
  cardDetails: 'Datos de la tarjeta',
  cardNotCharged: 'No se ha cobrado nada en la tarjeta',
  cardRefused: 'La tarjeta ha sido rechazada.',
  stripeNotLoaded:
    'No se ha podido cargar el formulario de tarjeta de Stripe. Vuelve a intentarlo más tarde.',
  paymentNotCompleted: 'No se ha podido completar el pago.',
  paymentNotCompletedTryAgain: 'El pago no se ha completado. Vuelve a intentarlo.',
  saveCard: 'Guardar esta tarjeta para la próxima vez',
  saveCardHint:
    'La guarda el proveedor de pagos, nunca nosotros; puedes quitarla en Configuración.',

  // The test provider's card form
  refusalTryAnother: '{refusal} Prueba con otra tarjeta.',
  cardNumber: 'Número de tarjeta',
  cardNumberExample: '1234 1234 1234 1234',
  expiryDate: 'Fecha de caducidad',
  expiryHint: 'MM / AA',
  securityCode: 'Código de seguridad',
  securityCodeHint: '3 dígitos en el reverso',
  nameOnCard: 'Nombre en la tarjeta',
  testCards:
    'Pagos de prueba: con 4242 4242 4242 4242 se paga, 4000 0000 0000 0002 se rechaza y 4000 0025 0000 3155 te pide verificar el pago. No se cobra en ninguna tarjeta real.',
  cardNumberMissing: 'Escribe el número de la tarjeta.',
  cardNumberWrong: 'Este número de tarjeta está incompleto o mal escrito.',
  expiryMissing: 'Escribe la fecha de caducidad.',
  expiryWrong:
    'Escribe la fecha de caducidad como aparece en la tarjeta, primero el mes y luego el año: 04 / 28.',
  cardExpired: 'Esta tarjeta ha caducado.',
  cvcMissing: 'Escribe el código de seguridad.',
  cvcWrong: 'El código de seguridad son los 3 dígitos del reverso (4 en el anverso en las Amex).',
  cardNameMissing: 'Escribe el nombre que aparece en la tarjeta.',
  providerAnswered: 'El proveedor de pagos respondió {status}.',
  providerUnreachable: 'No se ha podido contactar con el proveedor de pagos. Vuelve a intentarlo.',
  // The stand-in for the bank's check (3-D Secure)
  authenticateTitle: 'Tu banco te pide que confirmes este pago',
  authenticateText:
    'Esto sustituye, en el proveedor de pruebas, a la verificación de tu banco (3-D Secure): elige cómo termina la verificación.',
  authenticate: 'Verificar',
  failAuthentication: 'Hacer fallar la verificación',
} satisfies Translation<typeof source>;
