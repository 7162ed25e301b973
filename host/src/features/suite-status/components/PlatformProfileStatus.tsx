import { api, getRuntimeConfig, PLATFORM_SWITCH_FEATURES, useSiteSwitches, useTranslation } from '@suite/shared';
import { registerSuitePlatformTranslations, SUITE_PLATFORM_NS } from '../i18n';

registerSuitePlatformTranslations();

/** Operator view: the platform profile in use and the state of the switches the spec does not key. */
export function PlatformProfileStatus() {
  const { t } = useTranslation(SUITE_PLATFORM_NS);
  const switches = useSiteSwitches();
  const profile = getRuntimeConfig().platform;
  const overrides = Object.entries(profile.paths);
  const binding = profile.captchaBinding.kind === 'header' ? `header ${profile.captchaBinding.header}` : 'cookie';
  const state = (modId: string): string => {
    if (switches.status === 'loading') return t('loading');
    if (switches.status === 'error') return t('error');
    const path = api.findWhitelabelPath(switches.tree, modId);
    if (!path) return t('notSent');
    return api.isWhitelabelOn(switches.tree, modId) ? t('on') : t('off');
  };
  return (
    <section aria-labelledby="suite-platform-title">
      <h2 id="suite-platform-title">{t('title')}</h2>
      <dl>
        <dt>{t('profile')}</dt>
        <dd data-testid="platform-profile">{profile.name}</dd>
        <dt>{t('token')}</dt>
        <dd>{`${profile.token.header}: ${profile.token.scheme ? `${profile.token.scheme} ` : ''}<token>`}</dd>
        <dt>{t('encryption')}</dt>
        <dd>{profile.payloadEncryption}</dd>
        <dt>{t('verification')}</dt>
        <dd>{profile.humanVerification}</dd>
        <dt>{t('captcha')}</dt>
        <dd>{binding}</dd>
        <dt>{t('paths')}</dt>
        <dd>{overrides.length ? overrides.map(([name, path]) => `${name} → ${path}`).join(', ') : t('none')}</dd>
      </dl>
      <h3>{t('switchesTitle')}</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('feature')}</th>
            <th scope="col">{t('modId')}</th>
            <th scope="col">{t('state')}</th>
          </tr>
        </thead>
        <tbody>
          {PLATFORM_SWITCH_FEATURES.map((feature) => (
            <tr key={feature} data-switch={feature}>
              <td>{t(feature)}</td>
              <td>{profile.switches[feature]}</td>
              <td>{state(profile.switches[feature])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
