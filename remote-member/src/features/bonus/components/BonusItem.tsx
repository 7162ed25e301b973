import { formatClock, useTranslation, type api } from '@suite/shared';
import { useFormatMoney } from '../hooks/use-format-money';
import { BONUS_NS } from '../i18n';
import { TurnoverProgress } from './TurnoverProgress';

/** One bonus: its state, amounts and turnover; an active one says it blocks withdrawals. */
export function BonusItem({ bonus }: { bonus: api.BonusDetail }) {
  const { t } = useTranslation(BONUS_NS);
  const money = useFormatMoney();
  const active = bonus.state === 'active';
  const headingId = `mem-bonus-${bonus.id}`;
  return (
    <li className={`mem-bonus-item${active ? ' mem-bonus-item--active' : ''}`} aria-labelledby={headingId}>
      <div className="mem-bonus-item__head">
        <h2 id={headingId} className="mem-bonus-item__name">
          {bonus.name}
        </h2>
        <span className={`mem-bonus-state mem-bonus-state--${bonus.state}`}>{t(`state.${bonus.state}`)}</span>
      </div>
      {active && <p className="mem-bonus-item__blocks">{t('blocks', { remaining: money(bonus.remaining) })}</p>}
      <dl className="mem-bonus-item__facts">
        <div>
          <dt>{t('list.amount')}</dt>
          <dd>{money(bonus.amount)}</dd>
        </div>
        <div>
          <dt>{t('list.grantedAt')}</dt>
          <dd>
            <time dateTime={bonus.grantedAt}>{formatClock(bonus.grantedAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('list.required')}</dt>
          <dd>{money(bonus.turnoverRequired)}</dd>
        </div>
        <div>
          <dt>{t('list.done')}</dt>
          <dd>{money(bonus.turnoverDone)}</dd>
        </div>
        <div>
          <dt>{t('list.remaining')}</dt>
          <dd>{money(bonus.remaining)}</dd>
        </div>
      </dl>
      <TurnoverProgress bonus={bonus} />
    </li>
  );
}
