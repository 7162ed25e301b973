import { type api, Button, formatMoney, Link, usePublicState, useTranslation } from '@suite/shared';
import { formatPoints } from '../format-points';
import { POINT_MALL_NS } from '../i18n';

export interface RewardCardProps {
  reward: api.PointReward;
  /** null: a visitor (a call to log in instead of the button). */
  points: number | null;
  onRedeem: (reward: api.PointReward) => void;
}

/** One reward of the grid (spec 2 §3): image, name, points and amount requirements, stock; sold out greyed. */
export function RewardCard({ reward, points, onRedeem }: RewardCardProps) {
  const { t, i18n } = useTranslation(POINT_MALL_NS);
  const { currencySymbol } = usePublicState();
  const soldOut = reward.availableQuantity === 0;
  const number = (value: number) => formatPoints(value, i18n.language);
  const missing = points !== null ? reward.pointsRequired - points : 0;
  const required = Number(reward.amountRequired) > 0;
  return (
    <li className={`mem-pm-card${soldOut ? ' mem-pm-card--sold-out' : ''}`}>
      <img className="mem-pm-card__image" src={reward.imageUrl} alt="" loading="lazy" width={240} height={240} />
      <div className="mem-pm-card__body">
        <h3 className="mem-pm-card__name">{reward.name}</h3>
        <p className="mem-pm-card__points">{t('rewards.points', { points: number(reward.pointsRequired) })}</p>
        <p className="mem-pm-card__meta">
          {required ? t('rewards.amountRequired', { amount: formatMoney(reward.amountRequired, { symbol: currencySymbol, locale: i18n.language }) }) : t('rewards.noAmountRequired')}
        </p>
        <p className={`mem-pm-card__stock${soldOut ? ' mem-pm-card__stock--out' : ''}`}>
          {soldOut ? t('rewards.soldOut') : t('rewards.stock', { available: number(reward.availableQuantity), quantity: number(reward.quantity) })}
        </p>
        {points === null ? (
          <Link className="mem-pm-card__login" to="/login">
            {t('rewards.loginToRedeem')}
          </Link>
        ) : (
          <>
            {!soldOut && missing > 0 && <p className="mem-pm-card__missing">{t('rewards.missingPoints', { points: number(missing) })}</p>}
            <Button
              size="sm"
              disabled={soldOut}
              aria-label={soldOut ? t('rewards.soldOutLabel', { name: reward.name }) : t('rewards.redeemLabel', { name: reward.name })}
              onClick={() => onRedeem(reward)}
            >
              {soldOut ? t('rewards.soldOut') : t('rewards.redeem')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
