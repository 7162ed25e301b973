import { useEffect, useState, type FocusEvent } from 'react';
import type { Swiper } from 'swiper';
import { usePrefersReducedMotion } from './use-reduced-motion';

/**
 * Whether `element` shows in the viewport (true until it is known, and without IntersectionObserver).
 * A carousel out of view stands still: swiper's autoplay redraws on every animation frame while it
 * runs, which costs a player's CPU and battery for a footer nobody is looking at.
 */
function useInView(element: HTMLElement | null): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return inView;
}

/**
 * Whether an auto-moving carousel moves (WCAG 2.2.2): it plays unless the visitor prefers reduced
 * motion or pressed pause; it holds while hovered, while focus is inside `focusProps`' element and
 * while the element given to `viewRef` is out of the viewport.
 */
export function useCarouselPlay(canMove: boolean) {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [element, setElement] = useState<HTMLElement | null>(null);
  const inView = useInView(element);
  const playing = canMove && (choice ?? !reducedMotion);
  return {
    reducedMotion,
    /** The pause/play button's state. */
    playing,
    /** Moving right now. */
    running: playing && !hovered && !focused && inView,
    /** The carousel's outer element: out of view, it stands still. */
    viewRef: setElement,
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
