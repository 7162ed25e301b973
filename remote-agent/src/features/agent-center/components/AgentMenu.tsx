import { centreClass, useTranslation, CentreMenuSelect, Link } from '@suite/shared';
import { AGENT_NS } from '../../../i18n';
import { agentPageHref, type AgentPageEntry } from '../agent-pages';

export function AgentMenu({ pages, current }: { pages: readonly AgentPageEntry[]; current: string | undefined }) {
  const { t } = useTranslation(AGENT_NS);
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

/** The same entries as one select above the page on a phone, where the side menu is hidden (issue 13). */
export function AgentMenuSelect({ pages, current }: { pages: readonly AgentPageEntry[]; current: string | undefined }) {
  const { t } = useTranslation(AGENT_NS);
  const entries = pages.map(({ page }) => ({ href: agentPageHref(page), label: t(`pages.${page}`) }));
  return <CentreMenuSelect label={t('center.menu')} entries={entries} current={current === undefined ? undefined : agentPageHref(current)} />;
}
