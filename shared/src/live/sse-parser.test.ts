import { createSseParser, type SseMessage } from './sse-parser';

function parse(pieces: string[]) {
  const messages: SseMessage[] = [];
  const retries: number[] = [];
  const comments: string[] = [];
  const parser = createSseParser({ onMessage: (m) => messages.push(m), onRetry: (ms) => retries.push(ms), onComment: (c) => comments.push(c) });
  for (const piece of pieces) parser.push(piece);
  return { messages, retries, comments, lastEventId: parser.lastEventId() };
}

/** Every way of cutting `text` in two, and one piece per character. */
function cuts(text: string): string[][] {
  const all = [[text], [...text]];
  for (let at = 1; at < text.length; at += 1) all.push([text.slice(0, at), text.slice(at)]);
  return all;
}

const STREAM =
  ': ping\r\n' +
  'id: 41\r\n' +
  'event: balance\r\n' +
  'data: {"id":"41","kind":"balance",\r\n' +
  'data: "sumBalance":"500.00"}\r\n' +
  '\r\n' +
  'retry: 5000\n' +
  'id: 42\n' +
  'event: messages\n' +
  'data: {"id":"42","kind":"messages","unreadMessage":3}\n' +
  '\n' +
  'id: 43\r' +
  'data:no space\r' +
  '\r';

it('reads ids, event names, multi-line data, retry and comments, whatever the line ends and wherever the text is cut', () => {
  for (const pieces of cuts(STREAM)) {
    const { messages, retries, comments, lastEventId } = parse(pieces);
    expect(messages).toEqual([
      { id: '41', event: 'balance', data: '{"id":"41","kind":"balance",\n"sumBalance":"500.00"}' },
      { id: '42', event: 'messages', data: '{"id":"42","kind":"messages","unreadMessage":3}' },
      { id: '43', event: 'message', data: 'no space' },
    ]);
    expect(retries).toEqual([5000]);
    expect(comments).toEqual(['ping']);
    expect(lastEventId).toBe('43');
  }
});

it('keeps the last id for later events, ignores an id with NUL, a bad retry and unknown fields, and skips a BOM', () => {
  const { messages, retries } = parse(['\uFEFFid: 7\n', 'data: a\n\n', 'id: 8\0x\nretry: 1s\nfoo: bar\ndata\n\n']);
  expect(messages).toEqual([
    { id: '7', event: 'message', data: 'a' },
    { id: '7', event: 'message', data: '' },
  ]);
  expect(retries).toEqual([]);
});

it('does not dispatch a blank line without data, nor an event the stream never finished', () => {
  const { messages, lastEventId } = parse(['event: balance\n\n', 'id: 9\ndata: half']);
  expect(messages).toEqual([]);
  expect(lastEventId).toBe('9');
});

it('starts from the id it is given', () => {
  const parser = createSseParser({ onMessage: () => undefined }, '12');
  expect(parser.lastEventId()).toBe('12');
});
