/**
 * Safer gambling's texts in Spanish (default) and English, answered in the request's language. A
 * refusal by a limit names the limit and when it frees up; a refusal by an exclusion gives its end
 * (and, after a self-exclusion, when the account opens). Dates are the site's (UTC+8).
 */
import type { ExclusionKind, Language, LimitKind, LimitWindow } from '@suite/shared/contract';
import { HttpError, translatedRefusal } from '../../http/envelope';

type Texts = Readonly<Record<Language, string>>;

const MESSAGES = {
  limitReached: {
    es: 'Ha alcanzado su límite de {{kind}} de {{window}}: P {{limit}}, de los que ya lleva P {{used}}; esta operación de P {{amount}} lo superaría. {{frees}}',
    en: 'You have reached your {{window}} {{kind}} limit: P {{limit}}, of which P {{used}} is used; this P {{amount}} would go over it. {{frees}}',
  },
  freesAt: { es: 'Se libera el {{at}}.', en: 'It frees up on {{at}}.' },
  neverFrees: { es: 'El importe supera el propio límite.', en: 'The amount is above the limit itself.' },
  excluded: {
    es: 'Su cuenta está cerrada por {{kind}} hasta el {{endsAt}}.',
    en: 'Your account is closed by a {{kind}} until {{endsAt}}.',
  },
  returnNeeded: {
    es: 'Su autoexclusión terminó el {{endsAt}}. Para reabrir su cuenta, solicite volver: se abrirá 24 horas después de la solicitud.',
    en: 'Your self-exclusion ended on {{endsAt}}. To reopen your account, ask to return: it opens 24 hours after you ask.',
  },
  opensAt: {
    es: 'Su autoexclusión terminó el {{endsAt}} y pidió volver: su cuenta se abre el {{opensAt}}.',
    en: 'Your self-exclusion ended on {{endsAt}} and you asked to return: your account opens on {{opensAt}}.',
  },
  limitTooHigh: { es: 'El límite puede ser como máximo P {{max}}', en: 'The limit can be at most P {{max}}' },
  operatorLimit: {
    es: 'El operador fijó este límite en P {{limit}}: puede bajarlo, pero no subirlo por encima ni quitarlo',
    en: 'The operator set this limit at P {{limit}}: you may lower it, but not raise it above that or remove it',
  },
  nothingPending: { es: 'Este límite no tiene ningún cambio pendiente', en: 'This limit has no pending change' },
  coolingOff: {
    es: 'El cambio se puede confirmar a partir del {{at}} ({{hours}} horas después de pedirlo)',
    en: 'The change can be confirmed from {{at}} ({{hours}} hours after you asked for it)',
  },
  realityCheckMinutes: {
    es: 'Elija un intervalo de {{choices}} minutos (0: sin recordatorio)',
    en: 'Choose an interval of {{choices}} minutes (0: no reminder)',
  },
  periodOfKind: {
    es: 'Elija un periodo de {{kind}}: {{periods}}',
    en: 'Choose a {{kind}} period: {{periods}}',
  },
  passwordWrong: { es: 'La contraseña no es correcta', en: 'The password is not correct' },
  passwordLocked: {
    es: 'Demasiados intentos con una contraseña incorrecta: inténtelo después del {{until}}',
    en: 'Too many wrong passwords: try again after {{until}}',
  },
  notLonger: {
    es: 'Ya tiene {{kind}} hasta el {{endsAt}}: solo puede alargarla, nunca acortarla',
    en: 'You already have a {{kind}} until {{endsAt}}: it can only be made longer, never shorter',
  },
  timeOutAfterSelfExclusion: {
    es: 'Tiene una autoexclusión en curso: una pausa no la sustituye',
    en: 'You have a self-exclusion in force: a time-out does not replace it',
  },
  badCredentials: { es: 'Usuario o contraseña incorrectos', en: 'Incorrect username or password' },
  notSelfExcluded: {
    es: 'Esta cuenta no tiene una autoexclusión terminada de la que volver',
    en: 'This account has no finished self-exclusion to return from',
  },
  stillExcluded: {
    es: 'Su autoexclusión dura hasta el {{endsAt}}: podrá pedir volver cuando termine',
    en: 'Your self-exclusion lasts until {{endsAt}}: you can ask to return once it is over',
  },
} satisfies Record<string, Texts>;

export type ResponsibleMessage = keyof typeof MESSAGES;

const KIND_NAMES: Readonly<Record<LimitKind, Texts>> = {
  deposit: { es: 'depósitos', en: 'deposit' },
  loss: { es: 'pérdidas', en: 'loss' },
  wager: { es: 'apuestas', en: 'wager' },
};
const WINDOW_NAMES: Readonly<Record<LimitWindow, Texts>> = {
  day: { es: '24 horas', en: '24-hour' },
  week: { es: '7 días', en: '7-day' },
  month: { es: '30 días', en: '30-day' },
};
const EXCLUSION_NAMES: Readonly<Record<ExclusionKind, Texts>> = {
  timeOut: { es: 'una pausa', en: 'time-out' },
  selfExclusion: { es: 'autoexclusión', en: 'self-exclusion' },
};

/** A message in both languages with its {{params}} filled; a param given per language wins. */
export function texts(key: ResponsibleMessage, params: Record<string, string | number | Texts> = {}): Record<Language, string> {
  const fill = (language: Language) =>
    MESSAGES[key][language].replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined) return '';
      return typeof value === 'object' ? value[language] : String(value);
    });
  return { es: fill('es'), en: fill('en') };
}

export const kindName = (kind: LimitKind): Texts => KIND_NAMES[kind];
export const windowName = (window: LimitWindow): Texts => WINDOW_NAMES[window];
export const exclusionName = (kind: ExclusionKind): Texts => EXCLUSION_NAMES[kind];

/** A business refusal (HTTP 200 unless said, success false) with `value.code` = the message key unless given. */
export function responsibleRefusal(key: ResponsibleMessage, params: Record<string, string | number | Texts> = {}, value: unknown = { code: key }, status = 200): HttpError {
  return translatedRefusal(texts(key, params), value, status);
}

/** A refusal whose value is a contract type (LimitRefusal, ExclusionRefusal): HTTP 403. */
export function forbidden(translations: Record<Language, string>, value: unknown): HttpError {
  return new HttpError(403, translations.es, { translations, value });
}
