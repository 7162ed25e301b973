/**
 * The spec's notification templates (spec 2 §3): deposit credited, deposit failed, withdrawal
 * approved, withdrawal rejected; and issue 26's withdrawal disputes and wrong-password locks. Written
 * to the member's inbox (member_message, the messageV2 page) in the member's language, in the same
 * transaction as the money movement (or the lock); each raises the unread count.
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
  // Issue 26 #9: the operator resolved a partly or not received withdrawal (withdrawal-disputes.ts).
  withdrawalDisputeConfirmed: {
    es: {
      title: 'Reclamación de retiro revisada',
      content:
        'Revisamos su reclamación del retiro {{orderId}}: el pago de P {{amount}} a su cuenta se completó por el importe entero. Si aún no lo ve, contacte con atención al cliente con el extracto de su cuenta.',
    },
    en: {
      title: 'Withdrawal claim reviewed',
      content:
        'We reviewed your claim on withdrawal {{orderId}}: the payment of P {{amount}} to your account went through in full. If you still do not see it, contact customer service with your account statement.',
    },
  },
  withdrawalDisputePaid: {
    es: {
      title: 'Diferencia de retiro pagada',
      content: 'Revisamos su reclamación del retiro {{orderId}} de P {{amount}}: le abonamos la diferencia, P {{paid}}, en su billetera principal.',
    },
    en: {
      title: 'Withdrawal difference paid',
      content: 'We reviewed your claim on withdrawal {{orderId}} of P {{amount}}: the difference, P {{paid}}, was credited to your main wallet.',
    },
  },
  withdrawalDisputeClosed: {
    es: {
      title: 'Reclamación de retiro cerrada',
      content: 'Su reclamación del retiro {{orderId}} de P {{amount}} se cerró: {{reason}}. Si no está de acuerdo, contacte con atención al cliente.',
    },
    en: {
      title: 'Withdrawal claim closed',
      content: 'Your claim on withdrawal {{orderId}} of P {{amount}} was closed: {{reason}}. If you disagree, contact customer service.',
    },
  },
  // Issue 26: wrong passwords locked an action (security/password-guard.ts).
  paymentPasswordLocked: {
    es: {
      title: 'Contraseña de pago bloqueada',
      content:
        'La contraseña de pago se introdujo mal {{failures}} veces en {{windowMinutes}} minutos. Por su seguridad, los retiros, las transferencias a su agente y el cambio de la contraseña de pago quedan bloqueados hasta {{until}}. Si no fue usted, cambie su contraseña, cierre las sesiones de los otros dispositivos en el centro de seguridad y contacte con atención al cliente.',
    },
    en: {
      title: 'Payment password locked',
      content:
        'Your payment password was entered wrong {{failures}} times within {{windowMinutes}} minutes. For your security, withdrawals, transfers to your agent and changing the payment password are locked until {{until}}. If this was not you, change your password, log out the other devices in the security centre and contact customer service.',
    },
  },
  loginPasswordLocked: {
    es: {
      title: 'Cambio de contraseña bloqueado',
      content:
        'La contraseña actual se introdujo mal {{failures}} veces en {{windowMinutes}} minutos al cambiar la contraseña de acceso. Por su seguridad, el cambio de contraseña queda bloqueado hasta {{until}}. Si no fue usted, cierre las sesiones de los otros dispositivos en el centro de seguridad y contacte con atención al cliente.',
    },
    en: {
      title: 'Password change locked',
      content:
        'The current password was entered wrong {{failures}} times within {{windowMinutes}} minutes when changing your login password. For your security, changing the password is locked until {{until}}. If this was not you, log out the other devices in the security centre and contact customer service.',
    },
  },
  // Issue 22: the operator decided a points-mall redeem (points/point-redeems.ts).
  pointRedeemApproved: {
    es: { title: 'Canje aprobado', content: 'Su canje de {{quantity}} × {{reward}} ({{points}} puntos) fue aprobado. Lo enviaremos a la dirección indicada.' },
    en: { title: 'Redeem approved', content: 'Your redeem of {{quantity}} × {{reward}} ({{points}} points) was approved. We will send it to the address you gave.' },
  },
  pointRedeemRejected: {
    es: { title: 'Canje rechazado', content: 'Su canje de {{quantity}} × {{reward}} fue rechazado ({{reason}}); sus {{points}} puntos volvieron a su saldo.' },
    en: { title: 'Redeem rejected', content: 'Your redeem of {{quantity}} × {{reward}} was rejected ({{reason}}); your {{points}} points are back in your balance.' },
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
