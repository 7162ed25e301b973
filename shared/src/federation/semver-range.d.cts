// Types of semver-range.cjs (plain CommonJS: the build and the operator scripts require it too).
export interface ParsedVersion {
  major: number;
  minor: number;
  patch: number;
  prerelease: string[];
}
export type Bump = 'major' | 'minor' | 'patch';
export function parseVersion(text: string): ParsedVersion | null;
export function compareVersions(a: string | ParsedVersion, b: string | ParsedVersion): -1 | 0 | 1;
export function satisfies(version: string, range: string): boolean;
export function isValidRange(range: unknown): boolean;
export function bumpBetween(from: string, to: string): Bump | 'prerelease' | 'none' | 'downgrade';
export function bumpVersion(version: string, bump: Bump): string;
