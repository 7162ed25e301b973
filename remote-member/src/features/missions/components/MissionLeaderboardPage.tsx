import { api, formatClock, Link, LoadError, setPublicState, useApi, useTranslation } from '@suite/shared';
import { useEffect, useRef, useState } from 'react';
import { PageSkeleton } from '../../../components/PageBoundary';
import { useCollectMission } from '../hooks/use-collect-mission';
import { MISSIONS_NS, registerMissionsTranslations } from '../i18n';
import { Leaderboard } from './Leaderboard';
import { MissionList } from './MissionList';
import '../missions.css';

registerMissionsTranslations();

/** Where a collected mission's reward waits. */
export const REWARD_CENTER_PATH = '/member/rewardCenter';

/**
 * Mission activity (missionLeaderboard): today's missions with their progress, Collect on the
 * completed ones (the reward then waits in the reward center), and this week's leaderboard.
 */
export default function MissionLeaderboardPage() {
  const { t } = useTranslation(MISSIONS_NS);
  const summary = useApi(api.missionSummary, undefined);
  const board = useApi(api.missionLeaderboard, undefined);
  const { collect, pending } = useCollectMission();
  const [collected, setCollected] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  // The menu's badge shows the count this page just read (rounds played since the centre opened).
  const missionCount = summary.data?.missionCount;
  useEffect(() => {
    if (missionCount !== undefined) setPublicState({ missionCount });
  }, [missionCount]);

  // The Collect button just used is gone: the notice takes the focus.
  useEffect(() => {
    if (collected) noticeRef.current?.focus();
  }, [collected]);

  const onCollect = async (mission: api.MissionSummary['missions'][number]) => {
    setFailure(null);
    setCollected(null);
    const outcome = await collect(mission.missionId);
    if (outcome.ok) setCollected(mission.title);
    else setFailure(`${t('failed.collect', { title: mission.title })} ${outcome.error.message}`);
    summary.reload();
    board.reload();
  };

  return (
    <div className="mem-ms">
      <div ref={noticeRef} className="mem-ms-notice" role="status" tabIndex={-1}>
        {collected && (
          <p>
            {t('notice.collected', { title: collected })} <Link to={REWARD_CENTER_PATH}>{t('notice.toRewards')}</Link>
          </p>
        )}
      </div>
      {failure && (
        <div className="mem-alert" role="alert">
          <p>{failure}</p>
        </div>
      )}
      <section className="mem-ms-section" aria-labelledby="mem-ms-today">
        <h2 id="mem-ms-today" className="mem-ms-section__title">
          {t('missions.title')}
        </h2>
        {summary.error ? (
          <LoadError title={t('load.missionsFailed')} message={summary.error.message} retryLabel={t('load.retry')} onRetry={summary.reload} />
        ) : !summary.data ? (
          <PageSkeleton rows={4} />
        ) : (
          <>
            {summary.data.resetsAt && (
              <p className="mem-ms-muted">
                <time dateTime={summary.data.resetsAt}>{t('missions.resets', { date: formatClock(summary.data.resetsAt) })}</time>
              </p>
            )}
            <MissionList missions={summary.data.missions} collecting={pending} onCollect={(mission) => void onCollect(mission)} />
          </>
        )}
      </section>
      <section className="mem-ms-section" aria-labelledby="mem-ms-board">
        <h2 id="mem-ms-board" className="mem-ms-section__title">
          {t('board.title')}
        </h2>
        {board.error ? (
          <LoadError title={t('load.boardFailed')} message={board.error.message} retryLabel={t('load.retry')} onRetry={board.reload} />
        ) : !board.data ? (
          <PageSkeleton rows={5} />
        ) : (
          <Leaderboard entries={board.data} />
        )}
      </section>
    </div>
  );
}
