// `@suite/shared/reports`: the report kit (record periods, period picker, records table, totals, amounts,
// CSV export, the view kept in the URL) for the member's records and the agent centre's reports.
// A subpath, not part of the federated singleton: each consumer compiles its own copy, and the kit
// takes React hooks, texts, the API contract and dayjs from the root `@suite/shared` (the singleton).
// Not re-exported from src/index.ts: the host never shows a report and its first load has no room.
export {
  type Day,
  type DayRange,
  type RangeError,
  type RangeCheck,
  toDay,
  currentDay,
  parseDay,
  addDays,
  daysIn,
  calendarPeriod,
  currentPeriod,
  shiftRange,
  checkRange,
  toPeriodQuery,
  formatDay,
  formatRange,
  sameRange,
  shorterThanMonth,
} from './period';
export { type Tone, toneOf, formatSigned, asDebit } from './amounts';
export { type CsvCell, csvField, toCsv } from './csv';
export { downloadText } from './download';
export { DEFAULT_PERIOD, type RecordSearch, readRecordSearch, withChanges } from './record-search';
export { useRecordSearch, type RecordSearchView, type ReportSearch } from './hooks/use-record-search';
export { REPORT_PAGE_SIZE, usePagedReport, type PagedReportOptions, type PagedReportState } from './hooks/use-paged-report';
export { LIVE_RELOAD_DELAY_MS, useLiveReload } from './hooks/use-live-reload';
export { useReloadWhileVisible } from './hooks/use-reload-while-visible';
export { useToday } from './hooks/use-today';
export { useBetLabels } from './hooks/use-bet-labels';
export { PeriodPicker, periodPickerProps, type PeriodPickerProps } from './components/PeriodPicker';
export { RecordsTable, type Column } from './components/RecordsTable';
export { Totals, type TotalItem } from './components/Totals';
export { Amount } from './components/Amount';
export { EmptyPeriod } from './components/EmptyPeriod';
export { ExportCsvButton, type ExportCsvButtonProps } from './components/ExportCsvButton';
export { FilteredRecordsControls } from './components/FilteredRecordsControls';
export { Pager, type PagerProps } from './components/Pager';
export { PagedReport, reportCsv, type ReportLook, type ReportTableProps } from './components/PagedReport';
export { AccountRecordsReport } from './components/AccountRecordsReport';
export { reportClass } from './report-classes';
export { REPORTS_NS } from './i18n';
