import { setPublicState, toMinorUnits, useNavigate, useTranslation } from '@suite/shared';
import { useEffect, useRef, useState } from 'react';
import { GAMES_NS } from '../../i18n';
import './game-frame.css';

export interface GameFrameProps {
  /** An absolute http(s) URL (checked by the caller with httpUrl). */
  url: string;
  /** The frame's accessible name. */
  title: string;
  /** What the "session ended" notice's button does; by default it goes to the home page. */
  onClose?: () => void;
}

/** Messages the API's game page posts: its new balance after each round, and that its session ended. */
type GameMessage = { type: 'suite:balance'; balance: string } | { type: 'suite:session-ended' };

function gameMessage(data: unknown): GameMessage | null {
  const message = data as { type?: unknown; balance?: unknown } | null;
  if (typeof message !== 'object' || message === null) return null;
  if (message.type === 'suite:session-ended') return { type: 'suite:session-ended' };
  if (message.type === 'suite:balance' && typeof message.balance === 'string') return { type: 'suite:balance', balance: message.balance };
  return null;
}

/**
 * A game page in an iframe that fills the space below the bar. The frame may run scripts and open
 * pop-ups but not navigate this page. Messages count only from this frame and its origin: a balance
 * the game reports (only an exact amount) goes straight to the header; when the game's session ended
 * (logout, password change, expiry) the frame is closed and a notice says to open the game again
 * from the site, with one button out (never reloading the frame, so no loop).
 */
export function GameFrame({ url, title, onClose }: GameFrameProps) {
  const { t } = useTranslation(GAMES_NS);
  const navigate = useNavigate();
  const frame = useRef<HTMLIFrameElement>(null);
  const [endedUrl, setEndedUrl] = useState<string | null>(null);
  useEffect(() => {
    const origin = new URL(url).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== origin) return;
      const message = gameMessage(event.data);
      if (message?.type === 'suite:balance' && toMinorUnits(message.balance) !== null) setPublicState({ balance: message.balance });
      if (message?.type === 'suite:session-ended') setEndedUrl(url);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url]);
  // A new launch (another URL) shows its frame again.
  if (endedUrl === url) {
    return (
      <div className="gms-frame gms-frame--ended">
        <div className="gms-frame__ended" role="alert">
          <p>{t('game.sessionEnded')}</p>
          <button type="button" className="gms-frame__ended-close" onClick={onClose ?? (() => navigate('/'))}>
            {t('game.sessionEndedClose')}
          </button>
        </div>
      </div>
    );
  }
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
