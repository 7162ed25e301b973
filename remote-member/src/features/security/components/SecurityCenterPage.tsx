import { api, loadMemberInfo, LoadError, useApi, useTranslation } from '@suite/shared';
import { useState } from 'react';
import { PageSkeleton } from '../../../components/PageBoundary';
import { SECURITY_NS, registerSecurityTranslations } from '../i18n';
import { BirthDateSection } from './BirthDateSection';
import { ChangePasswordSection } from './ChangePasswordSection';
import { ContactSection } from './ContactSection';
import { PaymentPasswordSection } from './PaymentPasswordSection';
import { ProfileSection } from './ProfileSection';
import { RecentLoginsSection } from './RecentLoginsSection';
import '../security.css';

registerSecurityTranslations();

/** Prefilled when the member has no number yet (the demo site's country). */
const DEFAULT_DIALING_CODE = '+63';

/**
 * My account (securityCenter, the centre's default page): profile, date of birth, login password, payment password,
 * mobile and e-mail binding, and recent logins with "log out other sessions". Member info and the
 * security status load first (a skeleton, or an error with Retry); avatar, icon and the password
 * setting are extras that never hold the page back.
 */
export default function SecurityCenterPage() {
  const { t } = useTranslation(SECURITY_NS);
  const info = useApi(api.memberInfo, undefined);
  const status = useApi(api.securityStatus, undefined);
  const avatar = useApi(api.playerAvatar, undefined);
  const icon = useApi(api.memberIcon, undefined);
  const settings = useApi(api.registerSettings, undefined);
  const [passwordChanges, setPasswordChanges] = useState(0);

  const failed = info.error ?? status.error;
  if (failed) {
    const retry = () => {
      if (info.error) info.reload();
      if (status.error) status.reload();
    };
    return <LoadError title={t('load.failed')} message={failed.message} retryLabel={t('load.retry')} onRetry={retry} />;
  }
  if (!info.data || !status.data) return <PageSkeleton rows={8} />;

  const bound = () => {
    status.reload();
    info.reload();
    // The header and the rest of the site read the shared login info.
    void loadMemberInfo();
  };

  return (
    <div className="mem-sec">
      <ProfileSection info={info.data} avatarUrl={avatar.data?.avatarUrl} iconUrl={icon.data?.iconUrl} />
      <BirthDateSection birthDate={status.data.birthDate ?? null} onSaved={status.reload} />
      <ChangePasswordSection passwordSetting={settings.data?.password} onChanged={() => setPasswordChanges((count) => count + 1)} />
      <PaymentPasswordSection hasPassword={status.data.hasPaymentPassword} onSaved={status.reload} />
      <div className="mem-sec-pair">
        <ContactSection channel="mobile" bound={status.data.mobile} defaultDialingCode={info.data.countryDialingCode ?? DEFAULT_DIALING_CODE} onBound={bound} />
        <ContactSection channel="email" bound={status.data.email} defaultDialingCode={DEFAULT_DIALING_CODE} onBound={bound} />
      </div>
      <RecentLoginsSection reloadKey={passwordChanges} />
    </div>
  );
}
