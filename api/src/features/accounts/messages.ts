/**
 * Player-facing messages of the accounts part in Spanish (default) and English. The client shows
 * a business refusal's message as it is, so the API answers in the request's language
 * (Accept-Language: the client sends the current one).
 */
import type { Language } from '@suite/shared/contract';

export { requestLanguage } from '../../http/language';

const MESSAGES = {
  notLoggedIn: {
    es: 'Lo sentimos, aún no ha iniciado sesión, inicie sesión.',
    en: 'Sorry, you are not logged in yet, please log in.',
  },
  badCredentials: { es: 'Usuario o contraseña incorrectos', en: 'Incorrect username or password' },
  badSmsLogin: { es: 'Número de móvil o código SMS incorrectos', en: 'Incorrect mobile number or SMS code' },
  captchaRequired: { es: 'Introduzca el código de la imagen', en: 'Enter the code shown in the image' },
  captchaWrong: { es: 'El código de la imagen no es correcto o ha caducado', en: 'The image code is wrong or has expired' },
  verificationRequired: { es: 'Complete primero la verificación', en: 'Please complete verification first' },
  verificationFailed: {
    es: 'La verificación no es válida o ha caducado, inténtelo de nuevo',
    en: 'The verification is invalid or has expired, please try again',
  },
  loginTypeOff: { es: 'Este tipo de inicio de sesión no está disponible', en: 'This login type is not available' },
  freePlayOff: { es: 'El modo de prueba no está disponible', en: 'Free play is not available' },
  registrationOff: { es: 'Este tipo de registro no está disponible', en: 'This kind of registration is not available' },
  smsOff: { es: 'El envío de SMS no está disponible', en: 'SMS sending is not available' },
  smsNoGateway: { es: 'El servicio de SMS no está configurado', en: 'The SMS service is not configured' },
  phoneResetOff: {
    es: 'La recuperación por teléfono no está disponible',
    en: 'Password recovery by phone is not available',
  },
  rateLimited: {
    es: 'Demasiados intentos, inténtelo de nuevo en {{seconds}} s',
    en: 'Too many attempts, please try again in {{seconds}} s',
  },
  mobileInvalid: { es: 'Introduzca un número de móvil válido', en: 'Enter a valid mobile number' },
  mobileTaken: { es: 'Este número de móvil ya está registrado', en: 'This mobile number is already registered' },
  accountTaken: { es: 'Este nombre de usuario ya está en uso', en: 'This username is already taken' },
  smsCodeWrong: { es: 'El código SMS no es correcto o ha caducado', en: 'The SMS code is wrong or has expired' },
  fieldRequired: { es: '{{label}}: campo obligatorio', en: '{{label}} is required' },
  fieldInvalid: { es: '{{label}}: el formato no es válido', en: '{{label}}: the format is not valid' },
  passwordsDiffer: { es: 'Las dos contraseñas no coinciden', en: 'The two passwords do not match' },
  affiliateInvalid: { es: 'El código de invitación no es válido', en: 'The invitation code is not valid' },
  oldPasswordWrong: { es: 'La contraseña actual no es correcta', en: 'The current password is not correct' },
  // Issue 26 (security/password-guard.ts): {{until}} is when the lock ends, e.g. 2026-11-27 14:35 UTC.
  passwordLocked: {
    es: 'Demasiados intentos con una contraseña actual incorrecta: el cambio de contraseña está bloqueado hasta {{until}}',
    en: 'Too many wrong current passwords: changing the password is locked until {{until}}',
  },
  passwordTooCommon: {
    es: '{{label}}: es una de las contraseñas más usadas, elija otra',
    en: '{{label}}: this is one of the most common passwords, choose another one',
  },
  passwordUnchanged: {
    es: 'La nueva contraseña debe ser distinta de la actual',
    en: 'The new password must be different from the current one',
  },
  trialAccount: {
    es: 'Esta función necesita una cuenta real',
    en: 'This feature needs a real account',
  },
  // Issue 26 #12 (session/password-change-gate.ts): every T call but the change and logout, until it is done.
  passwordChangeRequired: {
    es: 'Cambie su contraseña antes de continuar',
    en: 'Change your password before you continue',
  },
  loginCodeInvalid: { es: 'El código de acceso no es válido o ha caducado', en: 'The login code is invalid or has expired' },
  resetMailSubject: { es: 'Su contraseña temporal', en: 'Your temporary password' },
  resetMailBody: {
    es: 'Hola {{account}}: su contraseña temporal es {{password}}. Sirve durante {{minutes}} minutos; cámbiela al entrar. Si no la pidió, ignore este correo.',
    en: 'Hello {{account}}: your temporary password is {{password}}. It works for {{minutes}} minutes; change it after logging in. If you did not ask for it, ignore this e-mail.',
  },
  smsBody: {
    es: 'Su código de verificación es {{code}}. Caduca en {{minutes}} minutos.',
    en: 'Your verification code is {{code}}. It expires in {{minutes}} minutes.',
  },
} satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;

/** Field names of registration and password forms, for "<label>: ..." messages. */
const FIELD_LABELS: Record<string, Record<Language, string>> = {
  username: { es: 'Nombre de usuario', en: 'Username' },
  password: { es: 'Contraseña', en: 'Password' },
  confirmPassword: { es: 'Confirmar contraseña', en: 'Confirm password' },
  payeeName: { es: 'Nombre completo', en: 'Full name' },
  email: { es: 'Correo electrónico', en: 'E-mail' },
  qqNum: { es: 'QQ', en: 'QQ' },
  mobileNum: { es: 'Número de móvil', en: 'Mobile number' },
  recommenderId: { es: 'ID del recomendador', en: 'Recommender ID' },
  captcha: { es: 'Código de la imagen', en: 'Image code' },
  verificationCode: { es: 'Código SMS', en: 'SMS code' },
  affiliateCode: { es: 'Código de invitación', en: 'Invitation code' },
  paymentPassword: { es: 'Contraseña de pago', en: 'Payment password' },
  line: { es: 'LINE', en: 'LINE' },
  whatsapp: { es: 'WhatsApp', en: 'WhatsApp' },
  facebook: { es: 'Facebook', en: 'Facebook' },
  wechat: { es: 'WeChat', en: 'WeChat' },
  idNumber: { es: 'Número de identidad', en: 'ID number' },
  oldPassword: { es: 'Contraseña actual', en: 'Current password' },
  newPassword: { es: 'Nueva contraseña', en: 'New password' },
  confirmNewPassword: { es: 'Confirmar nueva contraseña', en: 'Confirm new password' },
};

export function message(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  return MESSAGES[key][language].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function fieldLabel(language: Language, field: string): string {
  return FIELD_LABELS[field]?.[language] ?? field;
}
