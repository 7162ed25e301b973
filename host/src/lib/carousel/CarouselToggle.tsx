import { useTranslation } from '@suite/shared';
import { HOST_NS } from '../../i18n';
import './carousel.css';

/**
 * The visible pause/play button of an auto-moving carousel (WCAG 2.2.2). Its name says what a press
 * does ("Pause the banners" / "Play the banners"), so it carries no aria-pressed as well.
 */
export function CarouselToggle({ playing, onToggle, subject }: { playing: boolean; onToggle(): void; subject: string }) {
  const { t } = useTranslation(HOST_NS);
  return (
    <button
      type="button"
      className="carousel-toggle"
      aria-label={t(playing ? 'carousel.pause' : 'carousel.play', { subject })}
      data-playing={playing}
      onClick={onToggle}
    >
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false" fill="currentColor">
        {playing ? <path d="M4 2h3v12H4zM9 2h3v12H9z" /> : <path d="M4 2l10 6-10 6z" />}
      </svg>
    </button>
  );
}

/**
 * Swiper's a11y messages carry `{{index}}`-style placeholders of their own, which i18next would fill
 * in: translate with markers, then put swiper's placeholders back. `placeholders` maps each i18next
 * variable to swiper's placeholder, e.g. `{ index: '{{index}}', total: '{{slidesLength}}' }`.
 */
export function swiperMessage(translate: (vars: Record<string, string>) => string, placeholders: Record<string, string>): string {
  const names = Object.keys(placeholders);
  const marker = (position: number) => `\u2063${position}\u2063`;
  let text = translate(Object.fromEntries(names.map((name, position) => [name, marker(position)])));
  names.forEach((name, position) => {
    text = text.split(marker(position)).join(placeholders[name] ?? '');
  });
  return text;
}
