import { startStandalone } from '@suite/shared';
import GamesRoutes, { STANDALONE_LINKS } from './exposes/routes';
import { GAMES_NS } from './i18n';

/** Standalone frame: lets the games team run this remote alone (`pnpm --filter remote-games dev`). */
void startStandalone({
  namespace: GAMES_NS,
  links: STANDALONE_LINKS,
  Routes: GamesRoutes,
});
