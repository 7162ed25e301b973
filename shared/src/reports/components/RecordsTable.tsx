import type { ReactNode } from 'react';
import { useTranslation } from '@suite/shared';
import { REPORTS_NS, registerReportsTranslations } from '../i18n';
import '../reports.css';

registerReportsTranslations();

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned tabular figures. */
  numeric?: boolean;
}

interface RecordsTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A totals row: its first cell is the row's header. */
  footer?: readonly ReactNode[];
}

/**
 * A records table inside a keyboard-scrollable region, so a wide table scrolls on its own at 390 px
 * instead of widening the page.
 */
export function RecordsTable<Row>({ caption, columns, rows, rowKey, footer }: RecordsTableProps<Row>) {
  const { t } = useTranslation(REPORTS_NS);
  const align = (column: Column<Row>) => (column.numeric ? 'rpt-table__num' : undefined);
  return (
    <div className="rpt-scroll" role="region" aria-label={t('table.scroll', { caption })} tabIndex={0}>
      <table className="rpt-table">
        <caption className="suite-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={align(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={align(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot>
            <tr>
              {footer.map((cell, index) => {
                const column = columns[index];
                return index === 0 ? (
                  <th key={column?.key ?? index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={column?.key ?? index} className={column && align(column)}>
                    {cell}
                  </td>
                );
              })}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
