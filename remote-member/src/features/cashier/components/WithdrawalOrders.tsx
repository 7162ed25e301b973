import { formatClock, useTranslation, type api, type UseApiResult } from '@suite/shared';
import { useId } from 'react';
import { useLiveReload } from '@suite/shared/reports';
import { useFormatMoney } from '../hooks/use-format-money';
import { CASHIER_NS } from '../i18n';
import { ConfirmReceiptForm } from './ConfirmReceiptForm';
import { ListHeader } from './ListHeader';
import { Loaded } from './Loaded';
import { StatusBadge } from './StatusBadge';
import { SummaryList, type SummaryRow } from './SummaryList';

/** A withdrawal's new state (approved, rejected, paid ...) reloads the list (docs/live-events.md). */
const RELOAD_ON: readonly api.LiveEventKind[] = ['withdrawal'];

/** "My withdrawals": each order as a card, with the receipt question while it may be answered. */
export function WithdrawalOrders({ result, onAnswered }: { result: UseApiResult<api.Page<api.WithdrawalOrder>>; onAnswered: () => void }) {
  const { t } = useTranslation(CASHIER_NS);
  const id = useId();
  useLiveReload(RELOAD_ON, result.reload);
  return (
    <section className="mem-cashier-panel" aria-labelledby={id}>
      <ListHeader id={id} title={t('withdraw.orders.title')} loading={result.loading} onRefresh={result.reload} />
      <Loaded result={result} rows={3}>
        {(page) =>
          page.list.length === 0 ? (
            <p className="mem-cashier-empty">{t('withdraw.orders.empty')}</p>
          ) : (
            <ul className="mem-cashier-cards">
              {page.list.map((order) => (
                <WithdrawalOrderCard key={order.orderId} order={order} onAnswered={onAnswered} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </section>
  );
}

function WithdrawalOrderCard({ order, onAnswered }: { order: api.WithdrawalOrder; onAnswered: () => void }) {
  const { t } = useTranslation(CASHIER_NS);
  const money = useFormatMoney();
  const rows: SummaryRow[] = [
    { label: t('common.orderNo'), value: order.orderId },
    { label: t('common.date'), value: formatClock(order.createdAt) },
    { label: t('withdraw.account'), value: `${order.account.provider} ${order.account.accountNo}` },
  ];
  if (order.rejectReason) rows.push({ label: t('withdraw.orders.rejectReason'), value: order.rejectReason });
  if (order.receipt) rows.push({ label: t('withdraw.orders.receipt'), value: <ReceiptText order={order} /> });
  if (order.dispute) rows.push({ label: t('withdraw.orders.dispute'), value: <DisputeText dispute={order.dispute} /> });
  return (
    <li className="mem-cashier-card">
      <div className="mem-cashier-card__head">
        <span className="mem-cashier-card__amount">{money(order.amount)}</span>
        <StatusBadge status={order.status} />
      </div>
      <SummaryList rows={rows} />
      {order.awaitingConfirmation ? <ConfirmReceiptForm order={order} onAnswered={onAnswered} /> : null}
    </li>
  );
}

/** The operator's answer to a partly or not received withdrawal (issue 26 #9). */
function DisputeText({ dispute }: { dispute: api.WithdrawalDispute }) {
  const { t } = useTranslation(CASHIER_NS);
  const money = useFormatMoney();
  return <>{t(`withdraw.orders.disputeStatus.${dispute.status}`, { amount: money(dispute.paidAmount ?? '0.00'), reason: dispute.reason ?? '' })}</>;
}

function ReceiptText({ order }: { order: api.WithdrawalOrder }) {
  const { t } = useTranslation(CASHIER_NS);
  const money = useFormatMoney();
  if (order.autoConfirmed) return <>{t('withdraw.orders.autoConfirmed')}</>;
  const answer = t(`withdraw.receipt.${order.receipt}`);
  const parts = [answer];
  if (order.receipt === 'partlyReceived' && order.receivedAmount) parts.push(money(order.receivedAmount));
  if (order.proofCount > 0) parts.push(t('withdraw.orders.proofs', { count: order.proofCount }));
  return <>{parts.join(' · ')}</>;
}
