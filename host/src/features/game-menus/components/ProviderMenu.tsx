import { SESSION_KEYS, useTranslation, writeStorage, Link, NavLink } from '@suite/shared';
import { useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { HOST_NS } from '../../../i18n';
import { providerColumns, providerTarget, type NavCategory } from '../nav-model';

export interface CategoryItemProps {
  category: NavCategory;
  /** Warms the remote behind a path (hover or focus). */
  onWarm: (path: string) => void;
  /**
   * 'dropdown' (the desktop bar): a list over the page, opened by hover or the button, kept inside the
   * screen. 'inline' (the phone's drawer): the list opens in the flow under the category, by the button only.
   */
  variant?: 'dropdown' | 'inline';
}

/** Space kept between an open dropdown and the screen's edge. */
const EDGE_GAP = 8;

/**
 * Moves an open dropdown left as far as needed to end inside the screen and the bar's row, which clips
 * sideways (issue 27), never past the screen's left edge.
 */
function keepInsideScreen(menu: HTMLElement): void {
  menu.style.left = '';
  const { left, right } = menu.getBoundingClientRect();
  const rowEnd = menu.closest('.main-nav__list')?.getBoundingClientRect().right ?? Infinity;
  const overflow = right - Math.min(document.documentElement.clientWidth - EDGE_GAP, rowEnd);
  if (overflow > 0) menu.style.left = `${-Math.min(overflow, Math.max(0, left - EDGE_GAP))}px`;
}

/**
 * One game category of the bottom navigation: its page link, and when it has providers a disclosure
 * button (aria-expanded) opening the provider list (links, All first, columns of 10). Opens on hover
 * too; Escape closes it and returns focus to the button.
 */
export function CategoryItem({ category, onWarm, variant = 'dropdown' }: CategoryItemProps) {
  const { t } = useTranslation(HOST_NS);
  // 'hover' opened by the pointer; 'click' opened on purpose (a click on a hover-opened list keeps it open).
  const [openedBy, setOpenedBy] = useState<'hover' | 'click' | null>(null);
  const open = openedBy !== null;
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const inline = variant === 'inline';
  const label = t(category.labelKey);
  const hasProviders = category.vendors.length > 0;

  useLayoutEffect(() => {
    if (open && !inline && menu.current) keepInsideScreen(menu.current);
  }, [open, inline]);

  const close = () => setOpenedBy(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
      button.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };
  const choose = (vassalage: string | null) => {
    if (vassalage && providerTarget(category.gameType, vassalage).recordsVendor) {
      writeStorage('session', SESSION_KEYS.gameVendor, vassalage);
    }
    close();
  };

  return (
    <div
      className={`nav-item nav-item--${variant}${open ? ' nav-item--open' : ''}`}
      onMouseEnter={() => {
        onWarm(category.path);
        if (hasProviders && !inline) setOpenedBy((value) => value ?? 'hover');
      }}
      onMouseLeave={inline ? undefined : close}
      onKeyDown={onKeyDown}
      onBlur={inline ? undefined : onBlur}
    >
      <NavLink to={category.path} className="nav-item__link" onFocus={() => onWarm(category.path)}>
        {label}
      </NavLink>
      {hasProviders && (
        <button
          ref={button}
          type="button"
          className="nav-item__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={t('nav.providersOf', { category: label })}
          onClick={() => setOpenedBy((value) => (value === 'click' ? null : 'click'))}
          onFocus={() => onWarm(category.path)}
        >
          <span aria-hidden="true" className="nav-item__chevron" />
        </button>
      )}
      {hasProviders && (
        <div id={menuId} ref={menu} className="provider-menu" hidden={!open}>
          {providerColumns(category.vendors).map((column, index) => (
            <ul key={index} className="provider-menu__column">
              {column.map((entry) =>
                entry.kind === 'all' ? (
                  <li key="all">
                    <Link to={category.path} className="provider-menu__link provider-menu__link--all" onClick={() => choose(null)}>
                      {t('nav.allProviders')}
                    </Link>
                  </li>
                ) : (
                  <li key={entry.vendor.vassalage}>
                    <Link
                      to={providerTarget(category.gameType, entry.vendor.vassalage).to}
                      className="provider-menu__link"
                      onClick={() => choose(entry.vendor.vassalage)}
                    >
                      {entry.vendor.displayName}
                      {entry.vendor.isHot === 1 && <span className="provider-menu__hot">{t('nav.hot')}</span>}
                    </Link>
                  </li>
                ),
              )}
            </ul>
          ))}
        </div>
      )}
    </div>
  );
}
