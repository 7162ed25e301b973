import type { FastifySchemaValidationError } from 'fastify/types/schema';

const PART_NAMES: Record<string, string> = { querystring: 'query', body: 'body', params: 'path', headers: 'headers' };

function fieldPath(instancePath: string, child?: unknown): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (typeof child === 'string') parts.push(child);
  return parts.join('.');
}

function describe(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${fieldPath(error.instancePath, params.missingProperty)} is required`;
    case 'additionalProperties':
      return `${fieldPath(error.instancePath, params.additionalProperty)} is not allowed`;
    case 'enum':
      return `${fieldPath(error.instancePath) || 'value'} must be one of ${(params.allowedValues as unknown[]).join(', ')}`;
    default:
      return `${fieldPath(error.instancePath) || 'value'} ${error.message ?? 'is invalid'}`;
  }
}

/** "Invalid query: url is required": the part of the request and the field, for the 400 envelope. */
export function formatValidationErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const first = errors[0];
  const detail = first ? describe(first) : 'is invalid';
  return new Error(`Invalid ${PART_NAMES[dataVar] ?? dataVar}: ${detail}`);
}
