export { Modal, type ModalProps } from './Modal';
export { MessageDialog, type MessageDialogProps } from './MessageDialog';
export { MODAL_FADE_MS } from './modal-constants';
export { useFocusTrap } from './use-focus-trap';
export { useScrollLock } from './use-scroll-lock';
export { showDialog, answerDialog, dismissAllDialogs, useDialogQueue, type DialogRequest, type DialogText } from './dialog-service';
export { DialogHost } from './DialogHost';
export { startStandalone, type StandaloneOptions } from './standalone';
