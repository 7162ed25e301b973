import { Badge, Button, formatClock, formatMoney, useTranslation, type api } from '@suite/shared';
import { Amount } from '@suite/shared/reports';
import type { ReactNode } from 'react';
import { TEAM_NS } from '../i18n';

interface DownlineTableProps {
  /** The id of the heading that names the list. */
  labelledBy: string;
  rows: readonly api.Downline[];
  onOpen: (account: string) => void;
  onTransfer: (account: string) => void;
}

const COLUMNS = ['kind', 'level', 'registeredAt', 'lastLoginAt', 'balance', 'deposits', 'withdrawals', 'validBet', 'profitLoss'] as const;
const NUMERIC = new Set<string>(['level', 'balance', 'deposits', 'withdrawals', 'validBet', 'profitLoss']);

/**
 * The downlines as a table (scrolling on its own when wider than the panel); below 600 px each row is
 * a card of label/value lines. Explicit roles keep the table's meaning when CSS turns it into blocks.
 */
export function DownlineTable({ labelledBy, rows, onOpen, onTransfer }: DownlineTableProps) {
  const { t, i18n } = useTranslation(TEAM_NS);
  const cell = (row: api.Downline, column: (typeof COLUMNS)[number]): ReactNode => {
    switch (column) {
      case 'kind':
        return <Badge tone={row.kind === 'agent' ? 'accent' : 'neutral'}>{t(`kinds.${row.kind}`)}</Badge>;
      case 'level':
        return row.level.toLocaleString(i18n.language);
      case 'registeredAt':
        return formatClock(row.registeredAt);
      case 'lastLoginAt':
        return row.lastLoginAt ? formatClock(row.lastLoginAt) : t('never');
      case 'profitLoss':
        return <Amount value={row.profitLoss} signed />;
      default:
        return formatMoney(row[column]);
    }
  };
  return (
    <div className="agt-team-scroll" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className="agt-team-table" role="table" aria-labelledby={labelledBy}>
        <thead role="rowgroup">
          <tr role="row">
            <th role="columnheader" scope="col">
              {t('columns.account')}
            </th>
            {COLUMNS.map((column) => (
              <th key={column} role="columnheader" scope="col" className={NUMERIC.has(column) ? 'agt-num' : undefined}>
                {t(`columns.${column}`)}
              </th>
            ))}
            <th role="columnheader" scope="col">
              {t('columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={row.account} role="row">
              <th role="rowheader" scope="row" className="agt-team-table__account">
                {row.account}
              </th>
              {COLUMNS.map((column) => (
                <td key={column} role="cell" data-label={t(`columns.${column}`)} className={NUMERIC.has(column) ? 'agt-num' : undefined}>
                  {cell(row, column)}
                </td>
              ))}
              <td role="cell" className="agt-team-table__actions">
                {row.directDownlines > 0 && (
                  <Button variant="secondary" size="sm" onClick={() => onOpen(row.account)}>
                    {t('downlines')}
                    <span className="suite-visually-hidden">{t('downlinesOf', { account: row.account })}</span>
                    {t('downlinesCount', { count: row.directDownlines })}
                  </Button>
                )}
                {row.transferable && (
                  <Button size="sm" onClick={() => onTransfer(row.account)}>
                    {t('transfer')}
                    <span className="suite-visually-hidden">{t('transferTo', { account: row.account })}</span>
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
