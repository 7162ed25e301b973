import { type api, buttonClassName, useTranslation } from '@suite/shared';
import { useId, useState } from 'react';
import { CASHIER_NS } from '../i18n';
import { BindAccountForm } from './BindAccountForm';

/** The bound accounts, and "add another" while fewer than maxAccounts are bound. */
export function WithdrawAccounts({ info, onBound }: { info: api.WithdrawInfo; onBound: () => void }) {
  const { t } = useTranslation(CASHIER_NS);
  const id = useId();
  const [adding, setAdding] = useState(false);
  const canAdd = info.accounts.length < info.maxAccounts;
  const bound = () => {
    setAdding(false);
    onBound();
  };
  return (
    <section className="mem-cashier-panel" aria-labelledby={id}>
      <h2 id={id} className="mem-cashier-panel__title">
        {t('withdraw.accounts.title')}
      </h2>
      <ul className="mem-cashier-accounts">
        {info.accounts.map((account) => (
          <li key={account.id} className="mem-cashier-account">
            <span className="mem-cashier-account__provider">{account.provider}</span>
            <span className="mem-cashier-muted">{t(`withdraw.kind.${account.kind}`)}</span>
            <span className="mem-cashier-mono">{account.accountNo}</span>
            <span>{account.holderName}</span>
          </li>
        ))}
      </ul>
      {!canAdd ? (
        <p className="mem-cashier-muted">{t('withdraw.accounts.full', { max: info.maxAccounts })}</p>
      ) : adding ? (
        <BindAccountForm payeeName={info.payeeName} onBound={bound} onCancel={() => setAdding(false)} />
      ) : (
        <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => setAdding(true)}>
          {t('withdraw.accounts.add')}
        </button>
      )}
    </section>
  );
}
