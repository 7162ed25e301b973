import { useT } from '@suite/shared';
import { Link } from 'react-router-dom';
import { HOST_NS } from '../../../i18n';
import { LanguageSelect } from './LanguageSelect';
import { MainNav } from './MainNav';
import { ThemeSwitch } from './ThemeSwitch';

export function Header() {
  const { t } = useT(HOST_NS);
  return (
    <header className="header">
      <div className="header__top">
        <Link to="/" className="header__brand">
          {t('brand')}
        </Link>
        <div className="header__tools">
          <Link to="/login">{t('nav.login')}</Link>
          <Link to="/register">{t('nav.register')}</Link>
          <LanguageSelect />
          <ThemeSwitch />
        </div>
      </div>
      <MainNav />
    </header>
  );
}
