import { formatMoney, useTranslation, type api } from '@suite/shared';
import { Amount } from '@suite/shared/reports';
import { useId } from 'react';
import { AGENT_NS } from '../i18n';
import './team-figures.css';

const COUNTS = ['teamSize', 'directDownlines', 'newMembers', 'activeMembers'] as const;
const AMOUNTS = ['deposits', 'withdrawals', 'validBet'] as const;

/** The team's figures as cards: counts, money in and out, valid bets and the players' result. */
export function TeamFigures({ title, figures }: { title: string; figures: api.TeamFigures }) {
  const { t, i18n } = useTranslation(AGENT_NS);
  const headingId = useId();
  return (
    <section className="agt-figures" aria-labelledby={headingId}>
      <h2 id={headingId} className="agt-figures__title">
        {title}
      </h2>
      <dl className="agt-figures__list">
        {COUNTS.map((key) => (
          <div key={key} className="agt-figure">
            <dt>{t(`figures.${key}`)}</dt>
            <dd>{figures[key].toLocaleString(i18n.language)}</dd>
          </div>
        ))}
        {AMOUNTS.map((key) => (
          <div key={key} className="agt-figure">
            <dt>{t(`figures.${key}`)}</dt>
            <dd>{formatMoney(figures[key])}</dd>
          </div>
        ))}
        <div className="agt-figure">
          <dt>{t('figures.profitLoss')}</dt>
          <dd>
            <Amount value={figures.profitLoss} signed outcome />
          </dd>
        </div>
      </dl>
    </section>
  );
}
