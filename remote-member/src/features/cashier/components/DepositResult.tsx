import { type api, buttonClassName, useTranslation } from '@suite/shared';
import { useEffect, useId, useRef } from 'react';
import { useFormatMoney } from '../hooks/use-format-money';
import { CASHIER_NS } from '../i18n';
import { CopyButton } from './CopyButton';
import { StatusBadge } from './StatusBadge';
import { SummaryList } from './SummaryList';

/** The order just created: what to pay, where, and what will be credited. */
export function DepositResult({ order, onAgain }: { order: api.DepositOrder; onAgain: () => void }) {
  const { t } = useTranslation(CASHIER_NS);
  const money = useFormatMoney();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="mem-cashier-panel mem-cashier-panel--done" aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1} className="mem-cashier-panel__title">
        {t('deposit.result.title')}
      </h2>
      <SummaryList
        rows={[
          { label: t('common.orderNo'), value: order.orderId },
          { label: t('deposit.channelName'), value: order.channelName },
          { label: t('common.amount'), value: money(order.amount) },
          { label: t('deposit.preview.fee'), value: money(order.fee) },
          { label: t('deposit.preview.credit'), value: money(order.creditAmount) },
          { label: t('common.status'), value: <StatusBadge status={order.status} /> },
        ]}
      />
      {order.instructions ? (
        <div className="mem-cashier-instructions">
          <h3 className="mem-cashier-subtitle">{t('deposit.result.instructions')}</h3>
          <p>{order.instructions}</p>
        </div>
      ) : null}
      {order.bankAccount ? <BankAccountDetails account={order.bankAccount} /> : null}
      {order.payUrl ? (
        <p>
          <a className={buttonClassName()} href={order.payUrl} target="_blank" rel="noopener">
            {t('deposit.result.pay')} <span className="mem-cashier-visually-hidden">{t('common.newTab')}</span>
          </a>
        </p>
      ) : null}
      <div className="mem-cashier-actions">
        <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={onAgain}>
          {t('deposit.result.again')}
        </button>
      </div>
    </section>
  );
}

function BankAccountDetails({ account }: { account: api.BankAccount }) {
  const { t } = useTranslation(CASHIER_NS);
  return (
    <div className="mem-cashier-instructions">
      <h3 className="mem-cashier-subtitle">{t('deposit.result.bankAccount')}</h3>
      <SummaryList
        rows={[
          { label: t('deposit.result.bankName'), value: account.bankName },
          { label: t('deposit.result.accountName'), value: account.accountName },
          {
            label: t('deposit.result.accountNo'),
            value: (
              <span className="mem-cashier-copy-row">
                <span className="mem-cashier-mono">{account.accountNo}</span>
                <CopyButton value={account.accountNo} what={t('deposit.result.accountNo')} />
              </span>
            ),
          },
        ]}
      />
    </div>
  );
}
