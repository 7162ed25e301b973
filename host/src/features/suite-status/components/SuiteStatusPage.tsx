import { useTranslation, isRemoteLoadFailure } from '@suite/shared';
import { useEffect, useState } from 'react';
import { SharedVersionCells, SharedVersionHeaders, HostSharedVersionCells } from './SharedVersionCells';
import { HOST_NS } from '../../../i18n';
import { useBoot } from '../../boot/boot-context';
import { loadRemoteMeta } from '../../remotes/remote-registry';
import type { RemoteName } from '../../remotes/remote-names';
import { entryIntegrityMismatch, type IntegrityMismatch } from '../entry-integrity';
import { PlatformProfileStatus } from './PlatformProfileStatus';
import '../suite-texts';

interface BuildMeta {
  name: string;
  version: string;
  builtAt: string;
}

type Row = {
  name: string;
  entry: string;
  meta?: BuildMeta;
  status: 'checking' | 'ok' | 'failed';
  /** remotes.json made it unloadable (a malformed integrity). */
  broken?: string;
  /** Its entry's bytes are not the ones remotes.json's integrity names (the browser refused it). */
  mismatch?: IntegrityMismatch;
};

const hashOf = (integrity: string) => integrity.replace(/^sha384-/, '');

/** Operator view at /__suite: what the host is and which build of each remote it loads. */
export function SuiteStatusPage() {
  const { t } = useTranslation(HOST_NS);
  const { remotes } = useBoot();
  const [rows, setRows] = useState<Row[]>(() => remotes.map(({ name, entry, broken }) => ({ name, entry, broken, status: 'checking' })));

  useEffect(() => {
    let live = true;
    const update = (name: string, change: Partial<Row>) => live && setRows((all) => all.map((row) => (row.name === name ? { ...row, ...change } : row)));
    remotes.forEach(({ name, entry, integrity }) => {
      const failed = () => {
        update(name, { status: 'failed' });
        // A guarded entry that failed: was it refused for its bytes?
        if (integrity) void entryIntegrityMismatch(entry, integrity).then((mismatch) => mismatch && update(name, { mismatch }));
      };
      loadRemoteMeta<{ buildInfo?: BuildMeta; default?: BuildMeta }>(name as RemoteName).then((mod) => {
        const meta = mod && !isRemoteLoadFailure(mod) ? (mod.buildInfo ?? mod.default) : undefined;
        if (meta) update(name, { meta, status: 'ok' });
        else failed();
      }, failed);
    });
    return () => {
      live = false;
    };
  }, [remotes]);

  return (
    <section className="page suite-status">
      <h1>{t('suite.title')}</h1>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('suite.name')}</th>
            <th scope="col">{t('suite.entry')}</th>
            <th scope="col">{t('suite.version')}</th>
            <th scope="col">{t('suite.builtAt')}</th>
            <th scope="col">{t('suite.status')}</th>
            <SharedVersionHeaders />
          </tr>
        </thead>
        <tbody>
          <tr data-remote="host">
            <td>{t('suite.host')}</td>
            <td>{window.location.origin}/</td>
            <td>{__SUITE_BUILD__.version}</td>
            <td>{__SUITE_BUILD__.builtAt}</td>
            <td>{t('suite.ok')}</td>
            <HostSharedVersionCells />
          </tr>
          {rows.map((row) => (
            <tr key={row.name} data-remote={row.name}>
              <td>{row.name}</td>
              <td>{row.entry}</td>
              <td data-testid={`${row.name}-version`}>{row.meta?.version ?? '—'}</td>
              <td>{row.meta?.builtAt ?? '—'}</td>
              <td data-testid={`${row.name}-status`}>
                {t(`suite.${row.status}`)}
                {row.mismatch && (
                  <span data-testid={`${row.name}-reason`} data-reason="integrity">
                    {' — '}
                    {t('suite.integrityFailed', { expected: hashOf(row.mismatch.expected), served: hashOf(row.mismatch.served) })}
                  </span>
                )}
                {row.broken && (
                  <span data-testid={`${row.name}-reason`} data-reason="remotes.json">
                    {' — '}
                    {row.broken}
                  </span>
                )}
              </td>
              <SharedVersionCells remote={row.name} />
            </tr>
          ))}
        </tbody>
      </table>
      <PlatformProfileStatus />
    </section>
  );
}
