/** @jest-environment node */
// Every call of both specs' section 7: mapped to a contract endpoint (or a reason), sent by the client with
// the spec's path, method and field names, called by the front end (or the doc says why not), and the doc
// docs/platform-contract.md is the rendering of this list (run with UPDATE_PLATFORM_CONTRACT=1 to rewrite it).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_PLATFORM_PROFILE } from '../../config/platform-profile';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '../../config/runtime-config';
import { callApi } from '../client';
import { registerPayloadScheme } from '../platform/schemes';
import { fakeServer, ok } from '../test-adapter';
import { DOC_TABLE_END, DOC_TABLE_START, endpointOf, renderSpecCallTable } from './spec-calls-doc';
import { SPEC_CALLS } from './spec-calls';

const ROOT = resolve(__dirname, '../../../..');
const DOC = join(ROOT, 'docs/platform-contract.md');

describe('spec calls (spec 1 §7, spec 2 §7)', () => {
  it('maps every row to a contract endpoint, or says why there is none', () => {
    for (const call of SPEC_CALLS) {
      if (call.ours === null) expect({ call: call.purpose, note: call.note ?? '' }).toEqual({ call: call.purpose, note: expect.stringMatching(/\S/) });
      else expect({ call: call.purpose, endpoint: Boolean(endpointOf(call)) }).toEqual({ call: call.purpose, endpoint: true });
    }
  });

  it('uses the spec’s path, method and flags where the spec gives them (or notes the difference)', () => {
    const mismatches: string[] = [];
    for (const call of SPEC_CALLS) {
      const endpoint = endpointOf(call);
      if (!endpoint) continue;
      const specPaths = call.specPath.split(';').map((part) => part.trim());
      const literal = specPaths.find((part) => part.startsWith('/'));
      const relayName = specPaths.find((part) => /^[A-Za-z0-9]+_?[A-Za-z0-9]+$/.test(part) && /[A-Z_]/.test(part));
      if (literal && endpoint.path !== literal) mismatches.push(`${call.purpose}: path ${endpoint.path} != ${literal}`);
      else if (!literal && relayName && !endpoint.path.endsWith(relayName) && !call.profile.includes('paths.')) {
        mismatches.push(`${call.purpose}: path ${endpoint.path} does not end with ${relayName}`);
      }
      if (call.method && endpoint.method !== call.method) mismatches.push(`${call.purpose}: method ${endpoint.method} != ${call.method}`);
      if (call.flags.includes('E') && !endpoint.encrypted) mismatches.push(`${call.purpose}: spec E, ours not encrypted`);
      if (call.flags.includes('T') && !endpoint.auth && !call.note) mismatches.push(`${call.purpose}: spec T, ours open without a note`);
    }
    expect(mismatches).toEqual([]);
  });

  describe('through the client (fake transport)', () => {
    beforeAll(() => {
      // A see-through payload scheme: the E bodies' field names can be read as sent.
      registerPayloadScheme('test-see-through', () => ({ encryptPayload: async (_target, payload) => payload, forget: () => undefined }));
      setRuntimeConfig({ platform: { ...DEFAULT_PLATFORM_PROFILE, payloadEncryption: 'test-see-through' } });
    });
    afterAll(() => setRuntimeConfig(DEFAULT_RUNTIME_CONFIG));

    it.each(SPEC_CALLS.filter((call) => call.fields && endpointOf(call)).map((call) => [call.purpose, call] as const))(
      '%s: sends the spec’s field names on the spec’s path and method',
      async (_purpose, call) => {
        const endpoint = endpointOf(call)!;
        const sent = fakeServer(() => ok(null));
        const payload = Object.fromEntries(call.fields!.map((field) => [field, 'x']));
        await (callApi as (e: unknown, p: unknown) => Promise<unknown>)(endpoint, payload);
        const config = sent[0]!;
        expect(String(config.method).toUpperCase()).toBe(call.method ?? endpoint.method);
        expect(config.url).toBe(endpoint.path);
        const raw = String(config.data);
        const body = config.params ?? (endpoint.form ? Object.fromEntries(new URLSearchParams(raw)) : JSON.parse(raw));
        expect(Object.keys(body as object).sort()).toEqual([...call.fields!].sort());
      },
    );
  });

  it('every served call the spec lists has a caller in the front end, or a noCaller reason', () => {
    const sources = frontEndSources();
    const uncalled = SPEC_CALLS.filter((call) => call.ours && !call.noCaller && !sources.some((text) => calls(text, call.ours!))).map(
      (call) => `${call.purpose} (${call.ours})`,
    );
    expect(uncalled).toEqual([]);
  });

  it('docs/platform-contract.md holds the current table (UPDATE_PLATFORM_CONTRACT=1 rewrites it)', () => {
    const table = renderSpecCallTable();
    const doc = readFileSync(DOC, 'utf8');
    const start = doc.indexOf(DOC_TABLE_START);
    const end = doc.indexOf(DOC_TABLE_END);
    expect(start).toBeGreaterThanOrEqual(0);
    expect(end).toBeGreaterThan(start);
    const current = doc.slice(start, end + DOC_TABLE_END.length);
    if (process.env.UPDATE_PLATFORM_CONTRACT === '1' && current !== table) writeFileSync(DOC, doc.replace(current, table));
    else expect(current).toBe(table);
  });
});

function calls(text: string, name: string): boolean {
  if (new RegExp(`\\bapi\\.${name}\\b`).test(text)) return true;
  return new RegExp(`import\\s*(type\\s*)?\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*'[^']*contract'`).test(text);
}

/** The non-test source of the apps and of shared outside the contract folder. */
function frontEndSources(): string[] {
  const roots = ['host', 'remote-games', 'remote-lottery', 'remote-member', 'remote-agent', 'shared'].map((pkg) => join(ROOT, pkg, 'src'));
  const texts: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) {
        if (entry !== 'testing' && path !== join(ROOT, 'shared/src/api/contract')) walk(path);
      } else if (/\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !/shared-mock|test-adapter/.test(entry)) {
        texts.push(readFileSync(path, 'utf8'));
      }
    }
  };
  roots.filter((root) => existsSync(root)).forEach(walk);
  return texts;
}
