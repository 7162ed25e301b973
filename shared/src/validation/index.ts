export * from './types';
export * from './field-rules';
export * from './fixed-rules';
export * from './safe-pattern';
