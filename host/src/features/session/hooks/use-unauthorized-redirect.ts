import { setUnauthorizedHandler, useNavigate } from '@suite/shared';
import { useEffect } from 'react';

/** A 401 from any API call (host or remote) ends the session; send the user to /login inside the SPA. */
export function useUnauthorizedRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => setUnauthorizedHandler(() => navigate('/login')), [navigate]);
}
