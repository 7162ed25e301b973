import { setPublicState, toMinorUnits } from '@suite/shared';
import { useEffect, useRef } from 'react';
import './game-frame.css';

export interface GameFrameProps {
  /** An absolute http(s) URL (checked by the caller with httpUrl). */
  url: string;
  /** The frame's accessible name. */
  title: string;
}

/** The message the API's game page posts after each round (its new balance). */
interface BalanceMessage {
  type: 'suite:balance';
  balance: string;
}

function isBalanceMessage(data: unknown): data is BalanceMessage {
  const message = data as Partial<BalanceMessage> | null;
  return typeof message === 'object' && message !== null && message.type === 'suite:balance' && typeof message.balance === 'string';
}

/**
 * A game page in an iframe that fills the space below the bar. The frame may run scripts and open
 * pop-ups but not navigate this page. A balance the game reports (from this frame and its origin
 * only, and only an exact amount) goes straight to the header.
 */
export function GameFrame({ url, title }: GameFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const origin = new URL(url).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== origin) return;
      if (isBalanceMessage(event.data) && toMinorUnits(event.data.balance) !== null) setPublicState({ balance: event.data.balance });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url]);
  return (
    <div className="gms-frame">
      <iframe
        ref={frame}
        className="gms-frame__iframe"
        src={url}
        title={title}
        allow="fullscreen; autoplay"
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
      />
    </div>
  );
}
