// Types of shared-deps.cjs (plain CommonJS: every app's webpack config requires it).
interface ShareConfig {
  singleton: true;
  version: string;
  requiredVersion: string;
  strictVersion?: boolean;
}
interface AppPackage {
  name?: string;
  dependencies?: Record<string, string>;
}
type Env = Record<string, string | undefined>;
export const SHARED_PACKAGE: '@suite/shared';
export const libraryDeps: Record<string, ShareConfig>;
export function declaredSharedRange(appPkg: AppPackage): string;
export function sharedShareConfig(appPkg: AppPackage, env?: Env): ShareConfig & { strictVersion: true };
export function sharedDepsFor(appPkg: AppPackage, env?: Env): Record<string, ShareConfig>;
