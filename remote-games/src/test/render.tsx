// Test support: render inside a memory router (with /login, /lottery and /game stand-ins) and the
// dialog and toast hosts, and read or move where the app is.
import { DialogHost, toast, ToastHost } from '@suite/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location, type NavigateFunction } from '@suite/shared';

interface Probe {
  location?: Location;
  navigate?: NavigateFunction;
}

function LocationProbe({ probe }: { probe: Probe }) {
  probe.location = useLocation();
  probe.navigate = useNavigate();
  return null;
}

export function renderRoute(path: string, element: ReactElement, initialEntry: string) {
  const probe: Probe = {};
  toast.clear();
  const view = render(
    <MemoryRouter initialEntries={[initialEntry]}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="/login" element={<p>login page</p>} />
        <Route path="/lottery" element={<p>lottery page</p>} />
        <Route path="/game" element={<p>game page</p>} />
      </Routes>
      <LocationProbe probe={probe} />
      <DialogHost />
      <ToastHost />
    </MemoryRouter>,
  );
  const location = () => {
    if (!probe.location) throw new Error('router not rendered');
    return probe.location;
  };
  return {
    ...view,
    /** pathname + search of the current location. */
    url: () => `${location().pathname}${location().search}`,
    params: () => new URLSearchParams(location().search),
    state: () => location().state as unknown,
    /** Like the browser's back (-1) and forward (1) buttons. */
    go: (delta: number) => probe.navigate?.(delta),
  };
}
