import { type api, formatMoney, fromMinorUnits, usePublicState, useTranslation } from '@suite/shared';
import { MISSIONS_NS } from '../i18n';

type Mission = api.MissionSummary['missions'][number];

/** "P 40,00 / P 100,00" (money missions count whole cents; the others count things). */
export function useMissionProgressText(mission: Mission): string {
  const { t, i18n } = useTranslation(MISSIONS_NS);
  const { currencySymbol } = usePublicState();
  const amount = (value: number) =>
    mission.unit === 'money' ? formatMoney(fromMinorUnits(value), { symbol: currencySymbol, locale: i18n.language }) : String(value);
  return t('missions.progress', { progress: amount(mission.progress), target: amount(mission.target) });
}

/** A mission's progress bar, named by its title (`labelledBy`), in the centre's list and on the home. */
export function MissionProgressBar({ mission, labelledBy, text }: { mission: Mission; labelledBy: string; text: string }) {
  const percent = mission.target > 0 ? Math.min(100, Math.floor((mission.progress / mission.target) * 100)) : 0;
  return (
    <div
      className="mem-ms-bar"
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={mission.target}
      aria-valuenow={mission.progress}
      aria-valuetext={text}
    >
      <span className="mem-ms-bar__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
