import { centreClass, useT, Link } from '@suite/shared';
import { AGENT_NS } from '../../../i18n';
import { agentPageHref, type AgentPageEntry } from '../agent-pages';

export function AgentMenu({ pages, current }: { pages: readonly AgentPageEntry[]; current: string | undefined }) {
  const { t } = useT(AGENT_NS);
  return (
    <nav className={`${centreClass.menu} agt-menu`} aria-label={t('center.menu')}>
      <ul className={`${centreClass.menuList} agt-menu__list`}>
        {pages.map(({ page }) => (
          <li key={page}>
            <Link className={`${centreClass.menuLink} agt-menu__link`} to={agentPageHref(page)} aria-current={page === current ? 'page' : undefined}>
              {t(`pages.${page}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
