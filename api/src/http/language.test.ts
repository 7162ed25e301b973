import type { FastifyRequest } from 'fastify';
import { requestLanguage } from './language';

const request = (acceptLanguage?: string): FastifyRequest =>
  ({ headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage } }) as FastifyRequest;

describe('request language', () => {
  it('prefers the explicit field, then Accept-Language, then Spanish', () => {
    expect(requestLanguage(request('es'), 'en')).toBe('en');
    expect(requestLanguage(request('en-GB,en;q=0.9'))).toBe('en');
    expect(requestLanguage(request('fr-FR, en;q=0.5'))).toBe('en');
    expect(requestLanguage(request('fr'))).toBe('es');
    expect(requestLanguage(request())).toBe('es');
    expect(requestLanguage(request('en'), 'de')).toBe('en');
  });
});
