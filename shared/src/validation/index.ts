export * from './types';
export * from './field-rules';
export * from './fixed-rules';
