import { useTranslation, type api } from '@suite/shared';
import { useFormatMoney } from '../hooks/use-format-money';
import { CASHIER_NS } from '../i18n';

/** Every wallet with its balance, and the total. */
export function WalletList({ funds }: { funds: api.ConsolidatedFunds }) {
  const { t } = useTranslation(CASHIER_NS);
  const money = useFormatMoney();
  return (
    <dl className="mem-cashier-wallets" aria-label={t('wallet.list')}>
      {funds.wallets.map((wallet) => (
        <div key={wallet.wallet} className="mem-cashier-wallet">
          <dt>{wallet.name}</dt>
          <dd className="mem-cashier-num">{money(wallet.balance, funds.currencySymbol)}</dd>
        </div>
      ))}
      <div className="mem-cashier-wallet mem-cashier-wallet--total">
        <dt>{t('wallet.total')}</dt>
        <dd className="mem-cashier-num">{money(funds.sumBalance, funds.currencySymbol)}</dd>
      </div>
    </dl>
  );
}
