import { clearSession } from '../session/session-store';

export const LOGIN_PATH = '/login';

type UnauthorizedHandler = () => void;

/** Without a router (a remote running standalone, or before the host registers), reload on /login. */
function assignLogin(): void {
  if (window.location.pathname !== LOGIN_PATH) window.location.assign(LOGIN_PATH);
}

let handler: UnauthorizedHandler = assignLogin;

/**
 * The host registers its router's navigation here (e.g. `() => navigate('/login')`).
 * Returns a function that restores the previous handler, for an effect's cleanup.
 */
export function setUnauthorizedHandler(next: UnauthorizedHandler): () => void {
  const previous = handler;
  handler = next;
  return () => {
    if (handler === next) handler = previous;
  };
}

/** A 401: the token is dead, so the session goes and the user is sent to log in again. */
export function handleUnauthorized(): void {
  clearSession();
  handler();
}
