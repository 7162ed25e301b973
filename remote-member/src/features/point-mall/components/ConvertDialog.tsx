import { api, Button, formatMoney, fromMinorUnits, Modal, toMinorUnits, usePublicState, useTranslation } from '@suite/shared';
import { type FormEvent, useId, useState } from 'react';
import { usePointsAction } from '../hooks/use-points-action';
import { formatPoints } from '../format-points';
import { POINT_MALL_NS } from '../i18n';
import { convertPointsError, type FieldError, passwordError } from '../validation';
import { FieldMessage } from './FieldMessage';

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
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { run, pending } = usePointsAction(api.convertPoints);
  const money = (amount: string | null) => formatMoney(amount, { symbol: currencySymbol, locale: i18n.language });
  const number = (amount: number) => formatPoints(amount, i18n.language);
  const whole = /^[0-9]{1,12}$/.test(value.trim()) ? BigInt(value.trim()) : null;
  const ratio = toMinorUnits(config.ratio);
  const receive = whole !== null && ratio !== null ? fromMinorUnits(whole * ratio) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { points: convertPointsError(value, config.minConvertPoints, points), password: passwordError(password) };
    setErrors(found);
    setFailure(null);
    if (Object.values(found).some(Boolean)) return;
    const amount = Number(value.trim());
    const outcome = await run({ points: amount, withdrawPassword: password });
    if (outcome.ok) {
      onConverted(outcome.value, t('convert.done', { points: number(amount), amount: money(outcome.value.amount) }));
      return;
    }
    setPassword('');
    setFailure(`${t('convert.failed')} ${outcome.unknown ? t('convert.unknown') : outcome.error.message}`);
  };

  return (
    <Modal open title={t('convert.title')} onClose={onClose} lockScroll className="mem-pm-dialog">
      <form className="mem-pm-form" onSubmit={(event) => void submit(event)} noValidate>
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
        <div className="mem-pm-field">
          <label htmlFor={`${id}-password`}>{t('redeem.password')}</label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="off"
            value={password}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${id}-password-error` : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
          <FieldMessage id={`${id}-password-error`} error={errors.password ?? null} />
        </div>
        {failure && (
          <p className="mem-pm-form__failure" role="alert">
            {failure}
          </p>
        )}
        <div className="mem-pm-form__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('convert.cancel')}
          </Button>
          <Button type="submit" loading={pending} disabled={pending}>
            {pending ? t('convert.submitting') : t('convert.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
