import { formatClock, useTranslation, type api, type UseApiResult } from '@suite/shared';
import { useId } from 'react';
import { useLiveReload } from '@suite/shared/reports';
import { useFormatMoney } from '../hooks/use-format-money';
import { CASHIER_NS } from '../i18n';
import { ListHeader } from './ListHeader';
import { Loaded } from './Loaded';
import { StatusBadge } from './StatusBadge';

/** A credited deposit moves the balance: its live event reloads the list (docs/live-events.md). */
const RELOAD_ON: readonly api.LiveEventKind[] = ['balance'];

/** The latest deposit orders with their status (and why a failed one failed). */
export function DepositOrders({ result }: { result: UseApiResult<api.Page<api.DepositOrder>> }) {
  const { t } = useTranslation(CASHIER_NS);
  const id = useId();
  useLiveReload(RELOAD_ON, result.reload);
  return (
    <section className="mem-cashier-panel" aria-labelledby={id}>
      <ListHeader id={id} title={t('deposit.orders.title')} loading={result.loading} onRefresh={result.reload} />
      <Loaded result={result} rows={3}>
        {(page) => (page.list.length === 0 ? <p className="mem-cashier-empty">{t('deposit.orders.empty')}</p> : <OrdersTable orders={page.list} />)}
      </Loaded>
    </section>
  );
}

function OrdersTable({ orders }: { orders: api.DepositOrder[] }) {
  const { t } = useTranslation(CASHIER_NS);
  const money = useFormatMoney();
  return (
    <div className="mem-cashier-table-wrap" role="region" aria-label={t('deposit.orders.table')} tabIndex={0}>
      <table className="mem-cashier-table">
        <thead>
          <tr>
            <th scope="col">{t('common.date')}</th>
            <th scope="col">{t('common.orderNo')}</th>
            <th scope="col">{t('deposit.channelName')}</th>
            <th scope="col">{t('common.amount')}</th>
            <th scope="col">{t('deposit.preview.fee')}</th>
            <th scope="col">{t('deposit.preview.credit')}</th>
            <th scope="col">{t('common.status')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderId}>
              <td>{formatClock(order.createdAt)}</td>
              <td className="mem-cashier-mono">{order.orderId}</td>
              <td>{order.channelName}</td>
              <td className="mem-cashier-num">{money(order.amount)}</td>
              <td className="mem-cashier-num">{money(order.fee)}</td>
              <td className="mem-cashier-num">{money(order.creditAmount)}</td>
              <td>
                <StatusBadge status={order.status} />
                {order.failureReason ? <span className="mem-cashier-reason">{order.failureReason}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
