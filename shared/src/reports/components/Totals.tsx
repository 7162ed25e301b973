import { useId, type ReactNode } from 'react';
import '../reports.css';

export interface TotalItem {
  key: string;
  label: string;
  value: ReactNode;
}

/** Totals or summary figures under a heading: a description list, shown as cards. */
export function Totals({ title, items }: { title: string; items: readonly TotalItem[] }) {
  const headingId = useId();
  return (
    <section className="rpt-totals" aria-labelledby={headingId}>
      <h2 id={headingId} className="rpt-totals__title">
        {title}
      </h2>
      <dl className="rpt-totals__list">
        {items.map(({ key, label, value }) => (
          <div key={key} className="rpt-totals__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
