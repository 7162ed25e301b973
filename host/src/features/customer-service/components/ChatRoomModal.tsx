import { Modal, useTranslation } from '@suite/shared';
import { HOST_NS } from '../../../i18n';
import './chat-room.css';
import '../chat-room-texts';

/**
 * The chat room modal: the live chat in an iframe the size of its popup (440x500), under the purple
 * live-chat header. `url` is the decrypted http(s) address (shared's decryptServiceUrl only gives those).
 */
export function ChatRoomModal({ open, url, onClose }: { open: boolean; url: string; onClose: () => void }) {
  const { t } = useTranslation(HOST_NS);
  return (
    <Modal open={open} title={t('customerService.chatRoom.title')} onClose={onClose} className="cs-chat">
      <iframe
        className="cs-chat__frame"
        src={url}
        title={t('customerService.chatRoom.frame')}
        sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
        referrerPolicy="no-referrer"
      />
    </Modal>
  );
}
