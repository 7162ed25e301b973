import { buttonClassName, canUseAgentCenter, Link, useSession, useTranslation } from '@suite/shared';
import { PageSection } from '../../../components/PageSection';
import { AGENT_NS } from '../../../i18n';
import { AGENT_LOGIN, JOIN_PATH } from '../contract-pages';
import { HOME_NS, registerHomeTranslations } from '../i18n';
import { AgentDashboard } from './AgentDashboard';
import '../../../components/form.css';
import '../agent-home.css';

registerHomeTranslations();

/**
 * /agentHome: an agent's dashboard (api.agentHome). A visitor is invited to log in with the login
 * form's agent variant; a member who is not an agent is told the page is for agents.
 */
export default function AgentHomePage() {
  const { t } = useTranslation(AGENT_NS);
  const session = useSession();
  return (
    <PageSection page="agentHome" title={t('pages.agentHome')}>
      {canUseAgentCenter(session) ? <AgentDashboard /> : <Invitation signedIn={session !== null} />}
    </PageSection>
  );
}

function Invitation({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation(HOME_NS);
  const texts = signedIn ? 'notAgent' : 'guest';
  return (
    <section className="agt-callout agt-home-invite" aria-labelledby="agt-home-invite">
      <h2 id="agt-home-invite">{t(`${texts}.title`)}</h2>
      <p>{t(`${texts}.text`)}</p>
      <div className="agt-form__actions">
        {!signedIn && (
          <Link className={buttonClassName()} to={AGENT_LOGIN.to} state={AGENT_LOGIN.state}>
            {t('guest.login')}
          </Link>
        )}
        <Link className={buttonClassName({ variant: 'secondary' })} to={JOIN_PATH}>
          {t(`${texts}.join`)}
        </Link>
      </div>
    </section>
  );
}
