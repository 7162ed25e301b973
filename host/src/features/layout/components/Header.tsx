import { useT } from '@suite/shared';
import { Link } from 'react-router-dom';
import { HOST_NS } from '../../../i18n';
import { AccountArea } from '../../auth/components/AccountArea';
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
          <AccountArea />
          <LanguageSelect />
          <ThemeSwitch />
        </div>
      </div>
      <MainNav />
    </header>
  );
}
