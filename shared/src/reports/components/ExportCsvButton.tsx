import { buttonClassName, useTranslation } from '@suite/shared';
import { toCsv, type CsvCell } from '../csv';
import { downloadText } from '../download';
import { REPORTS_NS, registerReportsTranslations } from '../i18n';
import { type DayRange } from '../period';
import '../reports.css';

registerReportsTranslations();

export interface ExportCsvButtonProps {
  /** File name start: 'account-record' gives account-record-2026-11-01_2026-11-23.csv. */
  name: string;
  range: DayRange;
  header: readonly CsvCell[];
  /** Built on click: the rows on screen, as shown (amounts as plain decimals). */
  rows: () => readonly (readonly CsvCell[])[];
  disabled?: boolean;
}

export function ExportCsvButton({ name, range, header, rows, disabled }: ExportCsvButtonProps) {
  const { t } = useTranslation(REPORTS_NS);
  return (
    <button
      type="button"
      className={buttonClassName({ variant: 'secondary' })}
      title={t('export.hint')}
      disabled={disabled}
      onClick={() => downloadText(`${name}-${range.first}_${range.last}.csv`, toCsv(header, rows()))}
    >
      {t('export.button')}
    </button>
  );
}
