import { api, Link, LoadError, SkeletonList, useApi, useSession, useTranslation } from '@suite/shared';
import { useId } from 'react';
import { MISSIONS_NS, registerMissionsTranslations } from '../i18n';
import { MissionProgressBar, useMissionProgressText } from './MissionProgress';
import '../missions.css';

registerMissionsTranslations();

export const MISSIONS_PAGE_PATH = '/member/missionLeaderboard';

type Mission = api.MissionSummary['missions'][number];

function WidgetMission({ mission }: { mission: Mission }) {
  const { t } = useTranslation(MISSIONS_NS);
  const titleId = useId();
  const progressText = useMissionProgressText(mission);
  return (
    <li className={`mem-ms-widget__item${mission.completed ? ' mem-ms-item--done' : ''}`}>
      <p id={titleId} className="mem-ms-widget__name">
        {mission.title}
      </p>
      <MissionProgressBar mission={mission} labelledBy={titleId} text={progressText} />
      <p className="mem-ms-widget__meta">
        <span className="mem-ms-num">{progressText}</span>
        {mission.collected ? (
          <span className="mem-ms-state mem-ms-state--collected">{t('widget.collected')}</span>
        ) : mission.completed ? (
          <span className="mem-ms-state">{t('widget.done')}</span>
        ) : null}
      </p>
    </li>
  );
}

/**
 * Home widget (exposed as ./mission-progress): the logged-in member's missions of today with their
 * progress from real play, how many are ready to collect, and the way to the mission page. Nothing
 * for a visitor or on a day without missions (the home hides an empty slot).
 */
export function MissionWidget() {
  const { t } = useTranslation(MISSIONS_NS);
  const titleId = useId();
  const loggedIn = Boolean(useSession()?.token);
  const summary = useApi(api.missionSummary, undefined, { enabled: loggedIn });
  if (!loggedIn) return null;
  if (summary.data && summary.data.missions.length === 0) return null;
  return (
    <section className="mem-ms-widget" aria-labelledby={titleId}>
      <div className="mem-ms-widget__head">
        <h2 id={titleId} className="mem-ms-widget__title">
          {t('widget.title')}
        </h2>
        {summary.data && summary.data.missionCount > 0 && (
          <span className="mem-ms-widget__badge">{t('widget.claimable', { count: summary.data.missionCount })}</span>
        )}
        <Link to={MISSIONS_PAGE_PATH} className="mem-ms-widget__more">
          {t('widget.seeAll')}
        </Link>
      </div>
      {summary.error ? (
        <LoadError title={t('widget.failed')} message={summary.error.message} retryLabel={t('load.retry')} onRetry={summary.reload} />
      ) : !summary.data ? (
        <SkeletonList label={t('widget.title')} rows={3} lines={2} />
      ) : (
        <ul className="mem-ms-widget__list" aria-labelledby={titleId}>
          {summary.data.missions.map((mission) => (
            <WidgetMission key={mission.missionId} mission={mission} />
          ))}
        </ul>
      )}
    </section>
  );
}
