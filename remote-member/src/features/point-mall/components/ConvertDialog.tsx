import { api, formatMoney, fromMinorUnits, toMinorUnits, usePublicState, useTranslation } from '@suite/shared';
import { useId, useState } from 'react';
import { usePointsForm } from '../hooks/use-points-form';
import { formatPoints } from '../format-points';
import { POINT_MALL_NS } from '../i18n';
import { convertPointsError } from '../validation';
import { FieldMessage } from './FieldMessage';
import { PointsFormDialog } from './PointsFormDialog';

export interface ConvertDialogProps {
  config: api.PointConfig;
  points: number;
  onClose: () => void;
  onConverted: (result: api.ConvertPointsResult, message: string) => void;
}

/** Points to money (MCS2_convertPoint): the ratio and the minimum shown, what the player receives computed as they type. */
export function ConvertDialog({ config, points, onClose, onConverted }: ConvertDialogProps) {
  const { t, i18n } = useTranslation(POINT_MALL_NS);
  const { currencySymbol } = usePublicState();
  const id = useId();
  const [value, setValue] = useState(String(Math.max(config.minConvertPoints, 0)));
  const form = usePointsForm(api.convertPoints, 'convert');
  const { errors } = form;
  const money = (amount: string | null) => formatMoney(amount, { symbol: currencySymbol, locale: i18n.language });
  const number = (amount: number) => formatPoints(amount, i18n.language);
  const whole = /^[0-9]{1,12}$/.test(value.trim()) ? BigInt(value.trim()) : null;
  const ratio = toMinorUnits(config.ratio);
  const receive = whole !== null && ratio !== null ? fromMinorUnits(whole * ratio) : null;

  const submit = async () => {
    if (!form.check({ points: convertPointsError(value, config.minConvertPoints, points) })) return;
    const amount = Number(value.trim());
    const outcome = await form.send({ points: amount });
    if (outcome.ok) onConverted(outcome.value, t('convert.done', { points: number(amount), amount: money(outcome.value.amount) }));
  };

  return (
    <PointsFormDialog title={t('convert.title')} form={form} onClose={onClose} onSubmit={submit}>
      <p className="mem-pm-form__summary">{t('convert.ratio', { amount: money(config.ratio) })}</p>
      <p className="mem-pm-form__hint">{t('convert.minimum', { points: number(config.minConvertPoints) })}</p>
      <p className="mem-pm-form__hint">{t('convert.available', { points: number(points) })}</p>
      <div className="mem-pm-field">
        <label htmlFor={`${id}-points`}>{t('convert.points')}</label>
        <input
          id={`${id}-points`}
          type="text"
          inputMode="numeric"
          value={value}
          aria-invalid={errors.points ? true : undefined}
          aria-describedby={[`${id}-receive`, errors.points ? `${id}-points-error` : ''].filter(Boolean).join(' ')}
          onChange={(event) => setValue(event.target.value)}
        />
        <p id={`${id}-receive`} className="mem-pm-field__hint" aria-live="polite">
          {receive !== null ? t('convert.receive', { amount: money(receive) }) : ''}
        </p>
        <FieldMessage id={`${id}-points-error`} error={errors.points ?? null} />
      </div>
    </PointsFormDialog>
  );
}
