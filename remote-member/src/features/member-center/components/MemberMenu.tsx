import { centreClass, useTranslation, CentreMenuSelect, Link, usePublicState, type api } from '@suite/shared';
import { MEMBER_NS } from '../../../i18n';
import { memberPageHref, type MemberPageEntry } from '../member-pages';

type CountField = 'unreadMessage' | 'rewardCount' | 'missionCount';

/**
 * Red count badges (spec 1 §2): the public state's count behind each entry, and what a screen reader
 * hears after the entry's name ("Platform information 3 unread").
 */
const BADGES: Readonly<Record<string, { count: CountField; labelKey: string }>> = {
  messageV2: { count: 'unreadMessage', labelKey: 'center.unread' },
  rewardCenter: { count: 'rewardCount', labelKey: 'center.rewards' },
  missionLeaderboard: { count: 'missionCount', labelKey: 'center.missions' },
};

/**
 * The centre's menu in the spec's order, and under it links to the centre pages that are not menu
 * entries (playerRank, feedback). Moving between centre pages replaces the history entry.
 */
export function MemberMenu({ pages, current }: { pages: readonly MemberPageEntry[]; current: string | undefined }) {
  const { t } = useTranslation(MEMBER_NS);
  const publicState = usePublicState();
  const more = pages.filter(({ inMenu }) => !inMenu);
  return (
    <>
      <nav className={`${centreClass.menu} mem-menu`} aria-label={t('center.menu')}>
        <ul className={`${centreClass.menuList} mem-menu__list`}>
          {pages
            .filter(({ inMenu }) => inMenu)
            .map(({ page }) => (
              <li key={page}>
                <Link className={`${centreClass.menuLink} mem-menu__link`} to={memberPageHref(page)} replace aria-current={page === current ? 'page' : undefined}>
                  {t(`pages.${page}`)}
                  <MenuBadge page={page} publicState={publicState} />
                </Link>
              </li>
            ))}
        </ul>
      </nav>
      {more.length > 0 && (
        <nav className="mem-menu-more" aria-label={t('center.morePages')}>
          <ul className="mem-menu-more__list">
            {more.map(({ page }) => (
              <li key={page}>
                <Link className="mem-menu-more__link" to={memberPageHref(page)} replace aria-current={page === current ? 'page' : undefined}>
                  {t(`pages.${page}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}

/**
 * The same entries as one select for a phone (issue 13): shown above the page below 768 px, where the
 * side menu is hidden. A count is read as part of the entry's text ("Platform information · 3 unread").
 */
export function MemberMenuSelect({ pages, current }: { pages: readonly MemberPageEntry[]; current: string | undefined }) {
  const { t } = useTranslation(MEMBER_NS);
  const publicState = usePublicState();
  const entries = pages.map(({ page }) => {
    const badge = BADGES[page];
    const count = badge ? publicState[badge.count] : 0;
    const name = t(`pages.${page}`);
    return { href: memberPageHref(page), label: badge && count > 0 ? `${name} · ${t(badge.labelKey, { count })}` : name };
  });
  return <CentreMenuSelect label={t('center.menu')} entries={entries} current={current === undefined ? undefined : memberPageHref(current)} />;
}

function MenuBadge({ page, publicState }: { page: string; publicState: api.PublicState }) {
  const badge = BADGES[page];
  if (!badge) return null;
  return <CountBadge count={publicState[badge.count]} labelKey={badge.labelKey} />;
}

/**
 * Shown when the count is above 0. Sighted users see the number (99+ above 99); screen readers hear
 * the exact count as part of the link's name. No punctuation at the join: browsers put a space around
 * block-level children (flex items, the absolutely placed hidden text), which would leave "information , 3".
 */
function CountBadge({ count, labelKey }: { count: number; labelKey: string }) {
  const { t } = useTranslation(MEMBER_NS);
  if (!(count > 0)) return null;
  return (
    <>
      <span className="mem-menu__badge" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
      <span className="mem-menu__sr-only"> {t(labelKey, { count })}</span>
    </>
  );
}
