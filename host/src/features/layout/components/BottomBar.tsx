import { useProtectedAction, useSession, useTranslation, NavLink } from '@suite/shared';
import type { MouseEvent } from 'react';
import { HOST_NS } from '../../../i18n';
import { MobileIcon, type MobileIconName } from './mobile-icons';
import '../mobile-texts';

interface BarItem {
  to: string;
  labelKey: string;
  icon: MobileIconName;
  end?: boolean;
}

const ITEMS: readonly BarItem[] = [
  { to: '/', labelKey: 'nav.home', icon: 'home', end: true },
  { to: '/rng', labelKey: 'mobile.games', icon: 'games' },
  { to: '/lottery', labelKey: 'nav.lottery', icon: 'lottery' },
  { to: '/promotions', labelKey: 'nav.promotions', icon: 'promotions' },
];

/** Where Account leads: the member centre for a member, the login page for a visitor. */
export const ACCOUNT_TARGETS = { member: '/member/securityCenter', visitor: '/login' } as const;

/** The phone's bottom bar (issue 13): home, games, lottery, promotions and account, 44 px and more each. */
export function BottomBar() {
  const { t } = useTranslation(HOST_NS);
  const session = useSession();
  const guard = useProtectedAction();
  const account = session ? ACCOUNT_TARGETS.member : ACCOUNT_TARGETS.visitor;
  const items: readonly BarItem[] = [...ITEMS, { to: account, labelKey: 'mobile.account', icon: 'account' }];
  const guarded = (event: MouseEvent) => {
    if (session && !guard()) event.preventDefault();
  };
  return (
    <nav className="bottom-bar" aria-label={t('mobile.quickNav')}>
      <ul className="bottom-bar__list">
        {items.map((item) => (
          <li key={item.labelKey}>
            <NavLink to={item.to} end={item.end} className="bottom-bar__link" onClick={item.icon === 'account' ? guarded : undefined}>
              <MobileIcon name={item.icon} />
              <span className="bottom-bar__label">{t(item.labelKey)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
