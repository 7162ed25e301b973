import { buttonClassName, Link, useSearchParams, useTranslation } from '@suite/shared';
import { useId } from 'react';
import { PageSection } from '../../../components/PageSection';
import { useAgentSwitches, type AgentFeature } from '../../../hooks/use-agent-switches';
import { AGENT_NS } from '../../../i18n';
import { JOIN_NS, registerJoinTranslations } from '../i18n';
import { affiliateCodeOf, AGENT_LOGIN, registerHref } from '../join-links';
import '../join.css';

registerJoinTranslations();

/** The kinds of pay, each told only while the site offers it (its switch). */
const EARNINGS: readonly { key: 'dividend' | 'daily' | 'hourly' | 'realtime'; feature: AgentFeature }[] = [
  { key: 'dividend', feature: 'enableCt' },
  { key: 'daily', feature: 'salary' },
  { key: 'hourly', feature: 'hourSalary' },
  { key: 'realtime', feature: 'agentRealtimeSalary' },
];

/**
 * /join: what the agent programme pays and how a team works, then registration; with `?code=XYZ` (an
 * agent's link) the button registers with that affiliate code.
 */
export default function JoinPage() {
  const { t } = useTranslation(JOIN_NS);
  const { t: tAgent } = useTranslation(AGENT_NS);
  const [params] = useSearchParams();
  const { flags } = useAgentSwitches();
  const code = affiliateCodeOf(params);
  const earnId = useId();
  const teamId = useId();
  const ctaId = useId();
  const earnings = EARNINGS.filter(({ feature }) => flags[feature]);
  return (
    <PageSection page="join" title={tAgent('pages.join')}>
      <div className="agt-join">
        <p className="agt-join__intro">{t('intro')}</p>
        <section aria-labelledby={earnId} className="agt-join__section">
          <h2 id={earnId}>{t('earn.title')}</h2>
          <p>{t('earn.lead')}</p>
          {earnings.length > 0 && (
            <ul>
              {earnings.map(({ key }) => (
                <li key={key}>{t(`earn.${key}`)}</li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby={teamId} className="agt-join__section">
          <h2 id={teamId}>{t('team.title')}</h2>
          <ul>
            <li>{t('team.register')}</li>
            <li>{t('team.agents')}</li>
            <li>{t('team.contracts')}</li>
            <li>{t('team.figures')}</li>
          </ul>
        </section>
        <section aria-labelledby={ctaId} className="agt-join__section agt-join__cta">
          <h2 id={ctaId}>{t('cta.title')}</h2>
          {code && <p>{t('cta.codeNote', { code })}</p>}
          <div className="agt-join__actions">
            <Link className={buttonClassName({ size: 'lg' })} to={registerHref(code)}>
              {code ? t('cta.withCode', { code }) : t('cta.plain')}
            </Link>
            <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to={AGENT_LOGIN.to} state={AGENT_LOGIN.state}>
              {t('cta.login')}
            </Link>
          </div>
        </section>
      </div>
    </PageSection>
  );
}
