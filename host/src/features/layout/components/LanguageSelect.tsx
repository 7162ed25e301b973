import { api, callApi, changeLanguage, getSessionToken, isLanguage, SUPPORTED_LANGUAGES, useTranslation, type Language } from '@suite/shared';
import { HOST_NS } from '../../../i18n';

/**
 * Switches the language on screen (persisted by shared's changeLanguage; every text and validation
 * message follows, being translated at render) and tells the server when a member is logged in.
 */
export async function switchLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
  if (!getSessionToken()) return;
  try {
    await callApi(api.updateLanguage, { language });
  } catch (error) {
    // The choice is kept locally either way; the server learns it at the next change.
    console.warn('[suite] the language could not be sent to the server', error);
  }
}

export function LanguageSelect() {
  const { t, i18n } = useTranslation(HOST_NS);
  return (
    <select
      className="header__select"
      aria-label={t('settings.language')}
      value={i18n.language}
      onChange={(event) => {
        if (isLanguage(event.target.value)) void switchLanguage(event.target.value);
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
