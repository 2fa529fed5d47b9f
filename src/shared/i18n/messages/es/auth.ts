import type { Translation } from '../../message-ids.ts';
import type source from '../en/auth.ts';

// Staff and clients are addressed with "tú" (docs/decisions/0056).
export default {
  errorInvalidCredentials:
    'El correo y la contraseña no coinciden. Revísalos o inicia sesión con un código.',
  errorEmailNotConfirmed:
    'Tu correo electrónico aún no está confirmado. Abre el enlace que te enviamos o regístrate de nuevo para recibir otro.',
  errorUserAlreadyExists: 'Ya existe una cuenta con este correo. Inicia sesión.',
  errorOtpExpired: 'Ese código es incorrecto o ha caducado. Pide uno nuevo.',
  errorOtpDisabled: 'No hay ninguna cuenta con este correo. Regístrate primero.',
  errorRequestRateLimit: 'Demasiados intentos. Espera un minuto y vuelve a intentarlo.',
  errorSamePassword: 'Elige una contraseña distinta de la actual.',
  errorUserBanned: 'Esta cuenta está bloqueada. Ponte en contacto con el negocio.',
  errorMfaVerificationFailed:
    'Ese código no es correcto. Escribe el código que muestra ahora tu app de autenticación o el del último SMS.',
  errorMfaChallengeExpired: 'Has tardado demasiado. Escribe un código nuevo.',
  errorMfaVerifiedFactorExists: 'Este teléfono ya está configurado para tu inicio de sesión.',
  errorMfaFactorNameConflict: 'Ya tienes un segundo paso con ese nombre.',
  errorTooManyFactors: 'Tienes tantos segundos pasos como admite una cuenta. Quita uno primero.',
  errorInsufficientAal: 'Confirma primero con tu segundo paso.',
  errorReauthenticationNotValid:
    'Ese código es incorrecto o ha caducado. Usa el último código que te enviamos por correo.',
  errorSendRateLimit:
    'Por seguridad, solo puedes volver a pedirlo dentro de {seconds, plural, one {# segundo} other {# segundos}}.',
  errorWeakPassword:
    'La contraseña debe tener al menos {length, plural, one {# carácter} other {# caracteres}}.',
  errorUnknown: 'Algo ha salido mal. Vuelve a intentarlo.',
  errorNetwork:
    'No hemos podido contactar con el servidor. Revisa tu conexión y vuelve a intentarlo.',

  redirectIdentityExists:
    'Esa cuenta del proveedor ya inicia sesión en otra cuenta de aquí. Inicia sesión con ella en esa cuenta y desconéctala primero.',
  redirectBadState: 'Ese inicio de sesión tardó demasiado o ya se usó. Vuelve a intentarlo.',
  redirectIncomplete: 'El inicio de sesión en el proveedor no se completó: {reason}',

  ssoNotSetUp:
    'El inicio de sesión único no está configurado para {domain}. Inicia sesión de otra forma o consulta a tu administrador.',
  ssoFailed:
    'El inicio de sesión único no ha funcionado: {reason}. Vuelve a intentarlo o consulta a tu administrador.',

  email: 'Correo electrónico',
  password: 'Contraseña',
  emailMissing: 'Escribe tu correo electrónico.',
  emailInvalid: 'Escribe un correo electrónico válido, como nombre@example.com.',
  passwordMissing: 'Escribe tu contraseña.',
  passwordTooShort: 'Usa al menos 6 caracteres.',
  passwordTooLong: 'Usa como máximo 72 caracteres.',
  codeFromEmailInvalid: 'Escribe el código de 6 dígitos del correo.',
  codeFromAppInvalid: 'Escribe el código de 6 dígitos de tu app de autenticación.',
  codeFromTextInvalid: 'Escribe el código de 6 dígitos del SMS.',
  mobileMissing: 'Escribe tu número de móvil.',
  mobileInvalid:
    'Escribe el número con el prefijo del país, empezando por +, como +34 612 345 678.',

  factorAuthenticatorApp: 'App de autenticación',
  factorPhone: 'Teléfono',
  factorPasskey: 'Llave de acceso',
  factorSecondStep: 'Segundo paso',
  factorNameNumbered: '{name} {number}',
  factorPhoneEnding: 'Teléfono acabado en {digits}',

  passkeyPromptClosed:
    'La ventana de la llave de acceso se cerró o caducó. Vuelve a intentarlo cuando quieras.',
  passkeyAlreadyAdded:
    'Esta llave de acceso ya está en tu cuenta. Usa otro dispositivo u otra llave de seguridad.',
  passkeyNotSupported:
    'Este navegador o dispositivo no puede crear una llave de acceso. Prueba con otro navegador.',
  passkeyWrongAddress:
    'Las llaves de acceso no funcionan en esta dirección. Abre el sitio en su dirección habitual.',
  passkeyNoMatch:
    'La llave de acceso no corresponde a esta cuenta. Vuelve a intentarlo o usa otra llave.',
  passkeyUnknown:
    'Este sitio no reconoce esa llave de acceso, o se eliminó. Inicia sesión de otra forma.',
  passkeyTooSlow: 'Has tardado demasiado. Vuelve a intentarlo.',
  passkeysUnsupported: 'Este navegador no puede usar llaves de acceso. Prueba con otro navegador.',

  accountTitle: 'Tu cuenta',
  accountSignedInAs: 'Sesión iniciada como {email}. {details}',
  accountSignedIn: 'Has iniciado sesión. {details}',
  emailFormLabel: 'Cambiar tu correo electrónico',
  emailExample: 'Escribe un correo electrónico como nombre@example.com.',
  emailSame: 'Este ya es tu correo electrónico.',
  emailChangeSent:
    'Abre el enlace que enviamos a {email} para confirmar el cambio. Hasta entonces, inicias sesión con {current}.',
  emailPending: 'Falta que confirmes {email}: abre el enlace que te enviamos allí.',
  newEmail: 'Nuevo correo electrónico',
  changeEmail: 'Cambiar correo',
  passwordFormLabel: 'Cambiar tu contraseña',
  passwordsDiffer: 'Las dos contraseñas no coinciden.',
  passwordChanged: 'Tu contraseña se ha cambiado.',
  newPassword: 'Nueva contraseña',
  repeatPassword: 'Repite la nueva contraseña',
  changePassword: 'Cambiar contraseña',
  otherDevices: 'Otros dispositivos',
  otherDevicesText:
    '¿Has perdido un móvil o iniciaste sesión en un ordenador compartido? Cierra esas sesiones aquí.',
  signOutOthers: 'Cerrar las demás sesiones',
  signOutOthersTitle: '¿Cerrar sesión en todos los demás sitios?',
  signOutOthersText:
    'Se cerrará la sesión en todos los demás navegadores y dispositivos con tu cuenta. Este seguirá con la sesión iniciada.',
  signOutOthersConfirm: 'Cerrar las demás',
  signOutOthersFailed: 'No se han cerrado las demás sesiones',
  signOutOthersDone: 'Tus demás sesiones se han cerrado.',

  businessSignInTitle: 'Inicia sesión en tu negocio',
  businessSignUpTitle: 'Crea una cuenta de negocio',
  businessSignUpLink: '¿Eres nuevo? Crea una cuenta de negocio',
  businessSignUpIntro:
    'Crea tu cuenta y confírmala desde el correo que te enviaremos. Después configuras tu negocio o te unes a uno que te haya invitado.',
  clientSignInTitle: 'Inicia sesión para reservar',
  clientSignUpTitle: 'Crea una cuenta de cliente',
  clientSignUpLink: '¿Eres nuevo? Crea una cuenta de cliente',
  clientSignUpIntro:
    'Crea una cuenta con el negocio cuyo enlace has seguido y confírmala desde el correo que te enviaremos.',
  signInIntro:
    'Inicia sesión con tu contraseña, o con un código o enlace que te enviamos por correo.',
  signInLink: '¿Ya tienes cuenta? Inicia sesión',
  backHome: 'Volver a la página de inicio',
  businessNotFound: 'Negocio no encontrado',
  signUpBusinessNotFound:
    'Ningún negocio tiene la dirección «{slug}». Aun así puedes crear una cuenta, o <link>buscar el negocio</link>.',
  joiningBusiness: 'Te estás uniendo a {business}.',

  howToSignIn: 'Cómo iniciar sesión',
  signIn: 'Iniciar sesión',
  signOut: 'Cerrar sesión',
  passwordFormSignIn: 'Iniciar sesión con tu contraseña',
  forgotPassword: '¿Has olvidado tu contraseña?',
  emailMeCode: 'Envíame un código',
  signInWithCode: 'Iniciar sesión con un código por correo',
  signInCodeInbox: 'Sigue su enlace o escribe aquí su código de 6 dígitos.',
  resetPassword: 'Restablecer tu contraseña',
  emailMeResetLink: 'Envíame un enlace para restablecerla',
  resetInbox:
    'Si tiene una cuenta, sigue el enlace del correo o escribe aquí su código de 6 dígitos.',
  emailedCodeFormLabel: 'Escribe el código del correo',
  code: 'Código',
  continue: 'Continuar',
  or: 'o',
  continueWith: 'Continuar con {provider}',
  signInWithPasskey: 'Iniciar sesión con una llave de acceso',
  ssoButton: 'Iniciar sesión con inicio de sesión único (SSO)',
  ssoFormLabel: 'Iniciar sesión con inicio de sesión único',
  ssoText: 'Tu organización inicia tu sesión. Escribe tu correo del trabajo para continuar allí.',
  workEmail: 'Correo del trabajo',
  ssoContinue: 'Continuar con SSO',

  inboxTitle: 'Revisa tu bandeja de entrada',
  inboxSent: 'Hemos enviado un correo a <strong>{email}</strong>. {details}',
  inboxSentMailbox:
    'Hemos enviado un correo a <strong>{email}</strong>. {details} Este servidor guarda sus correos en su propio <link>buzón</link>.',

  signUpFormLabel: 'Crea tu cuenta',
  yourName: 'Tu nombre',
  nameMissing: 'Escribe tu nombre.',
  passwordHint: 'Al menos 6 caracteres.',
  createAccount: 'Crear cuenta',
  signUpInbox: 'Sigue su enlace para confirmar tu dirección; tendrás la sesión iniciada.',

  chooseNewPassword: 'Elige una contraseña nueva',
  passwordsNotSame: 'Las dos contraseñas no son iguales.',
  saveNewPassword: 'Guardar la nueva contraseña',
  newPasswordSaved: 'Tu nueva contraseña se ha guardado. Has iniciado sesión.',

  oneMoreStep: 'Un paso más',
  oneMoreStepText: 'Tu cuenta pide un segundo paso antes de abrirse.',
  confirmItIsYou: 'Confirma que eres tú',
  secondStepDialogText:
    'Este cambio necesita el segundo paso de tu inicio de sesión: un código de tu app de autenticación o de un SMS.',
  howToConfirm: 'Cómo confirmarlo',
  methodTextMessage: 'SMS',
  enterCodeFromApp: 'Escribe el código de tu app de autenticación',
  enterCodeFromText: 'Escribe el código del SMS',
  confirmCodeFromApp: 'Confirma con el código de tu app de autenticación',
  confirmCodeFromText: 'Confirma con el código del SMS',
  codeFromApp: 'Código de tu app de autenticación',
  codeFromText: 'Código del SMS',
  codeFromEmail: 'Código del correo',
  verify: 'Verificar',
  confirm: 'Confirmar',
  textMeCode: 'Envíame un código por SMS',
  sendNewCode: 'Enviar un código nuevo',
  codeTexted: 'Te hemos enviado un código de 6 dígitos por SMS. Sirve durante 5 minutos.',
  passkeyOptionText: 'Usa la llave de acceso de este dispositivo o tu llave de seguridad.',
  usePasskey: 'Usar una llave de acceso',
  useNamedPasskey: 'Usar {name}',
  reauthText:
    'Iniciaste sesión hace un rato, así que este cambio necesita una confirmación nueva. Hemos enviado un código de 6 dígitos a {email}.',
  reauthTextNoEmail:
    'Iniciaste sesión hace un rato, así que este cambio necesita una confirmación nueva. Hemos enviado un código de 6 dígitos a tu dirección.',
  confirmWithEmailCode: 'Confirma con el código del correo',

  twoStepTitle: 'Inicio de sesión en dos pasos',
  twoStepText:
    'Al iniciar sesión se pedirá además un código de una app de autenticación o de un SMS, o una llave de acceso (la huella, la cara o el bloqueo de pantalla de este dispositivo, o una llave de seguridad), para que una contraseña robada no baste.',
  twoStepNone: 'Aún sin configurar.',
  factorItem: '<strong>{name}</strong>, desde el {added}',
  setUpAuthenticator: 'Configurar una app de autenticación',
  addPhone: 'Añadir un teléfono para códigos por SMS',
  addPasskey: 'Añadir una llave de acceso',
  notSetUp: 'No se ha configurado',
  remove: 'Quitar',
  removeNamed: 'Quitar {name}',
  removeTitle: '¿Quitar {name}?',
  removeTotpNote:
    'El inicio de sesión ya no aceptará sus códigos. Puedes volver a configurarla cuando quieras.',
  removePhoneNote:
    'El inicio de sesión ya no enviará códigos a este teléfono. Puedes volver a configurarlo cuando quieras.',
  removePasskeyNote:
    'El inicio de sesión ya no aceptará esta llave de acceso. Puedes volver a configurarla cuando quieras.',
  removeFactorNote:
    'El inicio de sesión ya no lo aceptará. Puedes volver a configurarlo cuando quieras.',
  notRemoved: 'No se ha quitado',
  removed: 'Se ha quitado {name}.',
  totpScan:
    'Escanea este código QR con una app de autenticación (como Google Authenticator, Microsoft Authenticator o 1Password) o escribe en ella la clave de abajo.',
  totpQrCode: 'Código QR para escanear con tu app de autenticación',
  totpKey: 'Clave para escribir: {key}',
  totpKeyCopied: 'Clave copiada',
  totpCopyKey: 'Copiar la clave',
  totpVerify: 'Verificar tu app de autenticación',
  totpSetUp:
    'Tu app de autenticación está configurada. A partir de ahora, al iniciar sesión se pedirá su código.',
  mobileNumber: 'Número de móvil',
  mobileNumberHint: 'Con el prefijo del país, como +34 612 345 678.',
  verifyPhone: 'Verificar tu teléfono',
  phoneSetUp:
    'Tu teléfono está configurado. Al iniciar sesión ya puedes usar un código enviado por SMS.',
  passkeyName: 'Nombre de la llave de acceso',
  passkeyNameHint:
    'Para distinguir tus llaves de acceso, por ejemplo por el dispositivo en el que está.',
  passkeyNameMissing: 'Ponle un nombre a la llave de acceso, como «Portátil del trabajo».',
  factorNameTaken: 'Ya tienes un segundo paso con este nombre.',
  passkeyFactorAdded:
    'Se ha añadido tu llave de acceso. Ya puedes usarla como segundo paso al iniciar sesión.',

  passkeysTitle: 'Inicio de sesión con llave de acceso',
  passkeysText:
    'Inicia sesión con tu huella, tu cara o el PIN del dispositivo en lugar de una contraseña. La llave de acceso se queda en tu dispositivo; nadie puede adivinarla.',
  noPasskeys: 'Aún no hay llaves de acceso.',
  passkeyItem: '<strong>{name}</strong>, desde el {added}',
  passkeyItemUsed: '<strong>{name}</strong>, desde el {added}, último uso el {used}',
  removeAdded: 'Quitar {name}, desde el {added}',
  passkeyRemoveText: 'Ya no iniciará tu sesión. Puedes volver a añadirla más tarde.',
  passkeyAdded:
    'Llave de acceso añadida. La próxima vez, inicia sesión con ella en lugar de con tu contraseña.',
  setUpPasskeys: 'Configurar el inicio de sesión con llave de acceso',
  addAnotherPasskey: 'Añadir otra llave de acceso',
  passkeysCannotMake:
    'Este navegador no puede crear llaves de acceso. Prueba con otro navegador o dispositivo.',

  methodsTitle: 'Métodos de inicio de sesión',
  methodsText: 'Las formas en que puedes iniciar sesión en esta cuenta.',
  methodWithEmail: '<strong>{name}</strong>, {email}',
  disconnect: 'Desconectar',
  disconnectNamed: 'Desconectar {name}',
  disconnectTitle: '¿Desconectar {name}?',
  disconnectText: 'Ya no podrás iniciar sesión con {name}.',
  disconnectTextEmail: 'Ya no podrás iniciar sesión con {name} ({email}).',
  notDisconnected: 'No se ha desconectado',
  disconnected: 'Se ha desconectado {name}.',
  onlyMethod:
    'Es tu única forma de iniciar sesión, así que no se puede desconectar. Conecta otra primero.',
  connectProvider: 'Conectar {provider}',

  teamTwoStepTitle: 'Configura el inicio de sesión en dos pasos',
  teamTwoStepIntro:
    'En {business}, todo el equipo inicia sesión en dos pasos: tu contraseña y después un código o una llave de acceso. Configúralo una vez para continuar; tu cuenta sigue como está.',
  teamTwoStepOtherBusiness: 'O trabaja en otro negocio',

  onboardingTitle: 'Configura tu negocio',
  onboardingIntro:
    'Ponle nombre a tu negocio y elige su dirección web, zona horaria y moneda, o únete a un negocio que te haya invitado.',
  goToBusiness: 'Ir a tu negocio',
  orCreateBusiness: 'O crea un negocio nuevo',
  invitedTitle: 'Tienes una invitación',
  invitationSomeBusiness: 'Un negocio',
  invitationAsOwner: 'Como propietario, hasta el {until}',
  invitationAsAdmin: 'Como administrador, hasta el {until}',
  invitationAsStaff: 'Como personal, hasta el {until}',
  join: 'Unirme',
  joinNamed: 'Unirme a {business}',
  createBusinessFormLabel: 'Crea tu negocio',
  businessName: 'Nombre del negocio',
  businessNameMissing: 'Ponle un nombre a tu negocio.',
  webAddress: 'Dirección web',
  addressFree: 'Libre: tus clientes reservarán en /client-access/signup?tenant={slug}',
  addressHint: 'Letras minúsculas, números y guiones; se usa en tus enlaces de reserva.',
  addressTaken: 'Esta dirección ya está ocupada: prueba otra.',
  timeZone: 'Zona horaria',
  timeZoneHint: 'Tu horario de apertura y tu calendario de clases están en esta zona.',
  timeZoneMissing: 'Elige la zona horaria en la que trabajas.',
  currency: 'Moneda',
  currencyOption: '{code} · {name}',
  currencyMissing: 'Elige la moneda en la que cobras.',
  createBusiness: 'Crear negocio',

  backToBookings: 'Volver a tus reservas',
  findBusinessTitle: 'Encuentra tu negocio',
  findBusinessIntro:
    'Busca por su nombre el estudio, gimnasio o consulta en el que quieres reservar.',
  onboardingBusinessNotFound: 'Ningún negocio tiene la dirección «{slug}». Búscalo por su nombre.',
  unknownBusinessLink: 'El enlace que has seguido nombra un negocio que no conocemos.',
  documentsStepTitle: 'Firma antes de tu primera reserva',
  documentsStepIntro:
    '{business} pide a cada cliente que lea y firme estos documentos antes de reservar.',
  documentLeftToSign: '{title} ({count} por firmar)',
  allSigned: 'Todo está firmado.',
  profileStepTitle: 'Completa tu perfil',
  profileStepIntro: 'Te estás uniendo a {business}. Dinos quién eres y cómo contactarte.',
  profileFormLabel: 'Tu perfil',
} satisfies Translation<typeof source>;
