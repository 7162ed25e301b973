// Async boundary: the shared singletons (React, router, @suite/shared) are negotiated before bootstrap runs.
// The boot's JSON files are requested first, so they download alongside the shared modules.
import { startBootFetches } from './features/boot/early-fetch';

startBootFetches();
import('./bootstrap');
