/**
 * Where SMS and mails go. There is no gateway here: outside production they are written to the
 * development outbox (dev_outbox, printed by scripts/sms-outbox); with NODE_ENV=production there is
 * no outbox, SMS sends are refused and mails are only logged as not sent.
 */
import type { Queryable } from '../../db/database';

export interface Courier {
  /** False: SMS cannot be delivered. */
  readonly canSendSms: boolean;
  /** False: mails are only logged, so nothing can rely on a code sent by mail. */
  readonly canSendMail: boolean;
  sms(recipient: string, body: string): Promise<void>;
  mail(recipient: string, subject: string, body: string): Promise<void>;
}

export function devOutboxCourier(db: Queryable): Courier {
  return {
    canSendSms: true,
    canSendMail: true,
    async sms(recipient, body) {
      await db.query(`INSERT INTO dev_outbox (channel, recipient, body) VALUES ('sms', $1, $2)`, [recipient, body]);
    },
    async mail(recipient, subject, body) {
      await db.query(`INSERT INTO dev_outbox (channel, recipient, subject, body) VALUES ('mail', $1, $2, $3)`, [recipient, subject, body]);
    },
  };
}

export function noGatewayCourier(warn: (message: string) => void): Courier {
  return {
    canSendSms: false,
    canSendMail: false,
    sms() {
      return Promise.reject(new Error('no SMS gateway'));
    },
    mail(recipient) {
      warn(`mail to ${recipient.replace(/^(.).*@/, '$1***@')} not sent: no mail gateway is configured`);
      return Promise.resolve();
    },
  };
}

export interface OutboxEntry {
  id: number;
  channel: 'sms' | 'mail';
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
}

export async function readOutbox(
  db: Queryable,
  { channel, recipient, limit }: { channel?: 'sms' | 'mail'; recipient?: string; limit: number },
): Promise<OutboxEntry[]> {
  const { rows } = await db.query<{ id: number; channel: 'sms' | 'mail'; recipient: string; subject: string; body: string; created_at: Date }>(
    `SELECT id, channel, recipient, subject, body, created_at FROM dev_outbox
      WHERE ($1::text IS NULL OR channel = $1) AND ($2::text IS NULL OR lower(recipient) = lower($2))
      ORDER BY id DESC LIMIT $3`,
    [channel ?? null, recipient ?? null, limit],
  );
  return rows.map((row) => ({ ...row, createdAt: row.created_at.toISOString() }));
}
