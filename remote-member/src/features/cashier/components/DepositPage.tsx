import { api, Link, useApi, useTranslation } from '@suite/shared';
import { useCallback, useState } from 'react';
import { CASHIER_NS, registerCashierTranslations } from '../i18n';
import '../cashier.css';
import { DepositForm } from './DepositForm';
import { DepositOrders } from './DepositOrders';
import { DepositResult } from './DepositResult';
import { Loaded } from './Loaded';

registerCashierTranslations();

const RECENT: api.PageQuery = { pageNo: 1, pageSize: 10 };
/** The member centre's safer gambling page (issue 24), where deposit limits are set. */
const LIMITS_PATH = '/member/responsibleGambling';

/**
 * Deposit (depositv2): pick a channel, order an amount, follow the instructions; the recent orders below.
 * A link leads to the deposit limits (a deposit refused by one says so in the form, ActionError).
 */
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
      <p className="mem-cashier-limit-link">
        <Link to={LIMITS_PATH}>{t('deposit.setLimit')}</Link>
      </p>
      <DepositOrders result={orders} />
    </div>
  );
}
