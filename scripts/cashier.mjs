// The operator's cashier over the running API: pending deposits and withdrawals, approve or reject
// a withdrawal, settle a deposit by hand, fire the simulated payment gateway's signed callback,
// the merchant wallet mode, bonuses (credits above the approval threshold wait for a second admin
// account: list, approve, reject) and withdrawal disputes (answered partly or not received: list, one
// with its proofs saved to a folder, confirm, pay the difference, close). Node built-ins only (see
// api/README.md, docs/cashier.md, docs/security.md).
import { createHmac, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { adminBytes, adminCall, runScript, send, UsageError } from './lib/admin-api.mjs';
import { amountArg as amount, line, listOf, noExtra, parseArgs, rowId } from './lib/operator-cli.mjs';

const USAGE = `Usage:
  scripts/cashier deposits                                  pending deposit orders
  scripts/cashier callback D2026... paid|failed [--reason TEXT] [--amount 100.00]
                                                            fire the payment gateway's signed callback
  scripts/cashier deposit D2026... paid|failed [--reason TEXT]   settle a deposit by hand
  scripts/cashier withdrawals [--status pending|approved|rejected]
  scripts/cashier approve W2026...                          pay a pending withdrawal
  scripts/cashier reject W2026... --reason TEXT             return it to the player's wallet
  scripts/cashier disputes [--status open|resolved|all]     withdrawals answered partly or not received (default: open)
  scripts/cashier dispute W2026... [--out DIR]              one dispute: what arrived, the proofs (saved to DIR)
  scripts/cashier dispute-confirm W2026...                  the full amount did arrive: nothing moves, the player is told
  scripts/cashier dispute-pay W2026... [--amount 50.00]     pay the difference (default: amount less what arrived)
                                                            to the player's main wallet, once
  scripts/cashier dispute-close W2026... --reason TEXT      close it without paying (the player reads the reason)
  scripts/cashier wallet-mode single|multi                  one wallet, or one per game vendor
  scripts/cashier bonus ACCOUNT AMOUNT --turnover AMOUNT [--name TEXT]
                                                            credit a bonus; above the approval threshold it waits
                                                            for another admin account (four eyes)
  scripts/cashier bonus-credits [--status pending|credited|rejected]   operator credits (default: pending)
  scripts/cashier bonus-approve CREDIT_ID                   approve a pending credit (not your own): credited once
  scripts/cashier bonus-reject CREDIT_ID --reason TEXT      refuse a pending credit (nothing moves)
  scripts/cashier bonus-limits                              the maxima, the approval threshold, the last 24 hours
  scripts/cashier locks                                     members locked out by wrong passwords (payment password,
                                                            login password change), until when
  scripts/cashier unlock ACCOUNT [--kind payment|login|all] lift a member's lock early (default: all)
Env: SUITE_API_URL (default http://127.0.0.1:4000), SUITE_OPERATOR (admin account, default dev), SUITE_ADMIN_TOKEN (default dev-admin-token),
SUITE_GATEWAY_SECRET (default dev-gateway-secret), SUITE_OPERATOR (name logged with each action).`;

const gatewaySecret = process.env.SUITE_GATEWAY_SECRET || 'dev-gateway-secret';
const orderId = (value, prefix) => {
  if (!value || !new RegExp(`^${prefix}[0-9]{8,20}$`).test(value)) throw new UsageError(`give an order number like ${prefix}20261123000001`);
  return value;
};
const outcome = (value) => {
  if (value !== 'paid' && value !== 'failed') throw new UsageError('say paid or failed');
  return value;
};

const depositLine = (o) => line([o.orderId, o.memberId ?? '', o.channelName, o.amount, o.fee, o.status, o.createdAt], [16, 8, 28, 10, 8, 9]);
/** The player's answer to a paid withdrawal: received, partlyReceived 100.00, awaiting. */
const receiptOf = (o) => (o.receipt === 'partlyReceived' ? `partlyReceived ${o.receivedAmount}` : (o.receipt ?? (o.awaitingConfirmation ? 'awaiting' : '')));
const withdrawalLine = (o) =>
  line(
    [o.orderId, o.memberId ?? '', `${o.account.provider} ${o.account.accountNo}`, o.amount, o.status, receiptOf(o), o.dispute ? `dispute ${o.dispute.status}` : '', o.createdAt],
    [16, 8, 22, 10, 9, 22, 17],
  );
/** A dispute's state: open, confirmed, paid 50.00, closed: <reason>. */
const disputeState = (d) => (d.status === 'paid' ? `paid ${d.paidAmount}` : d.status === 'closed' ? `closed: ${d.reason}` : d.status);
const disputeLine = (d) =>
  line(
    [
      d.orderId,
      d.account,
      d.amount,
      d.receipt,
      `received ${d.receivedAmount}`,
      `difference ${d.difference}`,
      `${d.proofCount} proof${d.proofCount === 1 ? '' : 's'}`,
      `reported ${d.reportedAt}`,
      disputeState(d),
    ],
    [16, 16, 10, 14, 16, 18, 8, 33],
  );
// The dispute calls answer refusals in English, like the rest of this script's output.
const ENGLISH = { 'accept-language': 'en' };
const disputePath = (value, action = '') => `/admin/cashier/disputes/${orderId(value, 'W')}${action}`;
const creditLine = (c) =>
  line(
    [c.creditId, c.status, c.account, c.amount, `turnover ${c.turnover}`, c.name, `by ${c.requestedBy}`, c.decidedBy ? `decided by ${c.decidedBy}` : '', c.rejectReason ?? '', c.requestedAt],
    [6, 9, 16, 12, 20, 16, 14, 18, 0],
  );
const creditId = (value) => rowId(value, 'give a credit number (scripts/cashier bonus-credits lists them)', 10);
const lockLine = (l) => line([l.account, l.memberId, l.kind, `until ${l.lockedUntil}`, `(since ${l.lockedAt})`], [16, 8, 8, 33]);

async function fireCallback(id, status, options) {
  let orderAmount = options.amount;
  if (orderAmount === undefined) {
    const pending = await adminCall('GET', '/admin/cashier/deposits');
    const order = pending.find((item) => item.orderId === id);
    if (!order) throw new Error(`${id} is not a pending deposit (give --amount to send a callback anyway)`);
    orderAmount = order.amount;
  }
  const body = { orderId: id, status, amount: amount(orderAmount, '--amount'), gatewayRef: `SIM-${randomUUID().slice(0, 8)}` };
  if (options.reason) body.reason = options.reason;
  const raw = JSON.stringify(body);
  const signature = `sha256=${createHmac('sha256', gatewaySecret).update(raw).digest('hex')}`;
  const { status: http, envelope } = await send('POST', '/wps/cashier/gateway/callback', {
    raw,
    headers: { 'x-gateway-signature': signature, 'idempotency-key': `gateway-${randomUUID()}` },
  });
  if (!envelope.success) throw new Error(`the API refused the callback (${http}): ${envelope.message}`);
  return `callback ${status}: ${depositLine(envelope.value)}`;
}

await runScript('cashier', USAGE, async (argv) => {
  const [command, ...rest] = argv;
  switch (command) {
    case 'deposits': {
      parseArgs(rest, []);
      console.log(listOf(await adminCall('GET', '/admin/cashier/deposits'), depositLine, 'no pending deposits'));
      return 0;
    }
    case 'callback': {
      const { positional, options } = parseArgs(rest, ['reason', 'amount']);
      console.log(await fireCallback(orderId(positional[0], 'D'), outcome(positional[1]), options));
      return 0;
    }
    case 'deposit': {
      const { positional, options } = parseArgs(rest, ['reason']);
      const body = { status: outcome(positional[1]), ...(options.reason ? { reason: options.reason } : {}) };
      console.log(depositLine(await adminCall('POST', `/admin/cashier/deposits/${orderId(positional[0], 'D')}/settle`, body)));
      return 0;
    }
    case 'withdrawals': {
      const { options } = parseArgs(rest, ['status']);
      const status = options.status ?? 'pending';
      if (!['pending', 'approved', 'rejected'].includes(status)) throw new UsageError('--status is pending, approved or rejected');
      console.log(listOf(await adminCall('GET', `/admin/cashier/withdrawals?status=${status}`), withdrawalLine, `no ${status} withdrawals`));
      return 0;
    }
    case 'approve': {
      const { positional } = parseArgs(rest, []);
      console.log(withdrawalLine(await adminCall('POST', `/admin/cashier/withdrawals/${orderId(positional[0], 'W')}/approve`)));
      return 0;
    }
    case 'reject': {
      const { positional, options } = parseArgs(rest, ['reason']);
      if (!options.reason) throw new UsageError('reject needs --reason "..." (the player reads it)');
      console.log(withdrawalLine(await adminCall('POST', `/admin/cashier/withdrawals/${orderId(positional[0], 'W')}/reject`, { reason: options.reason })));
      return 0;
    }
    case 'disputes': {
      const { positional, options } = parseArgs(rest, ['status']);
      noExtra(positional, 0);
      const status = options.status ?? 'open';
      if (!['open', 'resolved', 'all'].includes(status)) throw new UsageError('--status is open, resolved or all');
      const empty = status === 'all' ? 'no withdrawal disputes' : `no ${status} withdrawal disputes`;
      console.log(listOf(await adminCall('GET', `/admin/cashier/disputes?status=${status}`, undefined, ENGLISH), disputeLine, empty));
      return 0;
    }
    case 'dispute': {
      const { positional, options } = parseArgs(rest, ['out']);
      noExtra(positional, 1);
      const id = orderId(positional[0], 'W');
      const dispute = await adminCall('GET', disputePath(id), undefined, ENGLISH);
      console.log(disputeLine(dispute));
      console.log(`paid out ${dispute.paidOutAt} by ${dispute.paidOutBy} to ${dispute.payTo.provider} ${dispute.payTo.accountNo} (${dispute.payTo.holderName})`);
      if (dispute.status !== 'open') console.log(`resolved ${dispute.resolvedAt} by ${dispute.resolvedBy}: ${disputeState(dispute)}`);
      if (dispute.proofs.length === 0) {
        console.log('no proof images');
        return 0;
      }
      if (options.out === undefined) {
        for (const proof of dispute.proofs) console.log(`proof ${proof.position}: ${proof.mime}, ${proof.bytes} bytes`);
        console.log(`save them with --out DIR`);
        return 0;
      }
      const out = path.resolve(options.out);
      mkdirSync(out, { recursive: true });
      for (const proof of dispute.proofs) {
        const { contentType, bytes } = await adminBytes(disputePath(id, `/proofs/${proof.position}`));
        const file = path.join(out, `${id}-proof-${proof.position}.${contentType === 'image/png' ? 'png' : 'jpg'}`);
        writeFileSync(file, bytes);
        console.log(`proof ${proof.position}: ${file} (${contentType}, ${bytes.length} bytes)`);
      }
      return 0;
    }
    case 'dispute-confirm': {
      const { positional } = parseArgs(rest, []);
      noExtra(positional, 1);
      const done = await adminCall('POST', disputePath(positional[0], '/confirm'), undefined, ENGLISH);
      console.log(`${disputeLine(done)}\nconfirmed: ${done.account} was told the ${done.amount} arrived in full; nothing moved`);
      return 0;
    }
    case 'dispute-pay': {
      const { positional, options } = parseArgs(rest, ['amount']);
      noExtra(positional, 1);
      const body = options.amount === undefined ? {} : { amount: amount(options.amount, '--amount', '50.00') };
      // One key per run: a retry of this request cannot pay twice; a second run is refused (already resolved).
      const paid = await adminCall('POST', disputePath(positional[0], '/pay'), body, { ...ENGLISH, 'idempotency-key': `dispute-pay-${randomUUID()}` });
      console.log(`${disputeLine(paid)}\npaid ${paid.paidAmount} to ${paid.account}'s main wallet (journal ${paid.journalId})`);
      return 0;
    }
    case 'dispute-close': {
      const { positional, options } = parseArgs(rest, ['reason']);
      noExtra(positional, 1);
      if (!options.reason || !options.reason.trim()) throw new UsageError('dispute-close needs --reason "..." (the player reads it)');
      const closed = await adminCall('POST', disputePath(positional[0], '/close'), { reason: options.reason }, ENGLISH);
      console.log(`${disputeLine(closed)}\nclosed; ${closed.account} was told why`);
      return 0;
    }
    case 'wallet-mode': {
      const { positional } = parseArgs(rest, []);
      if (positional[0] !== 'single' && positional[0] !== 'multi') throw new UsageError('say single or multi');
      const mode = await adminCall('PUT', '/admin/cashier/wallet-mode', { isSingle: positional[0] === 'single' });
      console.log(`merchant wallet: ${mode.isSingle ? 'single (one wallet for every vendor)' : 'one wallet per vendor (transfers needed)'}`);
      return 0;
    }
    case 'bonus': {
      const { positional, options } = parseArgs(rest, ['turnover', 'name']);
      const [account, value] = positional;
      if (!account) throw new UsageError('bonus needs an account');
      const body = { account, amount: amount(value, 'AMOUNT'), turnover: amount(options.turnover, '--turnover'), name: options.name ?? 'Bonus' };
      // One key per run: a retry of this request (network error) cannot credit twice.
      const granted = await adminCall('POST', '/admin/cashier/bonus', body, { 'idempotency-key': `bonus-${randomUUID()}` });
      if (granted.status === 'pending') {
        console.log(
          `bonus credit ${granted.creditId} of ${body.amount} to ${account} is pending: above the approval threshold, ` +
            `another admin account approves it with "scripts/cashier bonus-approve ${granted.creditId}"`,
        );
      } else {
        console.log(`bonus ${granted.bonusId} of ${body.amount} to ${account} (turnover ${body.turnover}, credit ${granted.creditId})`);
      }
      return 0;
    }
    case 'bonus-credits': {
      const { positional, options } = parseArgs(rest, ['status']);
      noExtra(positional, 0);
      const status = options.status ?? 'pending';
      if (!['pending', 'credited', 'rejected'].includes(status)) throw new UsageError('--status is pending, credited or rejected');
      console.log(listOf(await adminCall('GET', `/admin/cashier/bonus/credits?status=${status}`), creditLine, `no ${status} bonus credits`));
      return 0;
    }
    case 'bonus-approve': {
      const { positional } = parseArgs(rest, []);
      const approved = await adminCall('POST', `/admin/cashier/bonus/credits/${creditId(positional[0])}/approve`);
      console.log(`${creditLine(approved)}\nbonus ${approved.bonusId} of ${approved.amount} credited to ${approved.account}`);
      return 0;
    }
    case 'bonus-reject': {
      const { positional, options } = parseArgs(rest, ['reason']);
      if (!options.reason) throw new UsageError('bonus-reject needs --reason "..." (kept with the credit and in the audit log)');
      console.log(creditLine(await adminCall('POST', `/admin/cashier/bonus/credits/${creditId(positional[0])}/reject`, { reason: options.reason })));
      return 0;
    }
    case 'bonus-limits': {
      parseArgs(rest, []);
      const limits = await adminCall('GET', '/admin/cashier/bonus/limits');
      console.log(
        [
          `largest credit          ${limits.maxPerCredit}   (SUITE_BONUS_MAX_CREDIT)`,
          `per member, 24 hours    ${limits.maxPerMemberDay}   (SUITE_BONUS_MAX_MEMBER_DAY)`,
          `all members, 24 hours   ${limits.maxPerDay}   (SUITE_BONUS_MAX_DAY)`,
          `second admin above      ${limits.approvalAbove}   (SUITE_BONUS_APPROVAL_ABOVE)`,
          `used, last 24 hours     ${limits.usedLast24Hours}   (credited and pending)`,
        ].join('\n'),
      );
      return 0;
    }
    case 'locks': {
      parseArgs(rest, []);
      console.log(listOf(await adminCall('GET', '/admin/cashier/password-locks'), lockLine, 'no password locks'));
      return 0;
    }
    case 'unlock': {
      const { positional, options } = parseArgs(rest, ['kind']);
      const [account] = positional;
      if (!account) throw new UsageError('unlock needs an account');
      const kind = options.kind ?? 'all';
      if (!['payment', 'login', 'all'].includes(kind)) throw new UsageError('--kind is payment, login or all');
      const done = await adminCall('POST', '/admin/cashier/password-locks/unlock', { account, kind });
      console.log(done.unlocked.length > 0 ? `unlocked ${done.account}: ${done.unlocked.join(', ')}` : `${done.account} had no lock in force (failures forgotten)`);
      return 0;
    }
    default:
      throw new UsageError(command ? `unknown command ${command}` : 'no command given');
  }
});
