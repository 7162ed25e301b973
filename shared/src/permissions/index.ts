export * from './permissions';
export * from './use-permissions';
export * from './trial-warning';
export * from './use-protected-action';
