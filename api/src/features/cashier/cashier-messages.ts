/**
 * The cashier's business refusals (HTTP 200, success: false) in Spanish and English, answered in
 * the request's language, each with a `code` the client may act on.
 */
import { type HttpError, translatedRefusal } from '../../http/envelope';

const MESSAGES = {
  channelUnavailable: { es: 'Este método de pago no está disponible', en: 'This payment method is not available' },
  amountOutOfRange: { es: 'El importe debe estar entre {{min}} y {{max}}', en: 'The amount must be from {{min}} to {{max}}' },
  noPaymentPassword: {
    es: 'Primero establezca su contraseña de pago en el centro de miembros',
    en: 'Set your payment password in the member centre first',
  },
  paymentPasswordWrong: { es: 'La contraseña de pago no es correcta', en: 'The payment password is not correct' },
  // Issue 26 (security/password-guard.ts): {{until}} is when the lock ends, e.g. 2026-11-27 14:35 UTC.
  paymentPasswordLocked: {
    es: 'Demasiados intentos con una contraseña de pago incorrecta: los retiros, las transferencias y el cambio de la contraseña de pago están bloqueados hasta {{until}}',
    en: 'Too many wrong payment passwords: withdrawals, transfers and changing the payment password are locked until {{until}}',
  },
  paymentPasswordSet: {
    es: 'Ya tiene una contraseña de pago: introduzca la actual para cambiarla',
    en: 'You already have a payment password: enter the current one to change it',
  },
  passwordsDiffer: { es: 'Las dos contraseñas no coinciden', en: 'The two passwords do not match' },
  payeeMismatch: {
    es: 'El titular debe ser {{payee}}, el nombre que dio al registrarse',
    en: 'The holder must be {{payee}}, the name you gave when you registered',
  },
  accountTaken: { es: 'Esta cuenta ya está vinculada', en: 'This account is already bound' },
  tooManyAccounts: { es: 'Puede vincular como máximo {{max}} cuentas', en: 'You can bind at most {{max}} accounts' },
  unknownAccount: { es: 'Elija una de sus cuentas vinculadas', en: 'Choose one of your bound accounts' },
  turnoverUnmet: {
    es: 'Complete la apuesta requerida del bono «{{bonus}}» antes de retirar: faltan {{remaining}}',
    en: 'Complete the wagering of the bonus "{{bonus}}" before withdrawing: {{remaining}} to go',
  },
  orderNotFound: { es: 'No se encontró el pedido', en: 'The order was not found' },
  notAwaitingConfirmation: { es: 'Este retiro no espera confirmación', en: 'This withdrawal is not waiting for a confirmation' },
  receivedAmountNeeded: {
    es: 'Indique el importe recibido: más de 0 y menos de {{amount}}',
    en: 'Enter the amount received: above 0 and below {{amount}}',
  },
  proofNeeded: { es: 'Adjunte al menos una imagen como prueba', en: 'Attach at least one image as proof' },
  proofInvalid: {
    es: 'Las pruebas deben ser imágenes PNG o JPG de 5 MB como máximo, 3 como máximo',
    en: 'Proof must be PNG or JPG images of at most 5 MB, 3 at most',
  },
  noUpline: { es: 'Su cuenta no tiene un agente superior al que transferir', en: 'Your account has no upline agent to transfer to' },
} as const;

export type CashierMessage = keyof typeof MESSAGES;

function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function cashierRefusal(key: CashierMessage, params: Record<string, string | number> = {}): HttpError {
  const texts = MESSAGES[key];
  return translatedRefusal({ es: fill(texts.es, params), en: fill(texts.en, params) }, { code: key, ...params });
}
