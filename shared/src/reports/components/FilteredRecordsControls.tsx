import { useTranslation } from '@suite/shared';
import type { RecordSearchView } from '../hooks/use-record-search';
import { REPORTS_NS, registerReportsTranslations } from '../i18n';
import { ExportCsvButton, type ExportCsvButtonProps } from './ExportCsvButton';
import { PeriodPicker, periodPickerProps } from './PeriodPicker';
import '../reports.css';

registerReportsTranslations();

interface FilteredRecordsControlsProps<F extends string> {
  search: RecordSearchView<F>;
  /** The filter's label and the values it offers (with "All" first). */
  filterLabel: string;
  values: readonly F[];
  labelOf: (value: F) => string;
  /** CSV export of what is shown (reportCsv). */
  csv: ExportCsvButtonProps;
}

/** The period picker, a one-select filter and the CSV export: the top of the account and betting records. */
export function FilteredRecordsControls<F extends string>({ search, filterLabel, values, labelOf, csv }: FilteredRecordsControlsProps<F>) {
  const { t } = useTranslation(REPORTS_NS);
  return (
    <>
      <PeriodPicker {...periodPickerProps(search)} />
      <div className="rpt-toolbar" role="group" aria-label={t('filters.label')}>
        <label className="rpt-field">
          <span>{filterLabel}</span>
          <select value={search.filter ?? ''} onChange={(event) => search.chooseFilter(values.find((value) => value === event.target.value) ?? null)}>
            <option value="">{t('filters.all')}</option>
            {values.map((value) => (
              <option key={value} value={value}>
                {labelOf(value)}
              </option>
            ))}
          </select>
        </label>
        <ExportCsvButton {...csv} />
      </div>
    </>
  );
}
