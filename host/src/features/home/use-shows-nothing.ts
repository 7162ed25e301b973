import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * True while the element holds no element at all (a widget that has nothing to show renders null):
 * its box is then hidden rather than left as an empty frame on the home page.
 */
export function useShowsNothing(ref: RefObject<HTMLElement | null>, selector: string): boolean {
  const [nothing, setNothing] = useState(false);
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    const check = () => {
      const inner = root.querySelector(selector);
      setNothing(inner !== null && inner.childElementCount === 0);
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ref, selector]);
  return nothing;
}
