import './reports.css';

/**
 * Class names a report page puts on its own elements (rules in reports.css, loaded with this module);
 * the kit's components carry their own.
 */
export const reportClass = {
  /** The page's column: period picker, toolbar, totals, table and pager, 16 px apart. */
  page: 'rpt-report',
  /** A row of controls above the figures (a filter, the CSV export), wrapping on a phone. */
  toolbar: 'rpt-toolbar',
  /** The page's pager (the consumer's own component), centred under the table. */
  pager: 'rpt-pager',
  /** A labelled input or select in the toolbar. */
  field: 'rpt-field',
} as const;
