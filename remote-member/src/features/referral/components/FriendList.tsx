import { formatClock, useTranslation, type api } from '@suite/shared';
import { REFERRAL_NS } from '../i18n';

/** The invited friends, one card each (readable at 390 px): masked account, registration, first deposit. */
export function FriendList({ friends }: { friends: readonly api.ReferredFriend[] }) {
  const { t } = useTranslation(REFERRAL_NS);
  return (
    <ul className="mem-ref-friends" aria-label={t('list.title')}>
      {friends.map((friend, index) => (
        <li key={`${friend.account}-${friend.registeredAt}-${index}`} className="mem-ref-friend">
          <p className="mem-ref-friend__account">{friend.account}</p>
          <dl className="mem-ref-friend__facts">
            <div>
              <dt>{t('list.registeredAt')}</dt>
              <dd>
                <time dateTime={friend.registeredAt}>{formatClock(friend.registeredAt)}</time>
              </dd>
            </div>
            <div>
              <dt>{t('list.firstDeposit')}</dt>
              <dd>{friend.firstDepositAt ? t('list.depositedOn', { date: formatClock(friend.firstDepositAt) }) : t('list.notYet')}</dd>
            </div>
            <div>
              <dt>{t('list.qualified')}</dt>
              <dd>{friend.qualified ? t('list.qualifiedYes') : t('list.qualifiedNo')}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
