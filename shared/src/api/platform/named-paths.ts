// The calls the spec gives only by name, keyed by that name: the profile's `paths` override their path.
import type { NamedPath } from '../../config/platform-profile';
import {
  addFavoriteGame,
  consolidated,
  countries,
  customerServiceList,
  domainRoute,
  type Endpoint,
  helpCenter,
  launchGame,
  loginCode,
  lotteryLaunch,
  permission,
  removeFavoriteGame,
  systemStatus,
  updateLanguage,
  winnerBoard,
} from '../contract';

export const NAMED_ENDPOINTS: Readonly<Record<NamedPath, Endpoint<unknown, unknown>>> = {
  permission,
  routers: domainRoute,
  countries,
  customerServiceList,
  updateLanguage,
  launchGame,
  addFavoriteGame,
  removeFavoriteGame,
  winnerBoard,
  consolidated,
  loginCode,
  lotteryLaunch,
  systemStatus,
  helpCenter,
};

const nameOf = new Map<Endpoint<unknown, unknown>, NamedPath>(
  (Object.entries(NAMED_ENDPOINTS) as [NamedPath, Endpoint<unknown, unknown>][]).map(([name, endpoint]) => [endpoint, name]),
);

/** The path to call: the profile's override for a named call, else the contract's. */
export function resolvePath(endpoint: Endpoint<unknown, unknown>, overrides: Partial<Record<NamedPath, string>>): string {
  const name = nameOf.get(endpoint);
  return (name && overrides[name]) || endpoint.path;
}
