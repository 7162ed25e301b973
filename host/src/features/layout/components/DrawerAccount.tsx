import { buttonClassName, useProtectedAction, usePermissions, useTranslation, Link } from '@suite/shared';
import type { MouseEvent } from 'react';
import { HOST_NS } from '../../../i18n';
import { AGENT_PATH, DEPOSIT_PATH, MEMBER_ITEMS } from '../../auth/member-links';
import { useLogout } from '../../auth/hooks/use-logout';

/** The drawer's account section for a member: deposit, the account menu of the header's panel, sign out. */
export function DrawerAccount() {
  const { t } = useTranslation(HOST_NS);
  const { memberCenter, agentCenter } = usePermissions();
  const guard = useProtectedAction();
  const logout = useLogout();
  /** Real-account links: a trial account gets the warning instead (as in the header's panel). */
  const guarded = (event: MouseEvent) => {
    if (!guard()) event.preventDefault();
  };
  return (
    <section className="nav-drawer__section" aria-labelledby="nav-drawer-account">
      <h3 id="nav-drawer-account" className="nav-drawer__heading">
        {t('mobile.accountSection')}
      </h3>
      <Link to={DEPOSIT_PATH} className={buttonClassName({ variant: 'primary' }, 'nav-drawer__deposit')} onClick={guarded}>
        {t('auth.deposit')}
      </Link>
      <ul className="nav-drawer__list">
        {memberCenter &&
          MEMBER_ITEMS.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="nav-drawer__link" onClick={guarded}>
                {t(item.key)}
              </Link>
            </li>
          ))}
        {agentCenter && (
          <li>
            <Link to={AGENT_PATH} className="nav-drawer__link" onClick={guarded}>
              {t('auth.menu.agent')}
            </Link>
          </li>
        )}
        <li>
          <button type="button" className="nav-drawer__link nav-drawer__logout" onClick={() => void logout()}>
            {t('auth.logout')}
          </button>
        </li>
      </ul>
    </section>
  );
}
