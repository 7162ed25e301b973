import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { DrawerProps } from './drawer';
import type { MessageDialogProps } from './MessageDialog';
import type { ModalProps } from './Modal';
// The overlays' rules stay in the first load, in their usual place in the cascade: an app's own rules
// for a panel (`.acc-modal`, `.nav-drawer`) keep overriding them, whenever the code arrives.
import './modal.css';
import './drawer.css';

/**
 * A component whose code is left out of the first load (docs/performance.md, "Host first load"):
 * React.lazy plus `preload()`, which the opening control calls on intent (pointer over it, focus) so
 * the chunk is usually there before the click. A failed load is forgotten, so the next try fetches again.
 * Once the code is in, a first render of the part is immediate (no Suspense fallback for a frame): the
 * lazy loader then hands React a thenable that resolves synchronously.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let pending: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Component = lazy(() => {
    const ready = loaded;
    if (ready) return { then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: ready }) } as unknown as Promise<{ default: ComponentType<P> }>;
    return preload().then((component) => ({ default: component }));
  });
  return Object.assign(Component, { preload });
}

/**
 * A kit part whose code is left out of the first load: a `lazyPart` that renders nothing until first
 * shown (`shown(props)`), then the real component (lazily, then for good, so a closing fade still plays).
 */
export function lazyKitPart<P extends object>(load: () => Promise<ComponentType<P>>, shown: (props: P) => boolean) {
  const Loaded = lazyPart(load);
  function KitPart(props: P) {
    const [needed, setNeeded] = useState(false);
    const show = shown(props);
    if (show && !needed) setNeeded(true);
    if (!show && !needed) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(KitPart, { preload: Loaded.preload });
}

// One chunk for the three overlays (they share the focus trap and the scroll lock).
const overlays = () => import('./overlays');

/** The kit's modal (./Modal.tsx), its code loaded when first opened or preloaded. */
export const Modal = lazyKitPart<ModalProps>(() => overlays().then((module) => module.Modal), (props) => props.open);
/** The kit's warning and confirm dialog (./MessageDialog.tsx), loaded like Modal. */
export const MessageDialog = lazyKitPart<MessageDialogProps>(() => overlays().then((module) => module.MessageDialog), (props) => props.open);
/** The kit's side panel (./drawer.tsx), loaded like Modal. */
export const Drawer = lazyKitPart<DrawerProps>(() => overlays().then((module) => module.Drawer), (props) => props.open);

/** Fetches the overlays' code (Modal, MessageDialog, Drawer) ahead of their first opening. */
export function preloadOverlays(): Promise<unknown> {
  return Modal.preload();
}
