import type { FastifyError, FastifyInstance } from 'fastify';
import { fail, HttpError } from './envelope';
import { requestLanguage } from './language';

/**
 * Every answer is an envelope: validation 400, client errors with their own status and message
 * (bad JSON, too large, rate limit 429 ...), unknown routes 404, and anything unexpected a 500
 * with a generic message; the error itself only goes to the log.
 */
export function installErrorHandling(app: FastifyInstance, notFoundPreHandler?: FastifyInstance['rateLimit']): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.status(400).send(fail(error.message));
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      const message = error.translations ? error.translations[requestLanguage(request)] : error.message;
      return reply.status(error.statusCode).send({ success: false, message, value: error.value });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(fail(error.message));
    }
    request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
    return reply.status(500).send(fail('Internal server error'));
  });

  app.setNotFoundHandler({ preHandler: notFoundPreHandler ? notFoundPreHandler() : undefined }, (request, reply) =>
    reply.status(404).send(fail(`Route ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 200)} not found`)),
  );
}
