import { BrowserRouter, SuiteProviders, useTranslation } from '@suite/shared';
import { Suspense, type ReactNode } from 'react';
import { HOST_NS } from '../i18n';
import type { BootResult } from '../features/boot/boot';
import { BootProvider } from '../features/boot/boot-context';
import { AppRoutes } from './AppRoutes';
import { SystemStatusGate } from '../features/status/components/SystemStatusGate';
import { useIdlePreload } from '../features/remotes/hooks/use-idle-preload';
import { AccountOverlays } from '../features/session/components/AccountOverlays';
import { ChatRoomHost } from '../features/customer-service/components/ChatRoomHost';
import { useOverlayWarmUp } from '../lib/use-overlay-warm-up';

/** The first render waits (suspends) for the host's texts of the stored language (English is its own chunk). */
function HostTexts({ children }: { children: ReactNode }) {
  useTranslation(HOST_NS, { useSuspense: true });
  return children;
}

function TextsLoading() {
  return (
    <div className="status-checking" role="status" aria-busy="true">
      <span className="status-checking__spinner" aria-hidden="true" />
    </div>
  );
}

export function App({ boot }: { boot: BootResult }) {
  useIdlePreload(boot.remotes.map((remote) => remote.name));
  useOverlayWarmUp();
  return (
    // The suite's one jotai store and i18next instance, which every remote's parts render inside.
    <SuiteProviders>
      <BootProvider value={boot}>
        <Suspense fallback={<TextsLoading />}>
          <HostTexts>
            {/* Navigation renders at once, not as a transition (docs/performance.md, "Switching to a remote"). */}
            <BrowserRouter useTransitions={false}>
              {/* Maintenance or region block replaces the pages; the overlays (dialogs) stay available. */}
              <SystemStatusGate>
                <AppRoutes />
              </SystemStatusGate>
              <AccountOverlays />
              <ChatRoomHost />
            </BrowserRouter>
          </HostTexts>
        </Suspense>
      </BootProvider>
    </SuiteProviders>
  );
}
