import { BrowserRouter } from '@suite/shared';
import type { BootResult } from '../features/boot/boot';
import { BootProvider } from '../features/boot/boot-context';
import { AppRoutes } from './AppRoutes';
import { SystemStatusGate } from '../features/status/components/SystemStatusGate';
import { useIdlePreload } from '../features/remotes/hooks/use-idle-preload';
import { AccountOverlays } from '../features/session/components/AccountOverlays';
import { ChatRoomHost } from '../features/customer-service/components/ChatRoomHost';

export function App({ boot }: { boot: BootResult }) {
  useIdlePreload(boot.remotes.map((remote) => remote.name));
  return (
    <BootProvider value={boot}>
      <BrowserRouter useTransitions={false}>
        {/* Maintenance or region block replaces the pages; the overlays (dialogs) stay available. */}
        <SystemStatusGate>
          <AppRoutes />
        </SystemStatusGate>
        <AccountOverlays />
        <ChatRoomHost />
      </BrowserRouter>
    </BootProvider>
  );
}
