import type { FastifyInstance } from 'fastify';
import type { AccountsContext } from './context';

const SWEEP_EVERY_MS = 10 * 60_000;
const KEEP_MS = 24 * 60 * 60_000;

/** Deletes what has expired (sessions, captchas, challenges, codes, old limiter events). */
export async function sweepExpired({ db, config }: AccountsContext): Promise<void> {
  const now = config.now();
  const dayAgo = new Date(now.getTime() - KEEP_MS);
  await db.query('DELETE FROM member_session WHERE expires_at < $1 OR revoked_at < $1', [dayAgo]);
  await db.query('DELETE FROM captcha_challenge WHERE expires_at < $1', [now]);
  await db.query('DELETE FROM pow_spent WHERE expires_at < $1', [now]);
  await db.query('DELETE FROM login_code WHERE expires_at < $1', [now]);
  await db.query('DELETE FROM sms_code WHERE expires_at < $1', [dayAgo]);
  await db.query('DELETE FROM rate_limit_event WHERE at < $1', [dayAgo]);
}

/** Sweeps every 10 minutes while the app runs; at close, waits for background work. */
export function startHousekeeping(app: FastifyInstance, context: AccountsContext): void {
  const timer = setInterval(() => {
    sweepExpired(context).catch((error: unknown) => app.log.error({ err: error }, 'accounts housekeeping failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await context.background.idle();
  });
}
