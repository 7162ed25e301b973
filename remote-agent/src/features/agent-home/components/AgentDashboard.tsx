import { api, buttonClassName, formatMoney, Link, LoadError, useApi, useTranslation } from '@suite/shared';
import { useId } from 'react';
import { PageSkeleton } from '../../../components/PageBoundary';
import { TeamFigures } from '../../../components/TeamFigures';
import { useAgentSwitches } from '../../../hooks/use-agent-switches';
import { AGENT_CENTER_PATH, CONTRACT_PAGES } from '../contract-pages';
import { HOME_NS } from '../i18n';
import { AffiliatePanel } from './AffiliatePanel';

/** The signed-in agent's figures of today, what waits for it, what it is due, and its code. */
export function AgentDashboard() {
  const { t } = useTranslation(HOME_NS);
  const { data, error, loading, reload } = useApi(api.agentHome, undefined);
  if (error) return <LoadError title={t('loadFailed')} message={error.message} retryLabel={t('retry')} onRetry={reload} />;
  if (loading || !data) return <PageSkeleton rows={6} />;
  return (
    <div className="agt-home">
      <dl className="agt-home__summary">
        <div>
          <dt>{t('account')}</dt>
          <dd>{data.account}</dd>
        </div>
        <div>
          <dt>{t('balance')}</dt>
          <dd>{formatMoney(data.balance)}</dd>
        </div>
      </dl>
      <p>
        <Link className={buttonClassName()} to={AGENT_CENTER_PATH}>
          {t('openCentre')}
        </Link>
      </p>
      <TeamFigures title={t('today')} figures={data.today} />
      <div className="agt-home__columns">
        <PendingActions pending={data.pendingActions} />
        <SalaryDue rows={data.salaryDue} />
      </div>
      <AffiliatePanel code={data.affiliateCode} />
    </div>
  );
}

function PendingActions({ pending }: { pending: api.AgentHome['pendingActions'] }) {
  const { t } = useTranslation(HOME_NS);
  const { flags } = useAgentSwitches();
  const id = useId();
  const waiting = api.CONTRACT_KINDS.filter((kind) => (pending[kind] ?? 0) > 0);
  return (
    <section className="agt-home__panel" aria-labelledby={id}>
      <h2 id={id}>{t('pending.title')}</h2>
      {waiting.length === 0 ? (
        <p className="agt-muted">{t('pending.none')}</p>
      ) : (
        <ul className="agt-home__list">
          {waiting.map((kind) => {
            const text = t('pending.item', { kind: t(`kinds.${kind}`), count: pending[kind] });
            const { href, feature } = CONTRACT_PAGES[kind];
            // A contract page shows only while its switch is on: no link to a page that is not there.
            return <li key={kind}>{flags[feature] ? <Link to={href}>{text}</Link> : text}</li>;
          })}
        </ul>
      )}
    </section>
  );
}

function SalaryDue({ rows }: { rows: api.AgentHome['salaryDue'] }) {
  const { t } = useTranslation(HOME_NS);
  const id = useId();
  return (
    <section className="agt-home__panel" aria-labelledby={id}>
      <h2 id={id}>{t('salary.title')}</h2>
      {rows.length === 0 ? (
        <p className="agt-muted">{t('salary.none')}</p>
      ) : (
        <table className="agt-home__table">
          <caption className="suite-visually-hidden">{t('salary.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('salary.kind')}</th>
              <th scope="col">{t('salary.period')}</th>
              <th scope="col" className="agt-num">
                {t('salary.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.type}-${row.period}`}>
                <th scope="row">{t(`kinds.${row.type}`)}</th>
                <td>{row.period}</td>
                <td className="agt-num">{formatMoney(row.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
