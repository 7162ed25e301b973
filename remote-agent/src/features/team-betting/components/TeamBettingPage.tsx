import { api, formatClock, useTranslation } from '@suite/shared';
import { Amount, type Column, useBetLabels } from '@suite/shared/reports';
import { AccountReport } from '../../../components/AccountReport';
import { registerTeamBettingTranslations, TEAM_BETTING_NS } from '../i18n';

registerTeamBettingTranslations();

/** Team betting (api.teamBets): every bet of the team in a period, or one member's, with the totals of the whole set. */
export default function TeamBettingPage() {
  const { t, i18n } = useTranslation(TEAM_BETTING_NS);
  const labels = useBetLabels();
  const columns: Column<api.TeamBet>[] = [
    { key: 'time', header: t('columns.time'), cell: (row) => formatClock(row.time) },
    { key: 'account', header: t('columns.account'), cell: (row) => row.account },
    { key: 'game', header: t('columns.game'), cell: (row) => row.gameName },
    { key: 'gameType', header: t('columns.gameType'), cell: (row) => labels.gameType(row.gameType) },
    { key: 'stake', header: t('columns.stake'), numeric: true, cell: (row) => <Amount value={row.stake} /> },
    { key: 'win', header: t('columns.win'), numeric: true, cell: (row) => <Amount value={row.win} /> },
    { key: 'profit', header: t('columns.profit'), numeric: true, cell: (row) => <Amount value={row.profit} signed /> },
    { key: 'status', header: t('columns.status'), cell: (row) => labels.status(row.status) },
  ];

  return (
    <AccountReport
      endpoint={api.teamBets}
      texts={{ caption: (range) => t('caption', { range }), failed: t('failed'), empty: t('empty'), emptyAccount: (account) => t('emptyAccount', { account }) }}
      columns={columns}
      rowKey={(row) => row.id}
      totals={({ totals }) => ({
        title: t('totals.title'),
        items: [
          { key: 'count', label: t('totals.count'), value: new Intl.NumberFormat(i18n.language).format(totals.count) },
          { key: 'stake', label: t('totals.stake'), value: <Amount value={totals.stake} /> },
          { key: 'win', label: t('totals.win'), value: <Amount value={totals.win} /> },
          { key: 'profit', label: t('totals.profit'), value: <Amount value={totals.profit} signed outcome /> },
        ],
      })}
      csvName="team-bets"
      csvLine={(row) => [formatClock(row.time), row.account, row.gameName, labels.gameType(row.gameType), row.stake, row.win, row.profit, labels.status(row.status)]}
    />
  );
}
