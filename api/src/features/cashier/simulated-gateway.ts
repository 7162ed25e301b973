/**
 * The reference platform's simulated payment gateway: a pending e-wallet or card deposit carries a
 * pay link (signed with the gateway secret) to a page where the payer pays or declines; the page
 * settles the order exactly as the gateway's callback does (credited once). Off in production
 * unless SUITE_SIMULATED_GATEWAY=1: on a real platform the channel's own page does this.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DepositOrder, Language } from '@suite/shared/contract';
import { escapeXml as escapeHtml } from '../../artwork/svg';
import type { Database } from '../../db/database';
import { requestLanguage } from '../../http/language';
import { fromCents, toCents } from '../../money/cents';
import { readDepositOrder, settleDeposit } from './deposit-repository';

export const PAY_PAGE_PREFIX = '/wps/cashier/gateway/pay';

const TEXT = {
  es: {
    title: 'Pasarela de pago simulada',
    note: 'Esta página sustituye a la del canal de pago en el entorno de demostración.',
    order: 'Pedido',
    amount: 'Importe a pagar',
    pay: 'Pagar',
    decline: 'Rechazar',
    paid: 'Pago completado: el importe se acreditó en su billetera. Ya puede cerrar esta pestaña.',
    failed: 'Pago rechazado: el pedido queda como fallido. Ya puede cerrar esta pestaña.',
    settled: 'Este pedido ya no espera pago.',
    invalid: 'El enlace de pago no es válido.',
  },
  en: {
    title: 'Simulated payment gateway',
    note: "This page stands in for the payment channel's own page in the demo environment.",
    order: 'Order',
    amount: 'Amount to pay',
    pay: 'Pay',
    decline: 'Decline',
    paid: 'Payment completed: the amount was credited to your wallet. You can close this tab.',
    failed: 'Payment declined: the order is marked as failed. You can close this tab.',
    settled: 'This order is no longer waiting for a payment.',
    invalid: 'The payment link is not valid.',
  },
} as const;

function signature(secret: string, orderId: string): string {
  return createHmac('sha256', secret).update(`pay:${orderId}`).digest('base64url');
}

function validSignature(secret: string, orderId: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(signature(secret, orderId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The order with its pay link when the simulated gateway pays it (pending e-wallet and card deposits). */
export function withPayUrl(order: DepositOrder, secret: string | null): DepositOrder {
  if (secret === null || order.kind === 'bank' || order.status !== 'pending') return { ...order, payUrl: null };
  return { ...order, payUrl: `${PAY_PAGE_PREFIX}/${order.orderId}?sig=${signature(secret, order.orderId)}` };
}

function page(language: Language, body: string): string {
  const t = TEXT[language];
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 24px; background: #f4f5f7; color: #1d2433; }
  main { max-width: 420px; margin: 0 auto; background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 1.3rem; margin: 0 0 4px; }
  .note { color: #505a6b; font-size: .9rem; margin: 0 0 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; margin: 0 0 20px; }
  dt { color: #505a6b; } dd { margin: 0; font-weight: 600; }
  form { display: flex; gap: 12px; flex-wrap: wrap; }
  button { min-height: 44px; padding: 0 20px; border-radius: 8px; font: inherit; cursor: pointer; border: 1px solid #1d4ed8; }
  button[value="pay"] { background: #1d4ed8; color: #fff; }
  button[value="decline"] { background: #fff; color: #1d4ed8; }
  p[role="status"] { font-weight: 600; }
</style>
</head>
<body><main>
<h1>${escapeHtml(t.title)}</h1>
<p class="note">${escapeHtml(t.note)}</p>
${body}
</main></body>
</html>`;
}

function send(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
    .send(html);
}

const ORDER_PARAM = { type: 'object', properties: { orderId: { type: 'string', pattern: '^D[0-9]{8,20}$' } } };

export function registerSimulatedGateway(app: FastifyInstance, { db, secret }: { db: Database; secret: string }): void {
  app.get<{ Params: { orderId: string }; Querystring: { sig?: string } }>(
    `${PAY_PAGE_PREFIX}/:orderId`,
    { schema: { params: ORDER_PARAM, querystring: { type: 'object', properties: { sig: { type: 'string', maxLength: 100 } } } } },
    async (request, reply) => {
      const language = requestLanguage(request);
      const t = TEXT[language];
      const { orderId } = request.params;
      const order = validSignature(secret, orderId, request.query.sig) ? await readDepositOrder(db, orderId, language) : null;
      if (!order || order.kind === 'bank') return send(reply, 404, page(language, `<p role="alert">${escapeHtml(t.invalid)}</p>`));
      if (order.status !== 'pending') return send(reply, 200, page(language, `<p role="status">${escapeHtml(t.settled)}</p>`));
      const amount = fromCents(toCents(order.amount));
      return send(
        reply,
        200,
        page(
          language,
          `<dl><dt>${escapeHtml(t.order)}</dt><dd>${escapeHtml(order.orderId)}</dd><dt>${escapeHtml(order.channelName)}</dt><dd></dd>
<dt>${escapeHtml(t.amount)}</dt><dd>P ${escapeHtml(amount)}</dd></dl>
<form method="post" action="${PAY_PAGE_PREFIX}/${escapeHtml(order.orderId)}">
<input type="hidden" name="sig" value="${escapeHtml(request.query.sig ?? '')}">
<button type="submit" name="action" value="pay">${escapeHtml(t.pay)}</button>
<button type="submit" name="action" value="decline">${escapeHtml(t.decline)}</button>
</form>`,
        ),
      );
    },
  );

  app.post<{ Params: { orderId: string }; Body: { sig: string; action: 'pay' | 'decline' } }>(
    `${PAY_PAGE_PREFIX}/:orderId`,
    {
      schema: {
        params: ORDER_PARAM,
        body: {
          type: 'object',
          required: ['sig', 'action'],
          properties: { sig: { type: 'string', maxLength: 100 }, action: { type: 'string', enum: ['pay', 'decline'] } },
        },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const t = TEXT[language];
      const { orderId } = request.params;
      if (!validSignature(secret, orderId, request.body.sig)) return send(reply, 403, page(language, `<p role="alert">${escapeHtml(t.invalid)}</p>`));
      const order = await db.transaction(async (tx) => {
        const current = await readDepositOrder(tx, orderId, language);
        if (!current || current.kind === 'bank' || current.status !== 'pending') return current;
        const paid = request.body.action === 'pay';
        return settleDeposit(tx, { orderId, status: paid ? 'paid' : 'failed', amount: current.amount, gatewayRef: `SIMPAY-${orderId}`, reason: paid ? undefined : 'declined by the payer' });
      });
      if (!order || order.kind === 'bank') return send(reply, 404, page(language, `<p role="alert">${escapeHtml(t.invalid)}</p>`));
      const message = order.status === 'credited' ? t.paid : order.status === 'failed' ? t.failed : t.settled;
      return send(reply, 200, page(language, `<p role="status">${escapeHtml(message)}</p>`));
    },
  );
}
