import { useEffect, useState } from 'react';

/** Phones: the home rows show two games per column (keep in step with game-row.css). */
export const PHONE_QUERY = '(max-width: 639.98px)';

function matches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** True while the media query matches, from the first render (no second layout after mount). */
export function useMediaQuery(query: string): boolean {
  const [matching, setMatching] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const onChange = () => setMatching(list.matches);
    onChange();
    list.addEventListener?.('change', onChange);
    return () => list.removeEventListener?.('change', onChange);
  }, [query]);
  return matching;
}
