import { api, useApi, useTranslation } from '@suite/shared';
import { useCallback, useState } from 'react';
import { CASHIER_NS, registerCashierTranslations } from '../i18n';
import '../cashier.css';
import { DepositForm } from './DepositForm';
import { DepositOrders } from './DepositOrders';
import { DepositResult } from './DepositResult';
import { Loaded } from './Loaded';

registerCashierTranslations();

const RECENT: api.PageQuery = { pageNo: 1, pageSize: 10 };

/** Deposit (depositv2): pick a channel, order an amount, follow the instructions; the recent orders below. */
export default function DepositPage() {
  const { t } = useTranslation(CASHIER_NS);
  const channels = useApi(api.depositChannels, undefined);
  const orders = useApi(api.depositOrders, RECENT);
  const [created, setCreated] = useState<api.DepositOrder | null>(null);
  const { reload: reloadChannels } = channels;
  const { reload: reloadOrders } = orders;

  const onCreated = useCallback(
    (order: api.DepositOrder) => {
      setCreated(order);
      reloadOrders();
      reloadChannels();
    },
    [reloadOrders, reloadChannels],
  );

  return (
    <div className="mem-cashier">
      {created ? (
        <DepositResult order={created} onAgain={() => setCreated(null)} />
      ) : (
        <Loaded result={channels}>
          {(list) =>
            list.length === 0 ? (
              <p className="mem-cashier-empty">{t('deposit.noChannels')}</p>
            ) : (
              <DepositForm channels={list} onCreated={onCreated} />
            )
          }
        </Loaded>
      )}
      <DepositOrders result={orders} />
    </div>
  );
}
