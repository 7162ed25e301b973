import { useT } from '@suite/shared';
import type { HostPage } from '../../../app/paths';
import { HOST_NS } from '../../../i18n';

/** Placeholder body of the host's own pages until the shell issue fills them. */
export function HostPageView({ page }: { page: Exclude<HostPage, 'suite'> }) {
  const { t } = useT(HOST_NS);
  return (
    <section className="page" data-page={page}>
      <h1>{t(`pages.${page}`)}</h1>
    </section>
  );
}
