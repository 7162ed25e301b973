import { useEffect, useState, type FocusEvent } from 'react';
import type { Swiper } from 'swiper';
import { usePrefersReducedMotion } from './use-reduced-motion';

/**
 * Whether an auto-moving carousel moves (WCAG 2.2.2): it plays unless the visitor prefers reduced
 * motion or pressed pause; it holds while hovered or while focus is inside `focusProps`' element.
 */
export function useCarouselPlay(canMove: boolean) {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = canMove && (choice ?? !reducedMotion);
  return {
    reducedMotion,
    /** The pause/play button's state. */
    playing,
    /** Moving right now. */
    running: playing && !hovered && !focused,
    toggle: () => setChoice(!playing),
    hover: (on: boolean) => setHovered(on),
    focusProps: {
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}

/** Starts and stops a swiper's autoplay with `running`; a still carousel announces its slides. */
export function useSwiperAutoplay(swiper: Swiper | null, running: boolean): void {
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (running && !swiper.autoplay.running) swiper.autoplay.start();
    if (!running && swiper.autoplay.running) swiper.autoplay.stop();
    swiper.wrapperEl.setAttribute('aria-live', running ? 'off' : 'polite');
  }, [swiper, running]);
}
