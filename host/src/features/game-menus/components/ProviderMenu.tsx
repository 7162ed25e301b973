import { SESSION_KEYS, useT, writeStorage, Link, NavLink } from '@suite/shared';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { HOST_NS } from '../../../i18n';
import { providerColumns, providerTarget, type NavCategory } from '../nav-model';

export interface CategoryItemProps {
  category: NavCategory;
  /** Warms the remote behind a path (hover or focus). */
  onWarm: (path: string) => void;
}

/**
 * One game category of the bottom navigation: its page link, and when it has providers a disclosure
 * button (aria-expanded) opening the provider list (links, All first, columns of 10). Opens on hover
 * too; Escape closes it and returns focus to the button.
 */
export function CategoryItem({ category, onWarm }: CategoryItemProps) {
  const { t } = useT(HOST_NS);
  // 'hover' opened by the pointer; 'click' opened on purpose (a click on a hover-opened list keeps it open).
  const [openedBy, setOpenedBy] = useState<'hover' | 'click' | null>(null);
  const open = openedBy !== null;
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const label = t(category.labelKey);
  const hasProviders = category.vendors.length > 0;

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
      className={`nav-item${open ? ' nav-item--open' : ''}`}
      onMouseEnter={() => {
        onWarm(category.path);
        if (hasProviders) setOpenedBy((value) => value ?? 'hover');
      }}
      onMouseLeave={close}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
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
        <div id={menuId} className="provider-menu" hidden={!open}>
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
