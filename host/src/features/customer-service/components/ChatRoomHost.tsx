import { lazy, Suspense, useRef } from 'react';
import { closeChatRoom, useChatRoomUrl } from '../chat-room-store';

// The chat room (and its styles) loads the first time it opens: nothing of it is in the first load.
const ChatRoomModal = lazy(() => import('./ChatRoomModal').then((module) => ({ default: module.ChatRoomModal })));

/** Mounted once by the app: the live-chat room of spec 1 §2, shown when the chat popup was blocked. */
export function ChatRoomHost() {
  const url = useChatRoomUrl();
  // After the first opening the modal stays rendered (closed) so it can fade out; its iframe goes with it.
  const last = useRef<string | null>(null);
  if (url) last.current = url;
  const shown = url ?? last.current;
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ChatRoomModal open={url !== null} url={shown} onClose={closeChatRoom} />
    </Suspense>
  );
}
