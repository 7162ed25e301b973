import { useTranslation } from '@suite/shared';
import type { MouseEvent } from 'react';
import { focusProgrammatically, MAIN_CONTENT_ID } from '../../../app/route-focus';
import { HOST_NS } from '../../../i18n';

/**
 * "Skip to main content": the first tab stop of every page, visible when focused. It moves focus to
 * <main> itself (not through the URL hash, which the router would treat as a navigation).
 */
export function SkipLink() {
  const { t } = useTranslation(HOST_NS);
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    focusProgrammatically(main);
    main.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('a11y.skipToContent')}
    </a>
  );
}
