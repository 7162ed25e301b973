import { api, useApi, useTranslation } from '@suite/shared';
import { useId } from 'react';
import { useFormatMoney } from '../hooks/use-format-money';
import { CASHIER_NS, registerCashierTranslations } from '../i18n';
import '../cashier.css';
import { Loaded } from './Loaded';
import { RecallAllFunds } from './RecallAllFunds';
import { WalletList } from './WalletList';
import { WalletTransferForm } from './WalletTransferForm';

registerCashierTranslations();

/** My wallet (transferFund): the balances of every wallet and the transfers between them. */
export default function TransferFundPage() {
  const funds = useApi(api.consolidatedFunds, undefined);
  return (
    <div className="mem-cashier">
      <Loaded result={funds}>
        {(data) => (data.isSingle ? <SingleWallet funds={data} /> : <Wallets funds={data} onChanged={funds.reload} />)}
      </Loaded>
    </div>
  );
}

/** One wallet for every game: nothing to transfer, so say so and show the balance. */
function SingleWallet({ funds }: { funds: api.ConsolidatedFunds }) {
  const { t } = useTranslation(CASHIER_NS);
  const money = useFormatMoney();
  const id = useId();
  const main = funds.wallets.find((wallet) => wallet.wallet === api.MAIN_WALLET);
  return (
    <section className="mem-cashier-panel" aria-labelledby={id}>
      <h2 id={id} className="mem-cashier-panel__title">
        {t('wallet.single.title')}
      </h2>
      <p>{t('wallet.single.why')}</p>
      <p className="mem-cashier-balance">
        <span>{t('wallet.single.balance')}</span> <strong className="mem-cashier-num">{money(main?.balance ?? funds.sumBalance, funds.currencySymbol)}</strong>
      </p>
    </section>
  );
}

function Wallets({ funds, onChanged }: { funds: api.ConsolidatedFunds; onChanged: () => void }) {
  const { t } = useTranslation(CASHIER_NS);
  const listId = useId();
  const transferId = useId();
  return (
    <>
      <section className="mem-cashier-panel" aria-labelledby={listId}>
        <h2 id={listId} className="mem-cashier-panel__title">
          {t('wallet.balances')}
        </h2>
        <WalletList funds={funds} />
        <RecallAllFunds funds={funds} onDone={onChanged} />
      </section>
      <section className="mem-cashier-panel" aria-labelledby={transferId}>
        <h2 id={transferId} className="mem-cashier-panel__title">
          {t('wallet.transfer.title')}
        </h2>
        <WalletTransferForm funds={funds} onDone={onChanged} />
      </section>
    </>
  );
}
