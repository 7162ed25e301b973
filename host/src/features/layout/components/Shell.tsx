import type { ReactNode } from 'react';
import type { Layout } from '../../../app/paths';
import { BootNotices } from '../../boot/BootNotices';
import { Footer } from './Footer';
import { Header } from './Header';

/** Page frame by layout: full (header + footer), header only, or bare (spec 1 §2). */
export function Shell({ layout, children }: { layout: Layout; children: ReactNode }) {
  return (
    <div className={`shell shell--${layout}`}>
      {layout !== 'bare' && <Header />}
      <BootNotices />
      <main className="shell__main">{children}</main>
      {layout === 'full' && <Footer />}
    </div>
  );
}
