import { useTranslation } from '@suite/shared';
import { TEAM_NS } from '../i18n';

/**
 * Where the list is in the team: the agent first, then each upline down to the account whose
 * downlines are shown (the API's `path`). Every crumb but the last is a button back to that level.
 */
export function TeamPath({ path, onOpen }: { path: readonly string[]; onOpen: (owner: string | null) => void }) {
  const { t } = useTranslation(TEAM_NS);
  const label = (crumb: string, index: number) => (index === 0 ? t('path.me', { account: crumb }) : crumb);
  return (
    <nav className="agt-team-path" aria-label={t('path.label')}>
      <ol>
        {path.map((crumb, index) => (
          <li key={`${index}-${crumb}`}>
            {index === path.length - 1 ? (
              <span aria-current="location">{label(crumb, index)}</span>
            ) : (
              <button type="button" className="agt-team-path__crumb" onClick={() => onOpen(index === 0 ? null : crumb)}>
                {label(crumb, index)}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
