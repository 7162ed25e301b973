import { useTranslation } from '@suite/shared';
import { useEffect, useRef, useState } from 'react';
import { HOST_NS } from '../i18n';
import {
  FOCUS_REQUEST_TTL_MS,
  focusProgrammatically,
  MAIN_CONTENT_ID,
  settleFocusRequest,
  usePendingFocus,
  whenElement,
} from './route-focus';
import { routeTitleKey } from './route-titles';

export interface RouteAnnouncerProps {
  /** The address bar's path: names the document (a centre open over a page names the centre). */
  pathname: string;
  /** The path of the page the routes render (unchanged while a centre opens or closes over it). */
  pagePath: string;
  /** A centre (modal) is open: its dialog takes focus, the page underneath must not. */
  centreOpen: boolean;
}

/** An open dialog (a first-login message, a warning) holds the focus: never pull it out from under it. */
function dialogHasFocus(): boolean {
  return Boolean(document.activeElement?.closest('[role="dialog"], [role="alertdialog"], dialog'));
}

/** The focus is still where the navigation left it (the user has not moved on meanwhile). */
function focusUntouched(before: Element | null): boolean {
  if (dialogHasFocus()) return false;
  const now = document.activeElement;
  return now === before || now === null || now === document.body || (before !== null && !before.isConnected);
}

/**
 * Accessible navigation (issue 13): a translated document title per route ("Tragamonedas · Suite"),
 * and on every page change after the first load focus on the new page's main heading; when no
 * heading comes within HEADING_WAIT_MS, focus goes to <main> and a polite live region names the
 * page. A pending focus request (the account button after a login) takes the heading's place.
 */
export function RouteAnnouncer({ pathname, pagePath, centreOpen }: RouteAnnouncerProps) {
  const { t } = useTranslation(HOST_NS);
  const page = t(routeTitleKey(pathname));
  const title = t('a11y.documentTitle', { page, brand: t('brand') });
  const pendingRequest = usePendingFocus();
  const [announcement, setAnnouncement] = useState('');
  const seenPage = useRef<string | null>(null);
  const pageName = useRef(page);
  pageName.current = page;

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    const changed = seenPage.current !== null && seenPage.current !== pagePath;
    seenPage.current = pagePath;
    let request = pendingRequest;
    if (request && Date.now() - request.at > FOCUS_REQUEST_TTL_MS) {
      // Its page never came: forget it and behave as if there had been none.
      settleFocusRequest(request);
      request = null;
    }
    // A request for another page waits for it (the heading is not focused in between either).
    if (request && request.pagePath !== pagePath) return undefined;
    if (request) {
      const current = request;
      return whenElement(
        () => document.querySelector<HTMLElement>(current.selector),
        (element) => {
          if (!dialogHasFocus()) element.focus();
          settleFocusRequest(current);
        },
        () => settleFocusRequest(current),
      );
    }
    if (!changed || centreOpen) return undefined;
    setAnnouncement('');
    const before = document.activeElement;
    return whenElement(
      () => document.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID} h1`),
      (heading) => {
        if (focusUntouched(before)) focusProgrammatically(heading);
      },
      () => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (main && focusUntouched(before)) focusProgrammatically(main);
        setAnnouncement(t('a11y.pageLoaded', { page: pageName.current }));
      },
    );
    // Per page change or focus request; the title and `t` are read when they are needed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pagePath, pendingRequest]);

  return (
    <p className="visually-hidden" role="status" aria-live="polite" data-testid="route-announcer">
      {announcement}
    </p>
  );
}
