import { useTranslation, type api } from '@suite/shared';
import { useState } from 'react';
import { useNavigate } from '@suite/shared';
import { HOST_NS } from '../../../i18n';
import { useNavCategories } from '../../game-menus/use-nav-categories';
import { hotVendors, vendorAction } from '../login-page-vendors';

type Tab = 'hot' | api.GameType;

/** The login and forgot-password pages' game menu (spec 1 §2): hot providers plus one tab per game type. */
export function GameCategories() {
  const { t } = useTranslation(HOST_NS);
  const navigate = useNavigate();
  const { categories, ready } = useNavCategories();
  const [tab, setTab] = useState<Tab>('hot');
  const hot = hotVendors(categories);
  const vendors = tab === 'hot' ? hot : (categories.find((category) => category.gameType === tab)?.vendors ?? []);

  const open = (vendor: api.VendorCard) => {
    const action = vendorAction(vendor, tab);
    if (action.kind === 'navigate') navigate(action.to);
    else window.open(action.url, '_blank', action.features);
  };

  return (
    <section className="acc-games" aria-labelledby="acc-games-title">
      <h2 id="acc-games-title" className="acc-games__title">
        {t('auth.games.title')}
      </h2>
      <div className="acc-games__tabs" role="group" aria-label={t('auth.games.categories')}>
        {(['hot', ...categories.map((category) => category.gameType)] as Tab[]).map((item) => (
          <button
            key={item}
            type="button"
            className={`acc-games__tab${item === tab ? ' acc-games__tab--on' : ''}`}
            aria-pressed={item === tab}
            onClick={() => setTab(item)}
          >
            {item === 'hot' ? t('auth.games.hot') : t(categories.find((category) => category.gameType === item)?.labelKey ?? item)}
          </button>
        ))}
      </div>
      {!ready ? (
        <ul className="acc-games__vendors" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2, 3, 4, 5].map((key) => (
            <li key={key} className="acc-games__vendor acc-games__vendor--placeholder" />
          ))}
        </ul>
      ) : vendors.length === 0 ? (
        <p className="acc-games__empty">{t('common.noData')}</p>
      ) : (
        <ul className="acc-games__vendors">
          {vendors.map((vendor) => (
            <li key={`${vendor.gameType}-${vendor.vassalage}`}>
              <button type="button" className="acc-games__vendor" onClick={() => open(vendor)}>
                <span>{vendor.displayName}</span>
                {vendor.isHot === 1 && <span className="acc-games__hot">{t('auth.games.hotMark')}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
