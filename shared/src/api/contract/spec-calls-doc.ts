// Renders the spec-call list as the table of docs/platform-contract.md (kept true by spec-calls.test.ts).
import type { Endpoint } from './endpoint';
import * as contract from './index';
import { SPEC_CALLS, type SpecCall } from './spec-calls';

export const DOC_TABLE_START = '<!-- spec-calls:start (generated from shared/src/api/contract/spec-calls.ts; do not edit by hand) -->';
export const DOC_TABLE_END = '<!-- spec-calls:end -->';

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function endpointOf(call: SpecCall): Endpoint<unknown, unknown> | undefined {
  if (!call.ours) return undefined;
  const value = (contract as Record<string, unknown>)[call.ours];
  return typeof value === 'object' && value !== null && 'path' in value && 'method' in value ? (value as Endpoint<unknown, unknown>) : undefined;
}

function oursCell(call: SpecCall): string {
  const endpoint = endpointOf(call);
  if (!endpoint) return 'none';
  const flags = [endpoint.auth ? 'T' : '', endpoint.encrypted ? 'E' : '', endpoint.idempotent ? 'idempotent' : ''].filter(Boolean).join(',');
  return `\`${call.ours}\`: ${endpoint.method} ${endpoint.path}${flags ? ` (${flags})` : ''}`;
}

export function renderSpecCallTable(calls: readonly SpecCall[] = SPEC_CALLS): string {
  const rows = calls.map((call) =>
    [
      String(call.spec),
      call.purpose,
      `${call.specPath}${call.flags ? ` (${call.flags})` : ''}`,
      call.method ?? 'not shown',
      call.payload,
      call.reads,
      oursCell(call),
      call.profile || '—',
      [call.note, call.noCaller ? `no caller: ${call.noCaller}` : ''].filter(Boolean).join('; ') || '—',
    ]
      .map(cell)
      .join(' | '),
  );
  return [
    DOC_TABLE_START,
    '| Spec | Purpose | Spec path (flags) | Spec method | Spec payload | Spec answer reads | Ours (contract endpoint) | Profile setting | Notes |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
    DOC_TABLE_END,
  ].join('\n');
}
