import { type api, useTranslation } from '@suite/shared';
import { MISSIONS_NS } from '../i18n';

/** The week's top accounts by mission points (masked by the server); the caller's row is marked. */
export function Leaderboard({ entries }: { entries: api.MissionLeaderboardEntry[] }) {
  const { t } = useTranslation(MISSIONS_NS);
  if (entries.length === 0) return <p className="mem-ms-muted">{t('board.empty')}</p>;
  return (
    <div className="mem-ms-table-wrap">
      <table className="mem-ms-table">
        <caption className="mem-ms-table__caption">{t('board.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('board.rank')}</th>
            <th scope="col">{t('board.account')}</th>
            <th scope="col" className="mem-ms-table__num">
              {t('board.points')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.rank} className={entry.isMe ? 'mem-ms-table__me' : undefined} aria-current={entry.isMe ? 'true' : undefined}>
              <td>{entry.rank}</td>
              <th scope="row">
                {entry.account}
                {entry.isMe && <span className="mem-ms-you"> {t('board.you')}</span>}
              </th>
              <td className="mem-ms-table__num">{entry.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
