import { isApiError, type api, type ValidationError } from '@suite/shared';

/**
 * A refused password call whose value names a field (FieldFailure: a new password that is too
 * common, does not pass the operator's rule, a wrong old password ...): the text to show under that
 * field, the client's own translation when it knows the key, otherwise the server's message (sent
 * in the language on screen). Null when the refusal names no field.
 */
export function fieldRefusal(
  error: unknown,
  knows: (key: string) => boolean,
): { field: api.FieldFailure['field']; error: ValidationError | string } | null {
  if (!isApiError(error)) return null;
  const value = error.value as Partial<api.FieldFailure> | null | undefined;
  if (!value || typeof value !== 'object' || typeof value.field !== 'string' || typeof value.key !== 'string') return null;
  return { field: value.field, error: knows(value.key) ? { key: value.key, params: value.params ?? {} } : error.message };
}
