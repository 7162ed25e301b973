import { api, useTranslation } from '@suite/shared';
import { Amount, type Column } from '@suite/shared/reports';
import { AccountReport } from '../../../components/AccountReport';
import { PROFIT_LOSS_NS, registerProfitLossTranslations } from '../i18n';

registerProfitLossTranslations();

/** The money figures of a member's result, in the order of the columns and of the totals. */
const AMOUNTS = ['validBet', 'win', 'profitLoss', 'deposits', 'withdrawals', 'bonuses'] as const;

/** User profit and loss (api.teamProfit): each team member's result over a period, or one member's, with the totals. */
export default function ProfitLossPage() {
  const { t, i18n } = useTranslation(PROFIT_LOSS_NS);
  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  // The result is signed; in the totals it also says profit or loss.
  const amount = (key: (typeof AMOUNTS)[number], value: api.Money, total = false) =>
    key === 'profitLoss' ? <Amount value={value} signed outcome={total} /> : <Amount value={value} />;

  const columns: Column<api.MemberProfit>[] = [
    { key: 'account', header: t('columns.account'), cell: (row) => row.account },
    { key: 'level', header: t('columns.level'), numeric: true, cell: (row) => row.level },
    { key: 'betCount', header: t('columns.betCount'), numeric: true, cell: (row) => count(row.betCount) },
    ...AMOUNTS.map((key) => ({ key, header: t(`columns.${key}`), numeric: true, cell: (row: api.MemberProfit) => amount(key, row[key]) })),
  ];

  return (
    <AccountReport
      endpoint={api.teamProfit}
      texts={{ caption: (range) => t('caption', { range }), failed: t('failed'), empty: t('empty'), emptyAccount: (account) => t('emptyAccount', { account }) }}
      columns={columns}
      rowKey={(row) => row.account}
      totals={({ totals }) => ({
        title: t('totals.title'),
        items: [
          { key: 'betCount', label: t('columns.betCount'), value: count(totals.betCount) },
          ...AMOUNTS.map((key) => ({ key, label: t(`columns.${key}`), value: amount(key, totals[key], true) })),
        ],
      })}
      csvName="team-profit"
      csvLine={(row) => [row.account, row.level, row.betCount, ...AMOUNTS.map((key) => row[key])]}
    />
  );
}
