/** The four remotes of the suite, by federation container name, and what each one exposes. */
export const REMOTE_NAMES = ['remote_games', 'remote_lottery', 'remote_member', 'remote_agent'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value);
}

/** Every remote exposes its route module and its build facts. */
export const ROUTES_EXPOSE = './routes';
export const META_EXPOSE = './meta';
