import { hostSharedVersion, sharedVersionChecks, subscribeSharedVersionChecks, useTranslation } from '@suite/shared';
import { useSyncExternalStore } from 'react';
import { HOST_NS } from '../../../i18n';

/**
 * /__suite columns for @suite/shared (docs/releases.md): the range each app needs, the version it
 * receives (the host's, a singleton) and whether they met. The host's runtime plugin
 * (suite-shared-version) records each remote when its entry initialises; a refused remote shows its
 * fallback and "refused" here.
 */
export function SharedVersionHeaders() {
  const { t } = useTranslation(HOST_NS);
  return (
    <>
      <th scope="col">{t('suite.sharedRequires')}</th>
      <th scope="col">{t('suite.sharedReceived')}</th>
      <th scope="col">{t('suite.sharedMet')}</th>
    </>
  );
}

function Cells({ name, requires, received, met }: { name: string; requires?: string | null; received?: string | null; met?: boolean }) {
  const { t } = useTranslation(HOST_NS);
  return (
    <>
      <td data-testid={`${name}-shared-requires`}>{requires ?? '—'}</td>
      <td data-testid={`${name}-shared-received`}>{received ?? '—'}</td>
      <td data-testid={`${name}-shared-met`} data-met={met === undefined ? undefined : String(met)}>
        {met === undefined ? t('suite.sharedUnchecked') : met ? t('suite.sharedOk') : t('suite.sharedRefused')}
      </td>
    </>
  );
}

export function SharedVersionCells({ remote }: { remote: string }) {
  const checks = useSyncExternalStore(subscribeSharedVersionChecks, sharedVersionChecks);
  const check = checks[remote];
  return <Cells name={remote} requires={check?.requires} received={check?.received} met={check?.ok} />;
}

/** The host's own row: the version it provides to every remote and the range its own code needs. */
export function HostSharedVersionCells() {
  const host = useSyncExternalStore(subscribeSharedVersionChecks, hostSharedVersion);
  return <Cells name="host" requires={host?.requires} received={host?.provides} met={host ? true : undefined} />;
}
