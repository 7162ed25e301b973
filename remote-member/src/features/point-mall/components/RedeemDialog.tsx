import { api, useTranslation } from '@suite/shared';
import { useId, useState } from 'react';
import { usePointsForm } from '../hooks/use-points-form';
import { formatPoints } from '../format-points';
import { POINT_MALL_NS } from '../i18n';
import { addressError, mobileError, quantityError, textLength } from '../validation';
import { FieldMessage } from './FieldMessage';
import { PointsFormDialog } from './PointsFormDialog';

export interface RedeemDialogProps {
  reward: api.PointReward;
  points: number;
  onClose: () => void;
  /** A redeem went through (or the stock changed under us: soldOut): the page reloads what it shows. */
  onRedeemed: (result: api.RedeemResult | null, message?: string) => void;
}

/**
 * Redeem form (spec 2 §5): quantity, receiving address, mobile number and the payment password; every
 * field checked with a translated message before anything is sent, nothing the player typed lost on a
 * refusal (the password aside, which they type again), and the API's refusal (sold out, not enough
 * points, wrong or locked password) shown in the dialog.
 */
export function RedeemDialog({ reward, points, onClose, onRedeemed }: RedeemDialogProps) {
  const { t, i18n } = useTranslation(POINT_MALL_NS);
  const id = useId();
  const max = Math.max(1, Math.min(api.REDEEM_MAX_QUANTITY, reward.availableQuantity));
  const [quantity, setQuantity] = useState('1');
  const [address, setAddress] = useState('');
  const [mobile, setMobile] = useState('');
  const form = usePointsForm(api.redeemPointReward, 'redeem');
  const { errors } = form;
  const count = Number(quantity) || 1;
  const cost = reward.pointsRequired * count;
  const number = (value: number) => formatPoints(value, i18n.language);

  const submit = async () => {
    if (!form.check({ quantity: quantityError(quantity, max), address: addressError(address), mobile: mobileError(mobile) })) return;
    if (cost > points) {
      form.setFailure(t('errors.notEnoughPoints', { points: number(cost) }));
      return;
    }
    const outcome = await form.send({ rewardId: reward.rewardId, quantity: count, address: address.trim(), mobileNum: mobile.trim() });
    if (outcome.ok) {
      onRedeemed(outcome.value, t('redeem.done', { quantity: count, name: reward.name }));
      return;
    }
    const code = (outcome.error.value as { code?: string } | undefined)?.code;
    if (code === 'soldOut' || code === 'notEnoughStock') onRedeemed(null);
  };

  const described = (name: string, hint?: string) => [errors[name] ? `${id}-${name}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined;

  return (
    <PointsFormDialog title={t('redeem.title', { name: reward.name })} form={form} passwordHint={t('redeem.passwordHint')} onClose={onClose} onSubmit={submit}>
      <p className="mem-pm-form__summary">{t('redeem.summary', { quantity: count, name: reward.name, points: number(cost) })}</p>
      {cost <= points && <p className="mem-pm-form__hint">{t('redeem.balanceAfter', { points: number(points - cost) })}</p>}
      <div className="mem-pm-field">
        <label htmlFor={`${id}-quantity`}>{t('redeem.quantity')}</label>
        <input
          id={`${id}-quantity`}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={quantity}
          aria-invalid={errors.quantity ? true : undefined}
          aria-describedby={described('quantity')}
          onChange={(event) => setQuantity(event.target.value)}
        />
        <FieldMessage id={`${id}-quantity-error`} error={errors.quantity ?? null} />
      </div>
      <div className="mem-pm-field">
        <label htmlFor={`${id}-address`}>{t('redeem.address')}</label>
        <textarea
          id={`${id}-address`}
          rows={3}
          value={address}
          autoComplete="street-address"
          aria-invalid={errors.address ? true : undefined}
          aria-describedby={described('address', `${id}-address-hint`)}
          onChange={(event) => setAddress(event.target.value)}
        />
        <p id={`${id}-address-hint`} className="mem-pm-field__hint">
          {t('redeem.addressHint', { max: api.REDEEM_ADDRESS_MAX, count: textLength(address) })}
        </p>
        <FieldMessage id={`${id}-address-error`} error={errors.address ?? null} />
      </div>
      <div className="mem-pm-field">
        <label htmlFor={`${id}-mobile`}>{t('redeem.mobile')}</label>
        <input
          id={`${id}-mobile`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={mobile}
          aria-invalid={errors.mobile ? true : undefined}
          aria-describedby={described('mobile', `${id}-mobile-hint`)}
          onChange={(event) => setMobile(event.target.value)}
        />
        <p id={`${id}-mobile-hint`} className="mem-pm-field__hint">
          {t('redeem.mobileHint')}
        </p>
        <FieldMessage id={`${id}-mobile-error`} error={errors.mobile ?? null} />
      </div>
    </PointsFormDialog>
  );
}
