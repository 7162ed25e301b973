import { setPublicState, toMinorUnits, useTranslation } from '@suite/shared';
import { useEffect, useRef, useState } from 'react';
import { LOTTERY_NS } from '../../../i18n';

export interface LobbyFrameProps {
  /** An absolute http(s) URL (checked by the caller with httpUrl). */
  url: string;
  /** The frame's accessible name. */
  title: string;
  /** The lobby's own Back link was used. */
  onBack: () => void;
}

/** Messages the API's lobby page posts to the site that frames it. */
type LobbyMessage = { type: 'suite:balance'; balance: string } | { type: 'suite:lobby-back' } | { type: 'suite:session-ended' };

function lobbyMessage(data: unknown): LobbyMessage | null {
  const message = data as { type?: unknown; balance?: unknown } | null;
  if (typeof message !== 'object' || message === null) return null;
  if (message.type === 'suite:lobby-back') return { type: 'suite:lobby-back' };
  if (message.type === 'suite:session-ended') return { type: 'suite:session-ended' };
  if (message.type === 'suite:balance' && typeof message.balance === 'string') return { type: 'suite:balance', balance: message.balance };
  return null;
}

/**
 * The lottery lobby in an iframe below the lobby bar. The frame may run scripts, send its forms and
 * call its own origin, but not navigate this page. Messages count only from this frame and its
 * origin: a bet's new balance goes to the header, the lobby's Back link closes the frame. When the
 * lobby's session ended (logout, password change, expiry) the frame is closed and a notice says to
 * open the lottery again from the site, with the same way back (never reloading it: no loop).
 */
export function LobbyFrame({ url, title, onBack }: LobbyFrameProps) {
  const { t } = useTranslation(LOTTERY_NS);
  const frame = useRef<HTMLIFrameElement>(null);
  const [endedUrl, setEndedUrl] = useState<string | null>(null);
  useEffect(() => {
    const origin = new URL(url).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== origin) return;
      const message = lobbyMessage(event.data);
      if (message?.type === 'suite:lobby-back') onBack();
      if (message?.type === 'suite:session-ended') setEndedUrl(url);
      if (message?.type === 'suite:balance' && toMinorUnits(message.balance) !== null) setPublicState({ balance: message.balance });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, onBack]);
  if (endedUrl === url) {
    return (
      <div className="lot-lobby__frame">
        <div className="lot-lobby__notice" role="alert">
          <p>{t('launch.sessionEnded')}</p>
          <button type="button" className="lot-lobby__close" onClick={onBack}>
            {t('launch.close')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="lot-lobby__frame">
      <iframe
        ref={frame}
        className="lot-lobby__iframe"
        src={url}
        title={title}
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin allow-forms"
      />
    </div>
  );
}
