import type { AgentFlag } from '@suite/shared/contract';
import type { Authenticate, Player } from './player-auth';

const TEST_TOKEN = /^Bearer test:([A-Za-z0-9_-]{1,64}):(0|1|2|4|41|42)$/;

/** Test double: `Authorization: Bearer test:<memberId>:<isAgent>` is that player; anything else a visitor. */
export const fakeAuthenticate: Authenticate = (request) => {
  const match = TEST_TOKEN.exec(request.headers.authorization ?? '');
  return Promise.resolve(match ? { memberId: match[1] as string, isAgent: Number(match[2]) as AgentFlag } : null);
};

/** The Authorization header that fakeAuthenticate reads as this player. */
export function bearerFor(player: Player): { authorization: string } {
  return { authorization: `Bearer test:${player.memberId}:${player.isAgent}` };
}
