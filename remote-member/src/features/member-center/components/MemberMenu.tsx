import { useT, Link } from '@suite/shared';
import { MEMBER_NS } from '../../../i18n';
import { memberPageHref, type MemberPageEntry } from '../member-pages';

export function MemberMenu({ pages, current }: { pages: readonly MemberPageEntry[]; current: string | undefined }) {
  const { t } = useT(MEMBER_NS);
  return (
    <nav className="mem-menu" aria-label={t('center.menu')}>
      <ul className="mem-menu__list">
        {pages
          .filter(({ inMenu }) => inMenu)
          .map(({ page }) => (
            <li key={page}>
              <Link className="mem-menu__link" to={memberPageHref(page)} aria-current={page === current ? 'page' : undefined}>
                {t(`pages.${page}`)}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
