// Async boundary: the shared singletons (React, router, @suite/shared) are negotiated before bootstrap runs.
// The boot's JSON files were requested by the page (public/boot-early.js) or are requested here first,
// so they download alongside the shared modules.
import { startBootFetches, untilEarlyPaint } from './features/boot/early-fetch';
import { registerServiceWorker } from './features/pwa/register-service-worker';

startBootFetches();
// Evaluating the app's modules holds the main thread for a long moment: the page's early banner is
// painted first (a short while at most), so the largest image does not wait for the whole boot.
void untilEarlyPaint().then(() => import('./bootstrap'));
// Installable shell (docs/installable.md): the service worker registers 2 s after the load event.
registerServiceWorker();
