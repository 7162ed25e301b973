// Async boundary: the shared singletons (React, router, @suite/shared) are negotiated before bootstrap runs.
import('./bootstrap');
