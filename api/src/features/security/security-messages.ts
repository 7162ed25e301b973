/**
 * The security centre's refusals (HTTP 200, success: false) in Spanish and English, answered in the
 * request's language, each with a `code` the client may act on (SecurityRefusalCode).
 */
import { BIRTH_DATE_MIN_AGE, type Language, type SecurityRefusalCode } from '@suite/shared/contract';
import { type HttpError, translatedRefusal } from '../../http/envelope';

const MESSAGES = {
  targetTaken: {
    es: 'Este {{what}} ya está vinculado a otra cuenta',
    en: 'This {{what}} is already bound to another account',
  },
  alreadyBound: {
    es: 'Este {{what}} ya está verificado en su cuenta',
    en: 'This {{what}} is already verified on your account',
  },
  codeWrong: {
    es: 'El código no es correcto o ha caducado; pida uno nuevo si hace falta',
    en: 'The code is wrong or has expired; ask for a new one if needed',
  },
  smsUnavailable: { es: 'El envío de SMS no está disponible', en: 'SMS sending is not available' },
  birthDateSet: {
    es: 'Su fecha de nacimiento ya está registrada; para corregirla, contacte con atención al cliente',
    en: 'Your date of birth is already on file; to correct it, contact customer service',
  },
  birthDateTooYoung: { es: `Debe tener al menos ${BIRTH_DATE_MIN_AGE} años`, en: `You must be at least ${BIRTH_DATE_MIN_AGE} years old` },
} as const satisfies Record<SecurityRefusalCode, Record<Language, string>>;

const WHAT = {
  mobile: { es: 'número de móvil', en: 'mobile number' },
  email: { es: 'correo electrónico', en: 'e-mail' },
} as const;

export function securityRefusal(code: SecurityRefusalCode, channel?: 'mobile' | 'email'): HttpError {
  const texts = MESSAGES[code];
  const fill = (text: string, language: Language) => text.replace('{{what}}', channel ? WHAT[channel][language] : '');
  return translatedRefusal({ es: fill(texts.es, 'es'), en: fill(texts.en, 'en') }, { code, ...(channel ? { channel } : {}) });
}

const MAIL = {
  subject: { es: 'Código para vincular su correo electrónico', en: 'Code to bind your e-mail' },
  body: {
    es: 'Su código de verificación es {{code}}. Caduca en {{minutes}} minutos. Si no lo pidió, ignore este correo.',
    en: 'Your verification code is {{code}}. It expires in {{minutes}} minutes. If you did not ask for it, ignore this e-mail.',
  },
} as const;

/** The mail that carries an e-mail binding code. */
export function bindMailText(language: Language, code: string, minutes: number): { subject: string; body: string } {
  return {
    subject: MAIL.subject[language],
    body: MAIL.body[language].replace('{{code}}', code).replace('{{minutes}}', String(minutes)),
  };
}
