import { SafeHtml, useTranslation } from '@suite/shared';
import { useLayoutEffect, useRef } from 'react';
import { HOST_NS } from '../../../i18n';

/**
 * A notice's rich text (sanitised by SafeHtml) whose images that fail to load end as the spec's
 * error image after their attempts (notice-images.ts, fetched on the first failure).
 */
export function NoticeContent({ html }: { html: string }) {
  const box = useRef<HTMLDivElement>(null);
  const { t } = useTranslation(HOST_NS);
  const translate = useRef(t);
  translate.current = t;

  // Before the sanitised HTML goes in: `error` does not bubble, but the box sees it on its way down (capture).
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const onError = (event: Event) => {
      const image = event.target;
      if (!(image instanceof HTMLImageElement)) return;
      void import('../notice-images').then(({ noticeImageFailed }) => noticeImageFailed(image, (key) => translate.current(key)));
    };
    element.addEventListener('error', onError, true);
    return () => element.removeEventListener('error', onError, true);
  }, []);

  return (
    <div ref={box} className="notice-content">
      <SafeHtml html={html} className="rich-text" />
    </div>
  );
}
