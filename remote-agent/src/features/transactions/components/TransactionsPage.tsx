import { useTranslation } from '@suite/shared';
import { AccountRecordsReport } from '@suite/shared/reports';
import { AGENT_REPORT_LOOK } from '../../../components/report-look';
import { registerTransactionsTranslations, TRANSACTIONS_NS } from '../i18n';

registerTransactionsTranslations();

/**
 * Transaction details: the agent's ledger lines (the kit's account record, every type including the
 * agent's contract pay and transfers) in a period, by type, with the totals of the whole set.
 */
export default function TransactionsPage() {
  const { t } = useTranslation(TRANSACTIONS_NS);
  return (
    <AccountRecordsReport
      texts={{ filter: t('filter'), caption: (range) => t('caption', { range }), failed: t('failed'), empty: t('empty') }}
      csvName="agent-transactions"
      look={AGENT_REPORT_LOOK}
    />
  );
}
