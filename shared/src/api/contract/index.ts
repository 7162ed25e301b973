// The typed platform contract (spec 1 §7, spec 2 §7). Imports nothing but its own files, so the API
// can use it (as `@suite/shared/contract`) without pulling in React.
export * from './endpoint';
export * from './common';
export * from './system';
export * from './session';
export * from './member';
export * from './games';
export * from './lottery';
export * from './wallet';
export * from './points';
export * from './agent';
export * from './cashier';
export * from './records';
export * from './messages';
export * from './bonus';
export * from './rebate';
export * from './rewards';
export * from './referral';
export * from './rank';
export * from './lottery-bets';
export * from './security';
export * from './promotions';
export * from './responsible';
export * from './events';
export * from './lobby';
