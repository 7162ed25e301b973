import { changeLanguage, isLanguage, SUPPORTED_LANGUAGES, useT } from '@suite/shared';
import { HOST_NS } from '../../../i18n';

export function LanguageSelect() {
  const { t, i18n } = useT(HOST_NS);
  return (
    <select
      aria-label={t('settings.language')}
      value={i18n.language}
      onChange={(event) => {
        if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
      }}
    >
      {SUPPORTED_LANGUAGES.map((lang) => (
        <option key={lang} value={lang}>
          {t(`settings.${lang}`)}
        </option>
      ))}
    </select>
  );
}
