import { api, Link, useApi, useTranslation } from '@suite/shared';
import { CASHIER_NS, registerCashierTranslations } from '../i18n';
import '../cashier.css';
import { Loaded } from './Loaded';
import { LockedPanel } from './LockedPanel';
import { UplineTransferForm } from './UplineTransferForm';

registerCashierTranslations();

/** Where the payment password is set (the withdrawal page). */
const WITHDRAW_PATH = '/member/withdraw';

/** Transfer to upline: send money from the main wallet to the member's upline agent. */
export default function TransferUplinePage() {
  const info = useApi(api.uplineInfo, undefined);
  return (
    <div className="mem-cashier">
      <Loaded result={info}>{(data) => <UplineGate info={data} onDone={info.reload} />}</Loaded>
    </div>
  );
}

function UplineGate({ info, onDone }: { info: api.UplineInfo; onDone: () => void }) {
  const { t } = useTranslation(CASHIER_NS);
  if (!info.allowed) {
    return (
      <LockedPanel title={t('upline.none.title')}>
        <p>{t('upline.none.why')}</p>
      </LockedPanel>
    );
  }
  if (!info.hasPaymentPassword) {
    return (
      <LockedPanel title={t('upline.password.title')}>
        <p>{t('upline.password.why')}</p>
        <p>
          <Link to={WITHDRAW_PATH}>{t('upline.password.link')}</Link>
        </p>
      </LockedPanel>
    );
  }
  return <UplineTransferForm info={info} onDone={onDone} />;
}
