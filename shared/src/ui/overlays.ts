// The overlays' code, one lazy chunk (lazy-kit.tsx): apps import Modal, MessageDialog and Drawer from
// the kit's index, which gives the lazy versions.
export { Modal } from './Modal';
export { MessageDialog } from './MessageDialog';
export { Drawer } from './drawer';
