/**
 * The agent contracts' texts in Spanish and English: refusals (business refusals are HTTP 200 with
 * success false; bad input is 4xx), the lower-rate warning, and the inbox messages both parties get
 * (written to member_message in each member's language, in the same transaction as the change).
 */
import type { Language } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { type HttpError, translatedRefusal } from '../../http/envelope';

const REFUSALS = {
  notAgent: { es: 'Solo los agentes pueden ofrecer contratos', en: 'Only agents can offer contracts', status: 403 },
  notDirectDownline: { es: 'La cuenta {{account}} no es un subordinado directo suyo', en: 'Account {{account}} is not your direct downline', status: 200 },
  downlineRequired: { es: 'Indique la cuenta del subordinado', en: 'Give the downline account', status: 400 },
  termsRequired: { es: 'Indique los tramos del contrato', en: 'Give the contract tiers', status: 400 },
  badTiers: { es: 'Los tramos deben crecer en apuesta válida y tasa', en: 'Tiers must grow in valid bet and rate', status: 400 },
  badPeriod: { es: 'Tipo de periodo no válido para este contrato', en: 'Period type not valid for this contract', status: 400 },
  contractRequired: { es: 'Indique el contrato', en: 'Give the contract', status: 400 },
  contractNotFound: { es: 'Contrato no encontrado', en: 'Contract not found', status: 404 },
  offerPending: { es: 'Ya hay una oferta pendiente de este tipo para {{account}}', en: 'There is already a pending offer of this type for {{account}}', status: 200 },
  notYourOffer: { es: 'Solo el subordinado puede aceptar o rechazar esta oferta', en: 'Only the downline can accept or reject this offer', status: 200 },
  notPending: { es: 'El contrato no está pendiente', en: 'The contract is not pending', status: 200 },
  notSigned: { es: 'El contrato no está vigente', en: 'The contract is not in force', status: 200 },
  notTerminationPending: { es: 'No hay una solicitud de rescisión pendiente', en: 'There is no termination request pending', status: 200 },
  ownTermination: { es: 'La otra parte debe confirmar la rescisión', en: 'The other party must confirm the termination', status: 200 },
  notParty: { es: 'No es parte de este contrato', en: 'You are not a party to this contract', status: 404 },
  trialAccount: { es: 'Se necesita una cuenta real', en: 'A real account is needed', status: 403 },
} as const;

export type ContractRefusal = keyof typeof REFUSALS;

const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

export function contractRefusal(key: ContractRefusal, params: Record<string, string | number> = {}): HttpError {
  const texts = REFUSALS[key];
  return translatedRefusal({ es: fill(texts.es, params), en: fill(texts.en, params) }, { code: key, ...params }, texts.status);
}

export const LOWER_RATE_WARNING = {
  es: 'La tasa ofrecida ({{rate}} %) es menor que la de {{count}} contrato(s) que {{account}} da a sus subordinados; se rescindirán si confirma',
  en: 'The offered rate ({{rate}} %) is lower than {{count}} contract(s) {{account}} gives its downlines; they end if you confirm',
} as const;

export function lowerRateWarning(language: Language, params: Record<string, string | number>): string {
  return fill(LOWER_RATE_WARNING[language], params);
}

export const TYPE_NAMES = {
  dividend: { es: 'dividendos', en: 'dividend' },
  daily: { es: 'salario diario', en: 'daily salary' },
  hourly: { es: 'salario por hora', en: 'hourly salary' },
  realtime: { es: 'salario en tiempo real', en: 'real-time salary' },
} as const;

const INBOX = {
  offered: {
    es: { title: 'Nuevo contrato de {{type}}', content: '{{agent}} le ofrece un contrato de {{type}} (n.º {{id}}, tasa hasta {{rate}} %). Acéptelo o recházelo en el centro de agentes.' },
    en: { title: 'New {{type}} contract', content: '{{agent}} offers you a {{type}} contract (no. {{id}}, rate up to {{rate}} %). Accept or reject it in the agent centre.' },
  },
  offerSent: {
    es: { title: 'Contrato de {{type}} enviado', content: 'Ofreció a {{downline}} un contrato de {{type}} (n.º {{id}}, tasa hasta {{rate}} %).' },
    en: { title: '{{type}} contract sent', content: 'You offered {{downline}} a {{type}} contract (no. {{id}}, rate up to {{rate}} %).' },
  },
  signed: {
    es: { title: 'Contrato de {{type}} firmado', content: 'El contrato de {{type}} n.º {{id}} entre {{agent}} y {{downline}} está vigente.' },
    en: { title: '{{type}} contract signed', content: 'The {{type}} contract no. {{id}} between {{agent}} and {{downline}} is in force.' },
  },
  rejected: {
    es: { title: 'Contrato de {{type}} rechazado', content: '{{downline}} rechazó el contrato de {{type}} n.º {{id}}.' },
    en: { title: '{{type}} contract rejected', content: '{{downline}} rejected the {{type}} contract no. {{id}}.' },
  },
  terminationRequested: {
    es: { title: 'Solicitud de rescisión', content: '{{by}} pidió rescindir el contrato de {{type}} n.º {{id}}. La otra parte debe confirmarlo en el centro de agentes.' },
    en: { title: 'Termination requested', content: '{{by}} asked to terminate the {{type}} contract no. {{id}}. The other party confirms it in the agent centre.' },
  },
  terminated: {
    es: { title: 'Contrato de {{type}} rescindido', content: 'El contrato de {{type}} n.º {{id}} entre {{agent}} y {{downline}} terminó ({{reason}}).' },
    en: { title: '{{type}} contract terminated', content: 'The {{type}} contract no. {{id}} between {{agent}} and {{downline}} ended ({{reason}}).' },
  },
  paid: {
    es: { title: 'Pago de {{type}}', content: 'Se acreditaron P {{amount}} de {{type}} del periodo {{period}} (contrato n.º {{id}}) en su billetera principal.' },
    en: { title: '{{type}} paid', content: 'P {{amount}} of {{type}} for period {{period}} (contract no. {{id}}) was credited to your main wallet.' },
  },
} as const;

export const END_REASONS = {
  terminated: { es: 'acuerdo de ambas partes', en: 'both parties agreed' },
  replaced: { es: 'sustituido por un contrato nuevo', en: 'replaced by a new contract' },
  lowerRate: { es: 'la tasa del agente superior bajó', en: 'the upline rate was lowered' },
} as const;

export type InboxTemplate = keyof typeof INBOX;

/** Writes one inbox message in the member's language; `type` and `reason` params are translated here. */
export async function notifyContract(
  tx: Queryable,
  memberId: string,
  template: InboxTemplate,
  params: Record<string, string | number> & { type: keyof typeof TYPE_NAMES; reason?: keyof typeof END_REASONS },
): Promise<void> {
  const { rows } = await tx.query<{ language: Language }>('SELECT language FROM member WHERE id = $1', [memberId]);
  const language = rows[0]?.language ?? 'es';
  const text = INBOX[template][language];
  const values = { ...params, type: TYPE_NAMES[params.type][language], reason: params.reason ? END_REASONS[params.reason][language] : '' };
  const title = fill(text.title, values);
  await tx.query('INSERT INTO member_message (member_id, title, content) VALUES ($1, $2, $3)', [
    memberId,
    title.charAt(0).toUpperCase() + title.slice(1),
    fill(text.content, values),
  ]);
}
