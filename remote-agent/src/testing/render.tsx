// Test support: an agent page inside a memory router, with where the app went (links, drill-downs).
import { initI18n, MemoryRouter, Route, Routes, useLocation, type Location } from '@suite/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { registerAgentTranslations } from '../i18n';

export async function setUpTexts(): Promise<void> {
  await initI18n();
  registerAgentTranslations();
}

interface Probe {
  location?: Location;
}

function LocationProbe({ probe }: { probe: Probe }) {
  probe.location = useLocation();
  return null;
}

/** Renders `page` at `entry` (its path is the page's route); any other path shows "<path> page". */
export function renderPage(page: ReactElement, entry = '/agent/page') {
  const probe: Probe = {};
  const path = entry.split('?')[0]!;
  const view = render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<OtherPage />} />
      </Routes>
      <LocationProbe probe={probe} />
    </MemoryRouter>,
  );
  return {
    ...view,
    location: () => probe.location!,
    params: () => new URLSearchParams(probe.location?.search ?? ''),
  };
}

function OtherPage() {
  const { pathname, search } = useLocation();
  return <p>{`${pathname}${search} page`}</p>;
}
