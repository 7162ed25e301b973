import type { ReactNode } from 'react';

export interface SummaryRow {
  label: string;
  value: ReactNode;
}

/** Label / value pairs: an order, a confirmation step, a result. */
export function SummaryList({ rows, label }: { rows: SummaryRow[]; label?: string }) {
  return (
    <dl className="mem-cashier-summary" aria-label={label}>
      {rows.map((row) => (
        <div key={row.label} className="mem-cashier-summary__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
