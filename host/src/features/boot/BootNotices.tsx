import { useTranslation } from '@suite/shared';
import { HOST_NS } from '../../i18n';
import { useBoot } from './boot-context';

/** A broken config.json or remotes.json is said plainly, above the page, while the shell keeps working. */
export function BootNotices() {
  const { t } = useTranslation(HOST_NS);
  const { problems } = useBoot();
  if (problems.length === 0) return null;
  return (
    <div className="boot-notices" role="alert">
      {problems.map((problem) => (
        <p key={problem.key + problem.detail} title={problem.detail}>
          {t(problem.key, { file: problem.file })}
        </p>
      ))}
    </div>
  );
}
