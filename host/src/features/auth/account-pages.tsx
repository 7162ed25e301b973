import type { ReactElement } from 'react';
import type { HostPage } from '../../app/paths';
import { ForgetPage } from '../password/components/ForgetPage';
import { RegisterPage } from '../register/components/RegisterPage';
import { LoginPage } from './components/LoginPage';

/** The accounts pages of the host's route table (/login, /register, /register.html, /forget). */
export function accountPage(page: HostPage): ReactElement | null {
  switch (page) {
    case 'login':
      return <LoginPage />;
    case 'register':
      return <RegisterPage />;
    case 'forget':
      return <ForgetPage />;
    default:
      return null;
  }
}
