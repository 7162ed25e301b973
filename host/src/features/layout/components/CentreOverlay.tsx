import { Modal, Skeleton, useLocation, useNavigate, useSession, useTranslation } from '@suite/shared';
import { Suspense, type MouseEvent, type ReactNode } from 'react';
import { centreAreaOf, type CentreArea } from '../../../app/paths';
import { HOST_NS } from '../../../i18n';
import { LazyBalanceDisplay } from '../../auth/lazy-parts';
import './centre-overlay.css';

/** The link a click activates inside the centre, when the router should follow it in place. */
function centreLinkTarget(event: MouseEvent<HTMLElement>): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin && centreAreaOf(url.pathname) ? url : null;
}

/**
 * The member or agent centre as a panel over the page (spec 1 §2 generic modal: titled, close button,
 * page scroll locked, no close on an outside click; spec 2 §2 "a modal titled Agent"). Escape and the
 * close button call `onClose`. Links from one centre page to another replace the history entry (with
 * the entry's state, so the page underneath is kept) instead of piling up entries Back must walk.
 * The panel covers the header, so it shows the balance itself, with its refresh (the header's own
 * BalanceDisplay, one component), above the centre's pages (issue 26 #10), in full however large (issue 27).
 */
export function CentreOverlay({ area, onClose, children }: { area: CentreArea; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation(HOST_NS);
  const navigate = useNavigate();
  const { state } = useLocation();
  const signedIn = useSession() !== null;

  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    const url = centreLinkTarget(event);
    if (!url) return;
    event.preventDefault();
    navigate({ pathname: url.pathname, search: url.search, hash: url.hash }, { replace: true, state });
  };

  return (
    <Modal open title={t(`nav.${area}`)} onClose={onClose} lockScroll className={`centre-overlay centre-overlay--${area}`}>
      {signedIn && (
        <div className="centre-overlay__balance" role="group" aria-label={t('auth.centreBalance')}>
          <Suspense fallback={<Skeleton width="12rem" height="1.75rem" shape="block" />}>
            <LazyBalanceDisplay full />
          </Suspense>
        </div>
      )}
      {/* Only link activations are watched here (Enter on a link is a click too). */}
      <div className="centre-overlay__body" data-centre={area} onClickCapture={onClickCapture}>
        {children}
      </div>
    </Modal>
  );
}
