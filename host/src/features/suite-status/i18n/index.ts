import { registerNamespace } from '@suite/shared';

export const SUITE_PLATFORM_NS = 'suite-platform';

const en = {
  title: 'Platform profile',
  profile: 'Profile',
  token: 'Token header',
  encryption: 'Payload encryption',
  verification: 'Human verification',
  captcha: 'Captcha binding',
  paths: 'Path overrides',
  none: 'none',
  switchesTitle: 'Switches',
  feature: 'Feature',
  modId: 'Switch',
  state: 'State',
  on: 'on',
  off: 'off (sent as off)',
  notSent: 'not sent by the platform: counts as off',
  loading: 'loading…',
  error: 'could not be loaded: counts as off',
  freePlay: 'Free play',
  loggedInToHome: 'Logged-in-to-home guard',
  passwordExpiry: 'Password expiry',
};
const es: typeof en = {
  title: 'Perfil de plataforma',
  profile: 'Perfil',
  token: 'Cabecera del token',
  encryption: 'Cifrado de datos',
  verification: 'Verificación humana',
  captcha: 'Vínculo del captcha',
  paths: 'Rutas propias',
  none: 'ninguna',
  switchesTitle: 'Interruptores',
  feature: 'Función',
  modId: 'Interruptor',
  state: 'Estado',
  on: 'activado',
  off: 'desactivado (enviado así)',
  notSent: 'la plataforma no lo envía: cuenta como desactivado',
  loading: 'cargando…',
  error: 'no se pudo cargar: cuenta como desactivado',
  freePlay: 'Juego gratis',
  loggedInToHome: 'Guardia de inicio con sesión',
  passwordExpiry: 'Caducidad de contraseña',
};

export function registerSuitePlatformTranslations(): void {
  void registerNamespace(SUITE_PLATFORM_NS, { bundled: { es, en } });
}
