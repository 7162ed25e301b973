import { api, useApi } from '@suite/shared';
import { useCallback } from 'react';
import { registerCashierTranslations } from '../i18n';
import '../cashier.css';
import { Loaded } from './Loaded';
import { WithdrawalOrders } from './WithdrawalOrders';
import { WithdrawGate } from './WithdrawGate';

registerCashierTranslations();

const RECENT: api.PageQuery = { pageNo: 1, pageSize: 10 };

/** Withdrawal: the steps still missing, or the withdrawal form; "my withdrawals" below. */
export default function WithdrawPage() {
  const info = useApi(api.withdrawInfo, undefined);
  const orders = useApi(api.withdrawalOrders, RECENT);
  const { reload: reloadInfo } = info;
  const { reload: reloadOrders } = orders;
  const changed = useCallback(() => {
    reloadInfo();
    reloadOrders();
  }, [reloadInfo, reloadOrders]);

  return (
    <div className="mem-cashier">
      <Loaded result={info}>{(data) => <WithdrawGate info={data} onChanged={changed} />}</Loaded>
      <WithdrawalOrders result={orders} onAnswered={changed} />
    </div>
  );
}
