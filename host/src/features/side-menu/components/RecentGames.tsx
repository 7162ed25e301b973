import { api, cdnUrl, EmptyState, useCdnHost, useSession, useTranslation, Link } from '@suite/shared';
import { HOST_NS } from '../../../i18n';
import { useCachedCall } from '../../../lib/use-cached-call';
import { useMemberCallsReady } from '../../session/password-change-gate';
import { recentGameHref } from '../recent-game-href';
import './side-menu.css';

/** How many recent games the strip shows. */
export const RECENT_STRIP_SIZE = 6;

/** Recent-games strip (spec 1 §2): the member's last games; an empty state leading to the slots when there are none. */
export function RecentGames() {
  const { t } = useTranslation(HOST_NS);
  const session = useSession();
  const imageHost = useCdnHost('image');
  // Not while the session must change its password first (issue 26 #12: the API refuses it then).
  const ready = useMemberCallsReady();
  const recent = useCachedCall(api.recentGames, { clientType: api.CLIENT_TYPE }, { storageKey: null, enabled: ready });
  const games = session ? (recent.data?.list ?? []).slice(0, RECENT_STRIP_SIZE) : [];
  const loading = recent.loading || (session !== null && !ready);
  return (
    <section className="recent-games" aria-labelledby="recent-games-title" aria-busy={loading}>
      <h2 id="recent-games-title" className="recent-games__title">
        {t('sideMenu.recent')}
      </h2>
      {loading && games.length === 0 ? (
        <div className="recent-games__placeholder" aria-hidden="true" />
      ) : games.length === 0 ? (
        <EmptyState className="recent-games__empty" title={t('sideMenu.noRecent')} action={{ to: '/rng', label: t('sideMenu.browseSlots') }} />
      ) : (
        <ul className="recent-games__list">
          {games.map((game) => (
            <li key={`${game.vassalage}:${game.gameCode}`}>
              <Link to={recentGameHref(game)} className="recent-games__link" title={game.gameName}>
                <img src={cdnUrl('image', game.imageUrl, imageHost)} alt="" className="recent-games__image" loading="lazy" decoding="async" />
                <span className="recent-games__name">{game.gameName}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
