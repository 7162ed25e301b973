import { useSyncExternalStore } from 'react';

/** The in-page chat room (used when the browser blocks the live-chat popup): its address while open. */
let chatUrl: string | null = null;
const listeners = new Set<() => void>();

function setChatUrl(url: string | null): void {
  chatUrl = url;
  for (const listener of listeners) listener();
}

/** Opens the chat room on an already decrypted http(s) address. */
export const openChatRoom = (url: string): void => setChatUrl(url);
export const closeChatRoom = (): void => setChatUrl(null);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useChatRoomUrl(): string | null {
  return useSyncExternalStore(subscribe, () => chatUrl, () => null);
}
