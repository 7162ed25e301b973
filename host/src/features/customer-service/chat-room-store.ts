import { atom, suiteStore, useAtomValue } from '@suite/shared';

/** The in-page chat room (used when the browser blocks the live-chat popup): its address while open. */
export const chatRoomUrlAtom = atom<string | null>(null);

/** Opens the chat room on an already decrypted http(s) address. */
export const openChatRoom = (url: string): void => suiteStore.set(chatRoomUrlAtom, url);
export const closeChatRoom = (): void => suiteStore.set(chatRoomUrlAtom, null);

export function useChatRoomUrl(): string | null {
  return useAtomValue(chatRoomUrlAtom);
}
