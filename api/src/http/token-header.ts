/**
 * How the login token may arrive (docs/platform-profile.md): the default profile sends
 * `Authorization: Bearer <token>`; spec-strict sends it as the spec names it, a `token` header carrying
 * the bare token (the session-storage item `token`, spec 1 §3, §7). One API serves both front ends: a
 * `token` header is read as that Bearer credential, before any route or hook looks at the request.
 * Authorization wins when both are sent.
 */
import type { FastifyInstance } from 'fastify';

export const TOKEN_HEADER = 'token';
const BARE_TOKEN = /^[A-Za-z0-9._~+/=:-]{1,512}$/;

export function installTokenHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const token = request.headers[TOKEN_HEADER];
    if (request.headers.authorization !== undefined || typeof token !== 'string') return;
    const bare = token.trim();
    if (BARE_TOKEN.test(bare)) request.headers.authorization = `Bearer ${bare}`;
  });
}
