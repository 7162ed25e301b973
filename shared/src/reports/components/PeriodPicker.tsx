import { useId, useState, type FormEvent } from 'react';
import { api, buttonClassName, useTranslation } from '@suite/shared';
import type { ReportSearch } from '../hooks/use-record-search';
import { REPORTS_NS, registerReportsTranslations } from '../i18n';
import { checkRange, daysIn, formatDay, formatRange, sameRange, shiftRange, type Day, type DayRange, type RangeError } from '../period';
import '../reports.css';

registerReportsTranslations();

export interface PeriodPickerProps {
  period: api.PeriodType;
  /** The range on screen. */
  range: DayRange;
  /** true when the range was moved or typed (no period button is then pressed). */
  custom: boolean;
  today: Day;
  onPeriod: (period: api.PeriodType) => void;
  onRange: (range: DayRange) => void;
}

/** The picker of a view kept in the URL (useRecordSearch): `<PeriodPicker {...periodPickerProps(search)} />`. */
export function periodPickerProps(search: ReportSearch): PeriodPickerProps {
  return {
    period: search.period,
    range: search.range,
    custom: search.custom !== null,
    today: search.today,
    onPeriod: search.choosePeriod,
    onRange: search.chooseRange,
  };
}

const SHIFTS = [
  { days: -30, label: 'period.previous30' },
  { days: -7, label: 'period.previous7' },
  { days: 7, label: 'period.next7' },
  { days: 30, label: 'period.next30' },
] as const;

/**
 * The spec's period types (daily, weekly, semi-monthly, monthly), its previous/next 7 or 30 days,
 * and a typed range of whole days; shows the range in effect.
 */
export function PeriodPicker({ period, range, custom, today, onPeriod, onRange }: PeriodPickerProps) {
  const { t } = useTranslation(REPORTS_NS);
  const blockedId = useId();
  const shifts = SHIFTS.map((shift) => ({ ...shift, target: shiftRange(range, shift.days, today) }));
  const blocked = shifts.some((shift) => shift.target === null);
  const blockedText = t('period.nextBlocked', { today: formatDay(today) });

  return (
    <div className="rpt-period">
      <div className="rpt-period__row">
        <div className="rpt-segmented" role="group" aria-label={t('period.types')}>
          {api.PERIOD_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              className="rpt-segmented__option"
              aria-pressed={!custom && period === type}
              onClick={() => onPeriod(type)}
            >
              {t(`period.type.${type}`)}
            </button>
          ))}
        </div>
        <div className="rpt-shift" role="group" aria-label={t('period.shift')}>
          {shifts.map(({ days, label, target }) => (
            // aria-disabled, not disabled: the button keeps focus after the click that blocks it,
            // and a keyboard or screen-reader user still reaches it and hears why.
            <button
              key={days}
              type="button"
              className={buttonClassName({ variant: 'secondary' })}
              aria-disabled={target === null || undefined}
              title={target === null ? blockedText : undefined}
              aria-describedby={target === null ? blockedId : undefined}
              onClick={() => target && onRange(target)}
            >
              {t(label)}
            </button>
          ))}
        </div>
      </div>
      {blocked && (
        <p id={blockedId} className="rpt-hint">
          {blockedText}
        </p>
      )}
      <CustomRangeForm range={range} today={today} onRange={onRange} />
      <p className="rpt-period__shown" aria-live="polite">
        {t('period.showing', { range: formatRange(range) })}
      </p>
    </div>
  );
}

/** Two day inputs whose drafts follow the range on screen (without remounting: focus stays put). */
function CustomRangeForm({ range, today, onRange }: { range: DayRange; today: Day; onRange: (range: DayRange) => void }) {
  const { t } = useTranslation(REPORTS_NS);
  const [shown, setShown] = useState(range);
  const [first, setFirst] = useState(range.first);
  const [last, setLast] = useState(range.last);
  const [error, setError] = useState<{ code: RangeError; days: number } | null>(null);
  const errorId = useId();
  if (!sameRange(shown, range)) {
    setShown(range);
    setFirst(range.first);
    setLast(range.last);
    setError(null);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkRange(first, last, today);
    if (check.ok) {
      setError(null);
      onRange(check.range);
    } else {
      // Both days are valid when the range is refused as too long.
      setError({ code: check.error, days: check.error === 'tooLong' ? daysIn({ first, last }) : 0 });
    }
  };

  const describedBy = error ? errorId : undefined;
  return (
    <form className="rpt-custom" aria-label={t('period.custom')} onSubmit={submit} noValidate>
      <label className="rpt-field">
        <span>{t('period.from')}</span>
        <input
          type="date"
          value={first}
          max={today}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => setFirst(event.target.value)}
        />
      </label>
      <label className="rpt-field">
        <span>{t('period.to')}</span>
        <input
          type="date"
          value={last}
          max={today}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => setLast(event.target.value)}
        />
      </label>
      <button type="submit" className={buttonClassName({ variant: 'secondary' })}>
        {t('period.apply')}
      </button>
      {error && (
        <p id={errorId} className="rpt-error" role="alert">
          {t(`period.errors.${error.code}`, { today: formatDay(today), max: api.RECORDS_MAX_DAYS, days: error.days })}
        </p>
      )}
    </form>
  );
}
