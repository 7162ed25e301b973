import { useEffect, useState } from 'react';
import { FALLBACK_AVATAR } from '../fallback-avatar';

/**
 * The player's avatar (MCSFE_getPlayerAvatar), else the member icon, else the bundled fallback: an
 * image that is missing or fails to load gives way to the next (spec 1 §8).
 */
export function Avatar({ sources, alt }: { sources: readonly (string | null | undefined)[]; alt: string }) {
  const candidates = [...sources.filter((source): source is string => Boolean(source)), FALLBACK_AVATAR];
  const key = candidates.join('\n');
  const [failed, setFailed] = useState(0);
  useEffect(() => setFailed(0), [key]);
  const src = candidates[Math.min(failed, candidates.length - 1)];
  return (
    <img
      className="mem-sec-avatar"
      src={src}
      alt={alt}
      width={64}
      height={64}
      onError={() => setFailed((count) => (src === FALLBACK_AVATAR ? count : count + 1))}
    />
  );
}
