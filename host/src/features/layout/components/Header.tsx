import { useTranslation, Link } from '@suite/shared';
import { HOST_NS } from '../../../i18n';
import { AccountArea } from '../../auth/components/AccountArea';
import { MainNav } from '../../game-menus/components/MainNav';
import { HeaderClock } from './HeaderClock';
import { LanguageSelect } from './LanguageSelect';
import { ThemeSwitch } from './ThemeSwitch';

/** Top bar (brand, account area, language, theme, clock) and the bottom navigation (spec 1 §2). */
export function Header() {
  const { t } = useTranslation(HOST_NS);
  return (
    <header className="header">
      <div className="header__top">
        <Link to="/" className="header__brand">
          {t('brand')}
        </Link>
        <div className="header__account">
          <AccountArea />
        </div>
        <div className="header__tools">
          <LanguageSelect />
          <ThemeSwitch />
          <HeaderClock />
        </div>
      </div>
      <MainNav />
    </header>
  );
}
