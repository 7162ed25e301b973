import { api, Badge, TabList, tabId, useApi, useTranslation } from '@suite/shared';
import { Amount, type Column, EmptyPeriod, formatRange, PeriodPicker, reportClass, shorterThanMonth, toPeriodQuery, Totals, useRecordSearch } from '@suite/shared/reports';
import { useId } from 'react';
import { ListPager } from '../../../components/ListPager';
import { ListLoadError } from '../../../components/ListStates';
import { PageSkeleton } from '../../../components/PageBoundary';
import { ReportTable } from '../../../components/ReportTable';
import { CONTRACTS_NS } from '../i18n';
import { formatSettlementPeriod } from '../settlement-period';
import { formatRate } from '../tiers';

type Role = api.SettlementQuery['role'];
const ROLES: readonly Role[] = ['received', 'paid'];
/** The role is kept in the URL (`role=paid`; received is the default and has no key). */
const ROLE_FILTER = { key: 'role', values: ROLES };
const PAGE_SIZE = 20;

/**
 * The type's settlement records in a period, received (the agent is the payee) or paid to its
 * downlines: one row per contract and period, paid or pending, with the period's totals.
 */
export function SettlementRecords({ type }: { type: api.ContractKind }) {
  const { t, i18n } = useTranslation(CONTRACTS_NS);
  const panelId = useId();
  const search = useRecordSearch(ROLE_FILTER);
  const { range, page } = search;
  const role: Role = search.filter ?? 'received';
  const { data, error, loading, reload } = useApi(api.settlementRecords, { ...toPeriodQuery(range), type, role, pageNo: page, pageSize: PAGE_SIZE });

  const columns: Column<api.SettlementRecord>[] = [
    { key: 'period', header: t('settlements.columns.period'), cell: (row) => formatSettlementPeriod(row) },
    ...(role === 'paid' ? [{ key: 'payee', header: t('settlements.columns.payee'), cell: (row: api.SettlementRecord) => row.payeeAccount }] : []),
    { key: 'teamSize', header: t('settlements.columns.teamSize'), numeric: true, cell: (row) => row.teamSize },
    { key: 'activeMembers', header: t('settlements.columns.activeMembers'), numeric: true, cell: (row) => row.activeMembers },
    { key: 'validBet', header: t('settlements.columns.validBet'), numeric: true, cell: (row) => <Amount value={row.validBet} /> },
    { key: 'profitLoss', header: t('settlements.columns.profitLoss'), numeric: true, cell: (row) => <Amount value={row.profitLoss} signed /> },
    { key: 'rate', header: t('settlements.columns.rate'), numeric: true, cell: (row) => formatRate(row.rate, i18n.language) },
    { key: 'amount', header: t('settlements.columns.amount'), numeric: true, cell: (row) => <Amount value={row.amount} /> },
    {
      key: 'status',
      header: t('settlements.columns.status'),
      cell: (row) => <Badge tone={row.status === 'paid' ? 'success' : 'neutral'}>{t(`settlements.status.${row.status}`)}</Badge>,
    },
    {
      key: 'reference',
      header: t('settlements.columns.reference'),
      cell: (row) =>
        row.reference ?? (
          <>
            <span aria-hidden="true">—</span>
            <span className="agt-sr-only">{t('settlements.noReference')}</span>
          </>
        ),
    },
  ];

  return (
    <div className={reportClass.page}>
      <TabList
        label={t('settlements.roles')}
        items={ROLES.map((value) => ({ value, label: t(`settlements.${value}`) }))}
        value={role}
        onChange={(value) => search.chooseFilter(value === 'received' ? null : value)}
        panelId={panelId}
      />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(panelId, role)} className={`${reportClass.page} agt-settlements__panel`}>
        <PeriodPicker
          period={search.period}
          range={range}
          custom={search.custom !== null}
          today={search.today}
          onPeriod={search.choosePeriod}
          onRange={search.chooseRange}
        />
        {error ? (
          <ListLoadError title={t('settlements.failed')} error={error} onRetry={reload} />
        ) : loading || !data ? (
          <PageSkeleton rows={4} />
        ) : data.totalCount === 0 ? (
          <EmptyPeriod title={t('settlements.empty')} onShowMonth={shorterThanMonth(range, search.today) ? () => search.choosePeriod('monthly') : undefined} />
        ) : (
          <>
            <Totals
              title={t('settlements.totals.title')}
              items={[
                { key: 'paid', label: t('settlements.totals.paid'), value: <Amount value={data.totals.paid} /> },
                { key: 'pending', label: t('settlements.totals.pending'), value: <Amount value={data.totals.pending} /> },
              ]}
            />
            <ReportTable
              caption={t('settlements.caption', { type: t(`type.${type}`), range: formatRange(range) })}
              columns={columns}
              rows={data.list}
              rowKey={(row) => `${row.contractId}-${row.period}`}
            />
          </>
        )}
        {data && !error && <ListPager page={page} totalPages={data.totalPages} onPage={search.choosePage} label={t('settlements.pager')} />}
      </div>
    </div>
  );
}
