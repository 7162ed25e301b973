// `suite-federation-runtime-core` is a webpack alias of @module-federation/runtime-core's ES build
// (scripts/webpack/create-app-config.cjs): the host's own copy of the federation runtime core.
declare module 'suite-federation-runtime-core' {
  export function satisfy(version: string, range: string): boolean;
}
