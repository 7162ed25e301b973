import { useT, Link, usePublicState } from '@suite/shared';
import { MEMBER_NS } from '../../../i18n';
import { memberPageHref, type MemberPageEntry } from '../member-pages';

export function MemberMenu({ pages, current }: { pages: readonly MemberPageEntry[]; current: string | undefined }) {
  const { t } = useT(MEMBER_NS);
  const { unreadMessage } = usePublicState();
  return (
    <nav className="mem-menu" aria-label={t('center.menu')}>
      <ul className="mem-menu__list">
        {pages
          .filter(({ inMenu }) => inMenu)
          .map(({ page }) => (
            <li key={page}>
              <Link className="mem-menu__link" to={memberPageHref(page)} aria-current={page === current ? 'page' : undefined}>
                {t(`pages.${page}`)}
                {page === 'messageV2' && <UnreadBadge count={unreadMessage} />}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/**
 * Red count badge (spec: shown when the count is above 0). Sighted users see the number (99+ above
 * 99); screen readers hear the exact count as part of the link's name ("Platform information 3 unread").
 * No punctuation at the join: browsers put a space around block-level children (flex items, the
 * absolutely placed hidden text), which would leave "information , 3".
 */
function UnreadBadge({ count }: { count: number }) {
  const { t } = useT(MEMBER_NS);
  if (!(count > 0)) return null;
  return (
    <>
      <span className="mem-menu__badge" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
      <span className="mem-menu__sr-only"> {t('center.unread', { count })}</span>
    </>
  );
}
