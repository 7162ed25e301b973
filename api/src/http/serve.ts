import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, onRequestHookHandler, preValidationHookHandler } from 'fastify';
import type { Endpoint, RequestOf, ResponseOf } from '@suite/shared/contract';
import { ok } from './envelope';

/** Any endpoint of the contract. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEndpoint = Endpoint<any, any>;

/** JSON schema of an endpoint's input: the query for GET/DELETE, the body otherwise. */
export type InputSchema = Record<string, unknown>;

export interface ServeOptions<E extends AnyEndpoint> {
  input?: InputSchema;
  /** `reply` for the few answers that also set a header (e.g. the captcha's cookie). */
  handler: (input: RequestOf<E>, request: FastifyRequest, reply: FastifyReply) => Promise<ResponseOf<E>> | ResponseOf<E>;
  /** Route hooks: e.g. the session check (onRequest) and the E-flag decryption (preValidation, before the schema). */
  onRequest?: onRequestHookHandler;
  preValidation?: preValidationHookHandler;
}

function readsQuery(method: string): boolean {
  return method === 'GET' || method === 'DELETE';
}

/**
 * Serves one contract endpoint: method and path come from the contract, the input is validated by
 * `input`, and the handler's typed value is wrapped in the success envelope.
 */
export function serve<E extends AnyEndpoint>(app: FastifyInstance, contract: E, options: ServeOptions<E>): void {
  const query = readsQuery(contract.method);
  const schema: FastifySchema = {};
  if (options.input) {
    if (query) schema.querystring = options.input;
    else schema.body = options.input;
  }
  app.route({
    method: contract.method,
    url: contract.path,
    schema,
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    handler: async (request, reply) => {
      const input = (query ? request.query : request.body) as RequestOf<E>;
      return ok(await options.handler(input, request, reply));
    },
  });
}
