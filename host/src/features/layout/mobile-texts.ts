// The phone shell's texts (compact header, bottom bar, drawer): with its chunk (compact-parts.ts),
// which only a screen below 768 px loads. Imported for its effect.
import { addHostTexts } from '../../i18n/page-texts';

addHostTexts({
  es: {
    mobile: {
      openMenu: 'Abrir menú',
      login: 'Entrar',
      register: 'Registrarse',
      menuTitle: 'Menú',
      quickNav: 'Accesos rápidos',
      games: 'Juegos',
      account: 'Cuenta',
      settings: 'Preferencias',
      services: 'Servicios',
      accountSection: 'Mi cuenta',
    },
  },
  en: {
    mobile: {
      openMenu: 'Open menu',
      login: 'Log in',
      register: 'Register',
      menuTitle: 'Menu',
      quickNav: 'Quick links',
      games: 'Games',
      account: 'Account',
      settings: 'Preferences',
      services: 'Services',
      accountSection: 'My account',
    },
  },
});
