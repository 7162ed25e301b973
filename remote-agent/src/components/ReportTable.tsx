import { type Column, RecordsTable } from '@suite/shared/reports';
import { useNarrow } from './use-narrow';
import './list-kit.css';

interface ReportTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}

/**
 * The report kit's table on a wide screen; on a phone each row is a card of label/value pairs (no
 * sideways scrolling at 390 px), the caption naming the list.
 */
export function ReportTable<Row>({ caption, columns, rows, rowKey }: ReportTableProps<Row>) {
  const narrow = useNarrow();
  if (!narrow) return <RecordsTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} />;
  return (
    <ul className="agt-cards" aria-label={caption}>
      {rows.map((row) => (
        <li key={rowKey(row)} className="agt-cards__item">
          <dl className="agt-cards__pairs">
            {columns.map((column) => (
              <div key={column.key} className="agt-cards__pair">
                <dt>{column.header}</dt>
                <dd className={column.numeric ? 'agt-cards__num' : undefined}>{column.cell(row)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
