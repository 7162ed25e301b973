import { type api, useTranslation } from '@suite/shared';
import { AccountRecordsReport } from '@suite/shared/reports';
import { RECORDS_NS, registerRecordsTranslations } from '../i18n';
import { RECORDS_LOOK } from '../records-look';

registerRecordsTranslations();

/** Every ledger line moves the balance: its live event reloads the page on screen. */
const RELOAD_ON: readonly api.LiveEventKind[] = ['balance'];

/** Account record (transactionHistory): the ledger lines of the member's wallets in a period (the kit's account record), kept current by the live events. */
export default function AccountRecordPage() {
  const { t } = useTranslation(RECORDS_NS);
  return (
    <AccountRecordsReport
      texts={{ filter: t('filters.type'), caption: (range) => t('account.caption', { range }), failed: t('load.failed') }}
      csvName="account-record"
      look={RECORDS_LOOK}
      reloadOn={RELOAD_ON}
    />
  );
}
