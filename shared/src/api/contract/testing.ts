/**
 * For tests outside shared (the API's answer tests): the spec's call list and the answer schemas derived
 * from the contract's types. Loads the TypeScript compiler: never import it from app code.
 */
export { contractAnswerSchemas, type JsonSchema } from './answer-schemas';
export { SPEC_CALLS, type SpecCall } from './spec-calls';
