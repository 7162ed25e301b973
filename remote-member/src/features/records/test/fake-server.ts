// Test support: a fake records API answering the mocked callApi by endpoint path.
import { ApiError, callApi, type Endpoint } from '@suite/shared';

export type Handler = (payload: never) => unknown;

/** Answers with `handlers[path](payload)` (a thrown error fails the call); unknown paths fail like a server error. */
export function fakeServer(handlers: Record<string, Handler>) {
  const mock = callApi as unknown as jest.Mock;
  mock.mockImplementation(async (endpoint: Endpoint<unknown, unknown>, payload: never) => {
    const handler = handlers[endpoint.path];
    if (!handler) throw new ApiError('server', { status: 500, serverMessage: `no handler for ${endpoint.path}` });
    return handler(payload);
  });
  const calls = (path: string): unknown[] =>
    mock.mock.calls.filter(([endpoint]) => (endpoint as Endpoint<unknown, unknown>).path === path).map(([, payload]) => payload);
  return { calls, last: <T,>(path: string) => calls(path).at(-1) as T };
}

/** Only the Date is fake (timers stay real, so Testing Library's waits work): "now" in local time. */
export function setToday(now: Date): void {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

/** Catches the CSV download: the file name and the text of the Blob behind it. */
export function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let pending: Blob | undefined;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    pending = blob;
    return 'blob:records';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (pending) files.push({ name: this.download, blob: pending });
  });
  return files;
}

export function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}
