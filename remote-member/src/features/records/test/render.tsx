// Test support: a records page at /member/<page> in a memory router, with where the app is.
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location, type NavigateFunction } from '@suite/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

interface Probe {
  location?: Location;
  navigate?: NavigateFunction;
}

function LocationProbe({ probe }: { probe: Probe }) {
  probe.location = useLocation();
  probe.navigate = useNavigate();
  return null;
}

export function renderPage(element: ReactElement, entry = '/member/page') {
  const probe: Probe = {};
  const view = render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/member/page" element={element} />
      </Routes>
      <LocationProbe probe={probe} />
    </MemoryRouter>,
  );
  return {
    ...view,
    params: () => new URLSearchParams(probe.location?.search ?? ''),
    /** Like the browser's Back (-1) and Forward (1). */
    go: (delta: number) => probe.navigate?.(delta),
  };
}
