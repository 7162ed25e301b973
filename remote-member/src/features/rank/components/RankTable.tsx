import { formatMoney, useTranslation, type api } from '@suite/shared';
import { useId } from 'react';
import { RANK_NS } from '../i18n';

/**
 * Every rank with its thresholds and benefits; the member's own row is highlighted and named (none
 * for a visitor). `period` adds the note on how the thresholds count. The rebate is what the rank
 * adds to every game's rate; the bonuses' wagering is the times their amount to bet before a withdrawal.
 */
export function RankTable({ ranks, current, period }: { ranks: readonly api.VipRank[]; current: number | null; period?: api.VipPeriodKind }) {
  const { t } = useTranslation(RANK_NS);
  const id = useId();
  // A bonus of nothing reads as "none", not "P 0,00".
  const money = (amount: api.Money) => (Number(amount) > 0 ? formatMoney(amount) : t('table.none'));
  return (
    <section className="mem-rank-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mem-rank-title">
        {t('table.title')}
      </h2>
      {/* Wide table, narrow screen: the wrapper scrolls and can be reached and scrolled by keyboard. */}
      <div className="mem-rank-scroll" role="region" aria-label={t('table.region')} tabIndex={0}>
        <table className="mem-rank-table" aria-labelledby={`${id}-title`}>
          <thead>
            <tr>
              <th scope="col">{t('table.rank')}</th>
              <th scope="col">{t('table.turnover')}</th>
              <th scope="col">{t('table.deposit')}</th>
              <th scope="col">{t('table.upgradeBonus')}</th>
              <th scope="col">{t('table.birthdayBonus')}</th>
              <th scope="col">{t('table.bonusTurnover')}</th>
              <th scope="col">{t('table.weeklyBonus')}</th>
              <th scope="col">{t('table.rebate')}</th>
              <th scope="col">{t('table.withdrawLimit')}</th>
              <th scope="col">{t('table.vipService')}</th>
              <th scope="col">{t('table.perks')}</th>
            </tr>
          </thead>
          <tbody>
            {ranks.map((rank) => {
              const mine = rank.level === current;
              return (
                <tr key={rank.level} className={mine ? 'mem-rank-row--current' : undefined} aria-current={mine ? 'true' : undefined}>
                  <th scope="row">
                    <span className="mem-rank-name">{rank.name}</span> <span className="mem-rank-muted">VIP {rank.level}</span>
                    {mine && <span className="mem-rank-yours">{t('table.yours')}</span>}
                  </th>
                  <td className="mem-rank-num">{formatMoney(rank.turnoverRequired)}</td>
                  <td className="mem-rank-num">{formatMoney(rank.depositRequired)}</td>
                  <td className="mem-rank-num">{money(rank.upgradeBonus)}</td>
                  <td className="mem-rank-num">{money(rank.birthdayBonus)}</td>
                  <td className="mem-rank-num">{Number(rank.bonusTurnoverMultiplier) > 0 ? t('table.times', { times: formatMoney(rank.bonusTurnoverMultiplier, { symbol: '' }) }) : t('table.none')}</td>
                  <td className="mem-rank-num">{formatMoney(rank.weeklyBonus)}</td>
                  <td className="mem-rank-num">{Number(rank.rebatePercent) > 0 ? `+${formatMoney(rank.rebatePercent, { symbol: '' })} %` : t('table.none')}</td>
                  <td className="mem-rank-num">
                    {formatMoney(rank.dailyWithdrawLimit)}
                    {rank.dailyWithdrawCount !== null ? <span className="mem-rank-muted"> · {t('table.withdrawCount', { count: rank.dailyWithdrawCount })}</span> : null}
                  </td>
                  <td>{rank.vipService ? t('table.yes') : t('table.no')}</td>
                  <td>{rank.perks.length > 0 ? rank.perks.join(', ') : t('table.none')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {period && <p className="mem-rank-muted">{t(`table.periodNote.${period}`)}</p>}
      <p className="mem-rank-muted">{t('table.benefitsNote')}</p>
    </section>
  );
}
