// Every page and frame a journey opens reports its Content-Security-Policy violations here (an init
// script listening to `securitypolicyviolation`, sending each to Node through a binding, which
// survives navigations). ServedSuite.close() fails the test file when any was recorded, so the whole
// e2e suite asserts zero CSP violations across its journeys (docs/security.md, "Browser side").
import type { BrowserContext } from 'playwright-core';

export interface CspViolation {
  /** The jest test running when the browser reported it. */
  test: string;
  /** The document that broke its policy. */
  documentURI: string;
  effectiveDirective: string;
  blockedURI: string;
  sourceFile: string;
  lineNumber: number;
  sample: string;
}

const BINDING = '__suiteCspViolation';
const recorded: CspViolation[] = [];
let openSuites = 0;

function currentTest(): string {
  try {
    return expect.getState().currentTestName ?? '(outside a test)';
  } catch {
    return '(outside jest)';
  }
}

/** Listens in every page and frame of `context`, from the next navigation on. */
export async function watchCspViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding(BINDING, (_source, violation: Omit<CspViolation, 'test'>) => {
    recorded.push({ ...violation, test: currentTest() });
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        if (event.disposition !== 'enforce') return;
        const send = (window as unknown as Record<string, (value: unknown) => void>)[binding];
        send?.({
          documentURI: event.documentURI,
          effectiveDirective: event.effectiveDirective,
          blockedURI: event.blockedURI,
          sourceFile: event.sourceFile,
          lineNumber: event.lineNumber,
          sample: event.sample,
        });
      },
      true,
    );
  }, BINDING);
}

/** The violations recorded so far, and forgets them (a test that provokes one on purpose takes it). */
export function takeCspViolations(): CspViolation[] {
  return recorded.splice(0, recorded.length);
}

export function describeCspViolations(list: readonly CspViolation[]): string {
  return list
    .map(
      (v) =>
        `- [${v.test}] ${v.effectiveDirective} blocked ${v.blockedURI || '(inline)'} in ${v.documentURI}` +
        `${v.sourceFile ? ` (${v.sourceFile}:${v.lineNumber})` : ''}${v.sample ? ` sample: ${v.sample}` : ''}`,
    )
    .join('\n');
}

/** Throws when any violation was recorded (and forgets them, so one failure is reported once). */
export function assertNoCspViolations(): void {
  const list = takeCspViolations();
  if (list.length > 0) throw new Error(`${list.length} Content-Security-Policy violation(s) in this file's journeys:\n${describeCspViolations(list)}`);
}

/** ServedSuite counts itself, so a browser closed with no suite around still gets checked. */
export function suiteOpened(): void {
  openSuites += 1;
}

export function suiteClosed(): void {
  openSuites = Math.max(0, openSuites - 1);
}

export function anySuiteOpen(): boolean {
  return openSuites > 0;
}
