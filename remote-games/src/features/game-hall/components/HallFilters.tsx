import { formatMoney, usePublicState, useTranslation, type api } from '@suite/shared';
import { useId } from 'react';
import { GAMES_NS } from '../../../i18n';

export interface HallFiltersProps {
  classifications: readonly api.GameClassifyCode[];
  gameClassify: api.GameClassifyCode | null;
  minBetOptions: readonly api.Money[];
  minBet: api.Money | null;
  /** The minimum-lines options (25 lines or more); none: no lines filter. */
  minLineOptions?: readonly number[];
  minLineNum?: number | null;
  onClassify(value: api.GameClassifyCode | null): void;
  onMinBet(value: api.Money | null): void;
  onMinLineNum?(value: number | null): void;
}

/** Classification, minimum bet and minimum lines ("all" first in each). */
export function HallFilters({
  classifications,
  gameClassify,
  minBetOptions,
  minBet,
  minLineOptions = [],
  minLineNum = null,
  onClassify,
  onMinBet,
  onMinLineNum,
}: HallFiltersProps) {
  const { t } = useTranslation(GAMES_NS);
  const { currencySymbol } = usePublicState();
  const classifyId = useId();
  const minBetId = useId();
  const minLineId = useId();
  return (
    <div className="gms-filters">
      {classifications.length > 0 && (
        <div className="gms-filters__field">
          <label htmlFor={classifyId}>{t('hall.classify')}</label>
          <select
            id={classifyId}
            value={gameClassify ?? ''}
            onChange={(event) => onClassify((event.target.value || null) as api.GameClassifyCode | null)}
          >
            <option value="">{t('hall.classifyAll')}</option>
            {classifications.map((code) => (
              <option key={code} value={code}>
                {t(`hall.classifyCode.${code}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="gms-filters__field">
        <label htmlFor={minBetId}>{t('hall.minBet')}</label>
        <select id={minBetId} value={minBet ?? ''} onChange={(event) => onMinBet(event.target.value || null)}>
          <option value="">{t('hall.minBetAll')}</option>
          {minBetOptions.map((option) => (
            <option key={option} value={option}>
              {t('hall.minBetOption', { amount: formatMoney(option, { symbol: currencySymbol }) })}
            </option>
          ))}
        </select>
      </div>
      {minLineOptions.length > 0 && onMinLineNum && (
        <div className="gms-filters__field">
          <label htmlFor={minLineId}>{t('hall.minLines')}</label>
          <select id={minLineId} value={minLineNum ?? ''} onChange={(event) => onMinLineNum(event.target.value ? Number(event.target.value) : null)}>
            <option value="">{t('hall.minLinesAll')}</option>
            {minLineOptions.map((option) => (
              <option key={option} value={option}>
                {t('hall.minLinesOption', { count: option })}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
