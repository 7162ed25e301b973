import { centreClass } from '@suite/shared';
import type { ReactNode } from 'react';

/** Root of every member-area page: the build stamp, the page name and its title as the one h1. */
export function PageSection({ page, title, children }: { page: string; title: string; children?: ReactNode }) {
  return (
    <section className={`${centreClass.page} mem-page`} data-page={page} data-build={__SUITE_BUILD__.version}>
      <h1 className={`${centreClass.pageTitle} mem-page__title`}>{title}</h1>
      {children}
    </section>
  );
}
