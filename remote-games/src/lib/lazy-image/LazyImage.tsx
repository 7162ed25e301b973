import { cdnUrl, useCdnHost } from '@suite/shared';
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_GAME_ICON } from './default-game-icon';
import { imageLoader as defaultLoader, type ImageLoader } from './image-loader';
import { visibilityWatcher as defaultWatcher, type VisibilityWatcher } from './visibility';
import './lazy-image.css';

export interface LazyImageProps {
  src: string;
  /**
   * `src` is a root-relative path of the API (game icons, vendor logos): it loads from the session's
   * image host (the permission data's imageCDNs), else under the API base URL.
   */
  cdn?: boolean;
  /** '' for a decorative image (the name is already written beside it). */
  alt: string;
  /** What a failed image becomes: the default game icon, or nothing (vendor logos). */
  onFail: 'default-icon' | 'hide';
  className?: string;
  loader?: ImageLoader;
  watcher?: VisibilityWatcher;
}

type State = 'waiting' | 'loaded' | 'failed';

/**
 * An image that loads when it comes near the viewport. It always fills its box (the box's size
 * comes from the caller's CSS, e.g. a fixed aspect ratio), so nothing moves when it arrives.
 */
export function LazyImage({ src: given, cdn = false, alt, onFail, className, loader = defaultLoader, watcher = defaultWatcher }: LazyImageProps) {
  const imageHost = useCdnHost('image');
  const src = cdn ? cdnUrl('image', given, imageHost) : given;
  const box = useRef<HTMLSpanElement>(null);
  const [state, setState] = useState<{ src: string; value: State }>(() => ({ src, value: known(loader, src) }));
  const current = state.src === src ? state.value : known(loader, src);

  useEffect(() => {
    const element = box.current;
    if (!element || known(loader, src) !== 'waiting') return undefined;
    let live = true;
    const stop = watcher.watch(element, () => {
      void loader.load(src).then((ok) => {
        if (live) setState({ src, value: ok ? 'loaded' : 'failed' });
      });
    });
    return () => {
      live = false;
      stop();
    };
  }, [src, loader, watcher]);

  const shown = current === 'loaded' ? src : current === 'failed' && onFail === 'default-icon' ? DEFAULT_GAME_ICON : null;
  return (
    <span ref={box} className={`gms-img${className ? ` ${className}` : ''}`} data-state={current}>
      {shown !== null && <img className="gms-img__el" src={shown} alt={alt} decoding="async" draggable={false} />}
    </span>
  );
}

function known(loader: ImageLoader, src: string): State {
  return loader.status(src) ?? 'waiting';
}
