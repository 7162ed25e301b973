/**
 * VIP texts in Spanish and English: the inbox notices of an upgrade and of a birthday bonus, the
 * names of the bonuses they credit (bonus details list them), and the withdrawal limit's refusals.
 */
import type { Language } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { type HttpError, translatedRefusal } from '../../http/envelope';
import { accountClosure } from '../responsible/exclusion-state';

type Texts = Readonly<Record<Language, string>>;
type Params = Record<string, string | number>;

const fill = (text: string, params: Params) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

/** A bonus's wagering sentence, empty when it asks for none. */
const TURNOVER: Texts = {
  es: ' Debe apostar P {{turnover}} en apuestas válidas antes de retirarlo.',
  en: ' Wager P {{turnover}} in valid bets before withdrawing it.',
};

const NOTICES = {
  upgraded: {
    title: { es: 'Nuevo rango VIP', en: 'New VIP rank' },
    content: {
      es: '¡Enhorabuena! Ha alcanzado el rango {{name}} (VIP {{level}}). Vea sus nuevos beneficios en la página VIP.',
      en: 'Congratulations! You have reached the {{name}} rank (VIP {{level}}). See your new benefits on the VIP page.',
    },
  },
  upgradedWithBonus: {
    title: { es: 'Nuevo rango VIP', en: 'New VIP rank' },
    content: {
      es: '¡Enhorabuena! Ha alcanzado el rango {{name}} (VIP {{level}}). Su bono de ascenso de P {{bonus}} se acreditó en su billetera principal.{{wager}} Vea sus nuevos beneficios en la página VIP.',
      en: 'Congratulations! You have reached the {{name}} rank (VIP {{level}}). Your upgrade bonus of P {{bonus}} was credited to your main wallet.{{wager}} See your new benefits on the VIP page.',
    },
  },
  birthday: {
    title: { es: '¡Feliz cumpleaños!', en: 'Happy birthday!' },
    content: {
      es: 'Por su cumpleaños, su bono VIP de P {{bonus}} ({{name}}) se acreditó en su billetera principal.{{wager}}',
      en: 'For your birthday, your VIP bonus of P {{bonus}} ({{name}}) was credited to your main wallet.{{wager}}',
    },
  },
} as const;

export type VipNotice = keyof typeof NOTICES;

/** Writes the notice to the member's inbox in their language; `turnover` ('0.00' or absent: none) adds the wagering sentence. */
export async function sendVipNotice(tx: Queryable, memberId: string, language: Language, notice: VipNotice, params: Params & { turnover?: string }): Promise<void> {
  // Marketing stops while a time-out or self-exclusion runs (docs/safer-gambling.md).
  if (await accountClosure(tx, memberId)) return;
  const texts = NOTICES[notice];
  const wager = params.turnover && params.turnover !== '0.00' ? fill(TURNOVER[language], params) : '';
  await tx.query('INSERT INTO member_message (member_id, title, content) VALUES ($1, $2, $3)', [
    memberId,
    texts.title[language],
    fill(texts.content[language], { ...params, wager }),
  ]);
}

const BONUS_NAMES = {
  upgrade: { es: 'Bono de ascenso VIP: {{name}}', en: 'VIP upgrade bonus: {{name}}' },
  birthday: { es: 'Bono de cumpleaños VIP {{year}}', en: 'VIP birthday bonus {{year}}' },
} as const;

/** The name a VIP bonus carries in bonus details (member_bonus.name), in the member's language. */
export function vipBonusName(kind: keyof typeof BONUS_NAMES, language: Language, params: Params): string {
  return fill(BONUS_NAMES[kind][language], params);
}

const REFUSALS = {
  vipWithdrawAmount: {
    es: 'Su rango VIP {{rank}} permite retirar hasta {{limit}} al día; hoy ya solicitó {{used}}, puede pedir {{left}} más',
    en: 'Your VIP rank {{rank}} allows withdrawals of up to {{limit}} a day; you have asked for {{used}} today, so {{left}} more',
  },
  vipWithdrawCount: {
    es: 'Su rango VIP {{rank}} permite {{limit}} retiros al día y hoy ya hizo {{used}}: vuelva a intentarlo mañana (UTC)',
    en: 'Your VIP rank {{rank}} allows {{limit}} withdrawals a day and you have made {{used}} today: try again tomorrow (UTC)',
  },
} as const;

export type VipRefusal = keyof typeof REFUSALS;

/** A business refusal (HTTP 200, success: false) with `value.code` and its figures. */
export function vipRefusal(code: VipRefusal, params: Params, names: Texts): HttpError {
  const texts = REFUSALS[code];
  return translatedRefusal(
    { es: fill(texts.es, { ...params, rank: names.es }), en: fill(texts.en, { ...params, rank: names.en }) },
    { code, ...params },
  );
}
