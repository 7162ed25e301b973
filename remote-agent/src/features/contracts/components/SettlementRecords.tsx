import { api, Badge, TabList, tabId, useTranslation } from '@suite/shared';
import { Amount, type Column, PagedReport, PeriodPicker, periodPickerProps, reportClass, usePagedReport, useRecordSearch } from '@suite/shared/reports';
import { useId } from 'react';
import { PageSkeleton } from '../../../components/PageBoundary';
import { AGENT_REPORT_LOOK } from '../../../components/report-look';
import { CONTRACTS_NS } from '../i18n';
import { formatSettlementPeriod } from '../settlement-period';
import { formatRate } from '../tiers';

type Role = api.SettlementQuery['role'];
const ROLES: readonly Role[] = ['received', 'paid'];
/** The role is kept in the URL (`role=paid`; received is the default and has no key). */
const ROLE_FILTER = { key: 'role', values: ROLES };
const SETTLEMENTS_LOOK = { ...AGENT_REPORT_LOOK, skeleton: <PageSkeleton rows={4} /> };

/**
 * The type's settlement records in a period, received (the agent is the payee) or paid to its
 * downlines: one row per contract and period, paid or pending, with the period's totals.
 */
export function SettlementRecords({ type }: { type: api.ContractKind }) {
  const { t, i18n } = useTranslation(CONTRACTS_NS);
  const panelId = useId();
  const search = useRecordSearch(ROLE_FILTER);
  const role: Role = search.filter ?? 'received';
  const report = usePagedReport(api.settlementRecords, search, { type, role });

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
            <span className="suite-visually-hidden">{t('settlements.noReference')}</span>
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
        <PeriodPicker {...periodPickerProps(search)} />
        <PagedReport
          report={report}
          look={SETTLEMENTS_LOOK}
          texts={{
            caption: (range) => t('settlements.caption', { type: t(`type.${type}`), range }),
            failed: t('settlements.failed'),
            empty: t('settlements.empty'),
            pager: t('settlements.pager'),
          }}
          columns={columns}
          rowKey={(row) => `${row.contractId}-${row.period}`}
          totals={({ totals }) => ({
            title: t('settlements.totals.title'),
            items: [
              { key: 'paid', label: t('settlements.totals.paid'), value: <Amount value={totals.paid} /> },
              { key: 'pending', label: t('settlements.totals.pending'), value: <Amount value={totals.pending} /> },
            ],
          })}
        />
      </div>
    </div>
  );
}
