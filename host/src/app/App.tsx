import { BrowserRouter } from 'react-router-dom';
import type { BootResult } from '../features/boot/boot';
import { BootProvider } from '../features/boot/boot-context';
import { AppRoutes } from './AppRoutes';
import { useIdlePreload } from '../features/remotes/hooks/use-idle-preload';

export function App({ boot }: { boot: BootResult }) {
  useIdlePreload(boot.remotes.map((remote) => remote.name));
  return (
    <BootProvider value={boot}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </BootProvider>
  );
}
