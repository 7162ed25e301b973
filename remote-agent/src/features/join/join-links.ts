/** The host's register route; it reads the affiliate code from `code` (host features/register use-affiliate.ts). */
export const REGISTER_PATH = '/register';
/**
 * The login for agents: `variant=agent` asks the host for its login form's agent variant, and the
 * history state's `returnTo` (the host's return path after a login) ends it on /agentHome.
 */
export const AGENT_LOGIN = { to: '/login?variant=agent', state: { returnTo: '/agentHome' } } as const;

/** An affiliate code as a link may carry it: letters, digits, _ and -, up to 32; anything else is ignored. */
export function affiliateCodeOf(params: URLSearchParams): string | null {
  const code = (params.get('code') ?? '').trim();
  return /^[A-Za-z0-9_-]{1,32}$/.test(code) ? code : null;
}

/** Registration with the agent's code when there is one, else plain registration. */
export function registerHref(code: string | null): string {
  return code ? `${REGISTER_PATH}?${new URLSearchParams({ code }).toString()}` : REGISTER_PATH;
}
