import { useTranslation } from '@suite/shared';
import type { CsvCell } from '../csv';
import type { useRecordSearch } from '../hooks/use-record-search';
import { REPORTS_NS, registerReportsTranslations } from '../i18n';
import { ExportCsvButton } from './ExportCsvButton';
import { PeriodPicker } from './PeriodPicker';
import '../reports.css';

registerReportsTranslations();

interface FilteredRecordsControlsProps<F extends string> {
  search: ReturnType<typeof useRecordSearch<F>>;
  /** The filter's label and the values it offers (with "All" first). */
  filterLabel: string;
  values: readonly F[];
  labelOf: (value: F) => string;
  /** CSV export of what is shown. */
  csvName: string;
  csvHeader: readonly CsvCell[];
  csvRows: () => readonly (readonly CsvCell[])[];
  csvDisabled: boolean;
}

/** The period picker, a one-select filter and the CSV export: the top of the account and betting records. */
export function FilteredRecordsControls<F extends string>({
  search,
  filterLabel,
  values,
  labelOf,
  csvName,
  csvHeader,
  csvRows,
  csvDisabled,
}: FilteredRecordsControlsProps<F>) {
  const { t } = useTranslation(REPORTS_NS);
  return (
    <>
      <PeriodPicker
        period={search.period}
        range={search.range}
        custom={search.custom !== null}
        today={search.today}
        onPeriod={search.choosePeriod}
        onRange={search.chooseRange}
      />
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
        <ExportCsvButton name={csvName} range={search.range} header={csvHeader} rows={csvRows} disabled={csvDisabled} />
      </div>
    </>
  );
}
