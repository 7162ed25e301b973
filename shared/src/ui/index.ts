// Modal, MessageDialog and Drawer load their code when first opened (lazy-kit.tsx); same props.
export { Modal, MessageDialog, Drawer, preloadOverlays, lazyPart } from './lazy-kit';
export type { ModalProps } from './Modal';
export type { MessageDialogProps } from './MessageDialog';
export type { DrawerProps } from './drawer';
export { MODAL_FADE_MS } from './modal-constants';
export { showDialog, answerDialog, dismissAllDialogs, useDialogQueue, type DialogRequest, type DialogText } from './dialog-service';
export { DialogHost } from './DialogHost';
export { startStandalone, type StandaloneOptions } from './standalone';
export { LoadError, EmptyState, emptyStateButtonClass, type LoadErrorProps, type EmptyStateProps, type EmptyStateLink } from './LoadStates';
export { centreClass } from './centre-classes';
export { Button, buttonClassName, type ButtonProps, type ButtonLook, type ButtonVariant, type ButtonSize } from './Button';
export { Card, type CardProps } from './Card';
export { Badge, type BadgeProps, type BadgeTone } from './Badge';
export { Tabs, TabList, tabId, type TabsProps, type TabListProps, type TabItem } from './Tabs';
export { Skeleton, SkeletonList, SkeletonGrid, type SkeletonProps, type SkeletonListProps, type SkeletonGridProps } from './Skeleton';
export { toast, useToasts, TOAST_DURATION_MS, MAX_TOASTS, type ToastOptions, type ToastTone, type OpenToast } from './toast-service';
export { ToastHost } from './ToastHost';
export { CentreMenuSelect, type CentreMenuSelectProps, type CentreMenuEntry } from './centre-menu-select';
