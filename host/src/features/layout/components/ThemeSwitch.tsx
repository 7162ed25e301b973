import { useTranslation, useTheme } from '@suite/shared';
import { HOST_NS } from '../../../i18n';

export function ThemeSwitch() {
  const { t } = useTranslation(HOST_NS);
  const [theme, setTheme] = useTheme();
  const dark = theme === 'dark';
  return (
    <button type="button" role="switch" aria-checked={dark} aria-label={t('settings.theme')} onClick={() => setTheme(dark ? 'light' : 'dark')}>
      {dark ? t('settings.dark') : t('settings.light')}
    </button>
  );
}
