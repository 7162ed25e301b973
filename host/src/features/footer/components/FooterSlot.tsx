import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport';
import './footer.css';

const Footer = lazy(() => import('./Footer').then((module) => ({ default: module.Footer })));

/**
 * The footer's place at the end of every full page. Its code (links, licences, social icons: ~1.4 KiB
 * gzip) loads when the visitor scrolls to within 600 px of it, not with the first paint above it
 * (docs/performance.md); the empty box keeps the page's end where it will be.
 */
export function FooterSlot() {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, '600px');
  return (
    <div ref={slot} className="footer-slot">
      {near && (
        <Suspense fallback={<div className="footer footer--pending" aria-hidden="true" />}>
          <Footer />
        </Suspense>
      )}
      {!near && <div className="footer footer--pending" aria-hidden="true" />}
    </div>
  );
}
