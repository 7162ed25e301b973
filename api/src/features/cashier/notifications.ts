/**
 * The spec's notification templates (spec 2 §3): deposit credited, deposit failed, withdrawal
 * approved, withdrawal rejected. Written to the member's inbox (member_message, the messageV2
 * page) in the member's language, in the same transaction as the money movement; each raises the
 * unread count.
 */
import type { Language } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';

const TEMPLATES = {
  depositCredited: {
    es: { title: 'Depósito acreditado', content: 'Su depósito {{orderId}} de P {{amount}} se acreditó en su billetera principal.' },
    en: { title: 'Deposit credited', content: 'Your deposit {{orderId}} of P {{amount}} was credited to your main wallet.' },
  },
  depositFailed: {
    es: { title: 'Depósito fallido', content: 'Su depósito {{orderId}} de P {{amount}} no se completó: {{reason}}.' },
    en: { title: 'Deposit failed', content: 'Your deposit {{orderId}} of P {{amount}} did not go through: {{reason}}.' },
  },
  withdrawalApproved: {
    es: {
      title: 'Retiro aprobado',
      content: 'Su retiro {{orderId}} de P {{amount}} fue pagado. Confirme en el centro de miembros si lo recibió antes de {{minutes}} minutos.',
    },
    en: {
      title: 'Withdrawal approved',
      content: 'Your withdrawal {{orderId}} of P {{amount}} was paid. Confirm in the member centre whether you received it within {{minutes}} minutes.',
    },
  },
  withdrawalRejected: {
    es: { title: 'Retiro rechazado', content: 'Su retiro {{orderId}} de P {{amount}} fue rechazado ({{reason}}); el importe volvió a su billetera principal.' },
    en: { title: 'Withdrawal rejected', content: 'Your withdrawal {{orderId}} of P {{amount}} was rejected ({{reason}}); the amount is back in your main wallet.' },
  },
} as const;

export type NotificationTemplate = keyof typeof TEMPLATES;

export async function notifyMember(
  tx: Queryable,
  memberId: string,
  template: NotificationTemplate,
  params: Record<string, string | number>,
): Promise<void> {
  const { rows } = await tx.query<{ language: Language }>('SELECT language FROM member WHERE id = $1', [memberId]);
  const language = rows[0]?.language ?? 'es';
  const text = TEMPLATES[template][language];
  const fill = (value: string) => value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
  await tx.query('INSERT INTO member_message (member_id, title, content) VALUES ($1, $2, $3)', [memberId, fill(text.title), fill(text.content)]);
}
