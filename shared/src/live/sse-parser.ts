/**
 * The text/event-stream format (WHATWG HTML, "server-sent events"), fed text in pieces cut anywhere:
 * lines end in CRLF, LF or CR; `:` starts a comment; `data` lines join with LF; `id` sets the last
 * event id (kept across events, as a reconnect sends it); `retry` sets the reconnection time; a blank
 * line dispatches the event. An event left without its blank line when the stream ends is dropped.
 */

export interface SseMessage {
  /** The last event id at dispatch ('' when none was ever given). */
  id: string;
  /** The `event` field, 'message' when absent. */
  event: string;
  data: string;
}

export interface SseHandlers {
  onMessage(message: SseMessage): void;
  /** A `retry` field: the server's reconnection time in ms. */
  onRetry?(ms: number): void;
  /** A comment line (`: ping`), without the colon. */
  onComment?(text: string): void;
}

export interface SseParser {
  /** Feeds the next piece of decoded text. */
  push(text: string): void;
  /** The last event id seen, even of an event not yet dispatched. */
  lastEventId(): string;
}

export function createSseParser(handlers: SseHandlers, initialId = ''): SseParser {
  let buffer = '';
  let started = false;
  // The previous piece ended in CR: an LF at the start of this one belongs to the same line end.
  let skipLf = false;
  let lastId = initialId;
  let eventType = '';
  let data = '';
  let hasData = false;

  const dispatch = () => {
    if (hasData) handlers.onMessage({ id: lastId, event: eventType || 'message', data: data.endsWith('\n') ? data.slice(0, -1) : data });
    eventType = '';
    data = '';
    hasData = false;
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return handlers.onComment?.(text.slice(1).trimStart());
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventType = value;
    else if (field === 'data') {
      data += `${value}\n`;
      hasData = true;
    } else if (field === 'id') {
      if (!value.includes('\0')) lastId = value;
    } else if (field === 'retry') {
      if (/^\d+$/.test(value)) handlers.onRetry?.(Number(value));
    }
  };

  return {
    push(text) {
      if (!started && text !== '') {
        started = true;
        if (text.startsWith('\uFEFF')) text = text.slice(1);
      }
      if (skipLf && text.startsWith('\n')) text = text.slice(1);
      skipLf = false;
      buffer += text;
      let start = 0;
      for (;;) {
        const cr = buffer.indexOf('\r', start);
        const lf = buffer.indexOf('\n', start);
        const end = cr === -1 ? lf : lf === -1 ? cr : Math.min(cr, lf);
        if (end === -1) break;
        line(buffer.slice(start, end));
        if (buffer[end] === '\r') {
          if (end + 1 === buffer.length) skipLf = true;
          else if (buffer[end + 1] === '\n') {
            start = end + 2;
            continue;
          }
        }
        start = end + 1;
      }
      buffer = buffer.slice(start);
    },
    lastEventId: () => lastId,
  };
}
