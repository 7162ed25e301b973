/**
 * What a notice image that cannot be loaded becomes (spec 1 §8 "Lazy image failure: up to 3 attempts,
 * then an error image"; §9: a 200 ms throttle): tried again twice, 200 ms apart, then replaced by the
 * error image below, never the browser's broken-image icon. Its alt text is kept (a translated one is
 * given only when the notice had none). A chunk of its own, loaded on a notice's first failed image
 * (NoticeContent): the notice bar is in the host's first load.
 */
import { addHostTexts } from '../../i18n/page-texts';

export const NOTICE_IMAGE_ATTEMPTS = 3;
export const NOTICE_IMAGE_RETRY_MS = 200;

/** A framed picture with a slash, in greys that read on both themes (bundled: it never fails itself). */
export const NOTICE_ERROR_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100" viewBox="0 0 160 100">' +
      '<rect x="1" y="1" width="158" height="98" rx="8" fill="#E4E7EE" stroke="#A9AFBC" stroke-width="2"/>' +
      '<circle cx="62" cy="38" r="7" fill="#8A91A1"/><path d="M48 72 66 52 78 64 92 46 112 72Z" fill="#8A91A1"/>' +
      '<path d="M52 28 108 76" stroke="#E4E7EE" stroke-width="7"/><path d="M52 28 108 76" stroke="#6B7284" stroke-width="3" stroke-linecap="round"/></svg>',
  );

addHostTexts({
  es: { notices: { imageUnavailable: 'Imagen no disponible' } },
  en: { notices: { imageUnavailable: 'Image not available' } },
});

/** Attempts made so far (the first load is attempt 1); kept out of the DOM, which the notice's author writes. */
const attempts = new WeakMap<HTMLImageElement, number>();

/** Called for each `error` of an image in a notice. `t`: the host's texts. */
export function noticeImageFailed(image: HTMLImageElement, t: (key: string) => string): void {
  const src = image.getAttribute('src');
  if (src === null || src === NOTICE_ERROR_IMAGE) return;
  const made = attempts.get(image) ?? 1;
  if (made < NOTICE_IMAGE_ATTEMPTS) {
    attempts.set(image, made + 1);
    // Setting the same src asks the browser for the image again.
    setTimeout(() => {
      if (image.isConnected && image.getAttribute('src') === src) image.setAttribute('src', src);
    }, NOTICE_IMAGE_RETRY_MS);
    return;
  }
  attempts.delete(image);
  if (!image.hasAttribute('alt')) image.setAttribute('alt', t('notices.imageUnavailable'));
  image.classList.add('notice-image--failed');
  image.setAttribute('src', NOTICE_ERROR_IMAGE);
}
