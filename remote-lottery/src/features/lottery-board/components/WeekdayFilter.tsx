import { useTranslation } from '@suite/shared';
import { useId } from 'react';
import { LOTTERY_NS } from '../../../i18n';
import { type Weekday, WEEKDAYS } from '../model/lottery-filters';

export interface WeekdayFilterProps {
  value: Weekday | null;
  onChange: (weekday: Weekday | null) => void;
}

/** All days, then Sunday (1) to Saturday (7). */
export function WeekdayFilter({ value, onChange }: WeekdayFilterProps) {
  const { t } = useTranslation(LOTTERY_NS);
  const name = useId();
  const options: { value: Weekday | null; label: string }[] = [
    { value: null, label: t('weekday.all') },
    ...WEEKDAYS.map((day) => ({ value: day, label: t(`days.${day}`) })),
  ];
  return (
    <fieldset className="lot-weekdays">
      <legend>{t('weekday.label')}</legend>
      {options.map((option) => (
        <label key={option.value ?? 'all'} className="lot-weekdays__option">
          <input type="radio" name={name} checked={value === option.value} onChange={() => onChange(option.value)} />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
