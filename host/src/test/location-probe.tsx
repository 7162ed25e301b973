import { useLocation } from '@suite/shared';

/** Shows the router's current address, for tests that check where a click went. */
export function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{pathname + search + hash}</output>;
}
