/** @jest-environment node */
// The answer schemas come from the contract's TypeScript types (one source): spot checks that the
// derivation reads them as a reader of the types would.
import { contractAnswerSchemas } from './answer-schemas';
import * as contract from './index';

describe('answer schemas derived from the contract types', () => {
  const schemas = contractAnswerSchemas();

  it('has one for every endpoint of the contract', () => {
    const endpoints = Object.entries(contract)
      .filter(([, value]) => typeof value === 'object' && value !== null && 'method' in value && 'path' in value)
      .map(([name]) => name);
    expect(Object.keys(schemas).sort()).toEqual(endpoints.sort());
  });

  it('reads the login answer: required fields, literal unions, closed objects', () => {
    const login = schemas.login!;
    const loginResult = (login.$defs as Record<string, { required: string[]; properties: Record<string, unknown>; additionalProperties: unknown }>).LoginResult!;
    expect(login.$ref).toBe('#/$defs/LoginResult');
    expect(loginResult.required).toEqual(expect.arrayContaining(['token', 'firstTimeLogin', 'passwordExpired', 'isAgent']));
    expect(loginResult.properties.isAgent).toEqual({ enum: expect.arrayContaining([0, 1, 2, 4, 41, 42]) });
    expect(loginResult.properties.firstTimeLogin).toEqual({ type: 'boolean' });
    expect(loginResult.additionalProperties).toBe(false);
  });

  it('reads the captcha answer as the spec’s value, a string, and a null answer as null', () => {
    expect(schemas.captcha).toEqual({ type: 'string' });
    expect(schemas.logout).toEqual({ type: 'null' });
  });
});
