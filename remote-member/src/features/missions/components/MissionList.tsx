import { type api, buttonClassName, formatMoney, usePublicState, useTranslation } from '@suite/shared';
import { useId } from 'react';
import { MISSIONS_NS } from '../i18n';
import { MissionProgressBar, useMissionProgressText } from './MissionProgress';

type Mission = api.MissionSummary['missions'][number];

interface MissionListProps {
  missions: Mission[];
  collecting: ReadonlySet<string>;
  onCollect: (mission: Mission) => void;
}

/** Today's missions: a progress bar each, and Collect on the completed ones not yet collected. */
export function MissionList({ missions, collecting, onCollect }: MissionListProps) {
  const { t } = useTranslation(MISSIONS_NS);
  if (missions.length === 0) return <p className="mem-ms-muted">{t('missions.empty')}</p>;
  return (
    <ul className="mem-ms-list" aria-label={t('missions.label')}>
      {missions.map((mission) => (
        <MissionItem key={mission.missionId} mission={mission} collecting={collecting.has(mission.missionId)} onCollect={() => onCollect(mission)} />
      ))}
    </ul>
  );
}

function MissionItem({ mission, collecting, onCollect }: { mission: Mission; collecting: boolean; onCollect: () => void }) {
  const { t, i18n } = useTranslation(MISSIONS_NS);
  const { currencySymbol } = usePublicState();
  const titleId = useId();
  const money = (amount: api.Money | null) => formatMoney(amount, { symbol: currencySymbol, locale: i18n.language });
  const progressText = useMissionProgressText(mission);
  return (
    <li className={`mem-ms-item${mission.completed ? ' mem-ms-item--done' : ''}`} aria-labelledby={titleId}>
      <h3 id={titleId} className="mem-ms-item__title">
        {mission.title}
      </h3>
      <MissionProgressBar mission={mission} labelledBy={titleId} text={progressText} />
      <p className="mem-ms-item__meta">
        <span className="mem-ms-num">{progressText}</span>
        <span className="mem-ms-muted">{t('missions.reward', { amount: money(mission.reward), points: mission.points ?? 0 })}</span>
      </p>
      {mission.collected ? (
        <p className="mem-ms-state mem-ms-state--collected">{t('missions.collected')}</p>
      ) : mission.completed ? (
        <button type="button" className={buttonClassName({}, 'mem-ms-item__collect')} onClick={onCollect} disabled={collecting} aria-busy={collecting || undefined}>
          {collecting ? t('missions.collecting') : t('missions.collect')}
          <span className="mem-ms-sr-only"> {mission.title}</span>
        </button>
      ) : (
        <p className="mem-ms-state">{t('missions.inProgress')}</p>
      )}
    </li>
  );
}
