import { useTranslation, NavLink, useLocation } from '@suite/shared';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { remoteForPath } from '../../../app/paths';
import { HOST_NS } from '../../../i18n';
import { preloadRemote } from '../../remotes/remote-registry';
import { useNavOverflow } from '../nav-overflow';
import { useNavCategories } from '../use-nav-categories';
import type { NavCategory } from '../nav-model';
import { CategoryItem } from './ProviderMenu';
import './game-menus.css';

function warm(path: string): void {
  const remote = remoteForPath(path);
  if (remote) preloadRemote(remote);
}

/** Links after the game categories. VIP is kept here as the way into the VIP page. */
const TRAILING = [
  ['/promotions', 'nav.promotions'],
  ['/vip', 'nav.vip'],
  ['/down', 'nav.download'],
] as const;

interface Entry {
  path: string;
  labelKey: string;
  category?: NavCategory;
}

/**
 * Bottom navigation (spec 1 §2): Home, one item per game type with its providers, promotions, app download.
 * 'bar' is the desktop header's strip with dropdowns, always one row (issue 27): what does not fit
 * goes into a More menu; 'drawer' the phone menu's column with the provider lists opening in place (issue 13).
 */
export function MainNav({ variant = 'bar' }: { variant?: 'bar' | 'drawer' }) {
  const { t } = useTranslation(HOST_NS);
  const { categories } = useNavCategories();
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  const bar = variant === 'bar';
  const entries: Entry[] = [
    { path: '/', labelKey: 'nav.home' },
    ...categories.map((category) => ({ path: category.path, labelKey: category.labelKey, category })),
    ...TRAILING.map(([path, labelKey]) => ({ path, labelKey })),
  ];
  const shown = useNavOverflow(list, bar ? entries.map((entry) => entry.path).join() : '', pathname);
  const out = shown ? entries.filter((_, index) => !shown[index]) : [];
  return (
    <nav className={`main-nav main-nav--${variant}`} aria-label={t('nav.main')}>
      <ul className="main-nav__list" ref={bar ? list : undefined}>
        {entries.map((entry, index) => (
          <li key={entry.path} className={`main-nav__entry${shown && !shown[index] ? ' main-nav__entry--out' : ''}`}>
            {entry.category ? (
              <CategoryItem category={entry.category} onWarm={warm} variant={bar ? 'dropdown' : 'inline'} />
            ) : (
              <NavLink to={entry.path} end={entry.path === '/'} className="nav-item__link" onMouseEnter={() => warm(entry.path)} onFocus={() => warm(entry.path)}>
                {t(entry.labelKey)}
              </NavLink>
            )}
          </li>
        ))}
        {bar && <MoreMenu entries={out} />}
      </ul>
    </nav>
  );
}

/**
 * The bar's More entry (issue 27): a disclosure button (aria-expanded, aria-controls) opening the list of
 * the entries that did not fit, as links (a category's providers are on its page). Escape closes it and
 * returns focus to the button; the arrow keys move through the links. Always rendered, so it can be
 * measured; out of the row (like the entries that do not fit) while nothing overflows.
 */
function MoreMenu({ entries }: { entries: Entry[] }) {
  const { t } = useTranslation(HOST_NS);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLUListElement>(null);
  const links = () => [...(panel.current?.querySelectorAll('a') ?? [])];

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const all = links();
      const at = all.indexOf(document.activeElement as HTMLAnchorElement);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!open) setOpen(true);
      // Focus after the list shows (a just-opened list is hidden until this render commits).
      requestAnimationFrame(() => links()[at === -1 ? (step > 0 ? 0 : all.length - 1) : (at + step + all.length) % all.length]?.focus());
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <li className={`main-nav__entry main-nav__more${entries.length === 0 ? ' main-nav__entry--out' : ''}`} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className={`nav-item__link main-nav__more-button${open ? ' nav-item--open' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('nav.more')}
        <span aria-hidden="true" className="nav-item__chevron" />
      </button>
      <ul id={listId} ref={panel} className="main-nav__more-list" hidden={!open || entries.length === 0}>
        {entries.map((entry) => (
          <li key={entry.path}>
            <NavLink to={entry.path} end={entry.path === '/'} className="provider-menu__link" onClick={() => setOpen(false)} onFocus={() => warm(entry.path)}>
              {t(entry.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
