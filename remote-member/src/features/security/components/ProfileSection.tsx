import { useTranslation, type api } from '@suite/shared';
import { SECURITY_NS } from '../i18n';
import { Avatar } from './Avatar';

export interface ProfileSectionProps {
  info: api.MemberInfo;
  avatarUrl: string | null | undefined;
  iconUrl: string | null | undefined;
}

/** Account, nickname, member labels and club (VIP) label in the label's colour, and the avatar. */
export function ProfileSection({ info, avatarUrl, iconUrl }: ProfileSectionProps) {
  const { t } = useTranslation(SECURITY_NS);
  const { clubLabel } = info;
  return (
    <section className="mem-sec-panel mem-sec-profile" aria-labelledby="mem-sec-profile-title">
      <h2 id="mem-sec-profile-title" className="mem-sec-panel__title">
        {t('profile.title')}
      </h2>
      <div className="mem-sec-profile__body">
        <Avatar sources={[avatarUrl, iconUrl]} alt={t('profile.avatar', { account: info.account })} />
        <dl className="mem-sec-facts">
          <div>
            <dt>{t('profile.account')}</dt>
            <dd className="mem-sec-strong">{info.account}</dd>
          </div>
          <div>
            <dt>{t('profile.nickname')}</dt>
            <dd>{info.nickname || <span className="mem-sec-muted">{t('profile.noNickname')}</span>}</dd>
          </div>
          <div>
            <dt>{t('profile.labels')}</dt>
            <dd>
              {info.memberLabel.length > 0 ? (
                <ul className="mem-sec-chips">
                  {info.memberLabel.map((label) => (
                    <li key={label} className="mem-sec-chip" style={{ borderColor: clubLabel.labelColor }}>
                      {label}
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="mem-sec-muted">{t('profile.noLabels')}</span>
              )}
            </dd>
          </div>
          <div>
            <dt>{t('profile.club')}</dt>
            <dd>
              {clubLabel.labelName || clubLabel.rankLevel > 0 ? (
                <span className="mem-sec-club">
                  <span className="mem-sec-club__swatch" style={{ background: clubLabel.labelColor }} aria-hidden="true" />
                  <span className="mem-sec-strong">{clubLabel.labelName}</span>
                  <span className="mem-sec-muted">{t('profile.rank', { level: clubLabel.rankLevel })}</span>
                </span>
              ) : (
                <span className="mem-sec-muted">{t('profile.noClub')}</span>
              )}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
