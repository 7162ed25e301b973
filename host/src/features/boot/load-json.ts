/** Fetches an operator-edited JSON file next to the host; never throws, reports what went wrong. */
export async function loadJson(url: string, timeoutMs = 5000): Promise<{ ok: true; data: unknown } | { ok: false; reason: string }> {
  try {
    const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return { ok: false, reason: `HTTP ${response.status}` };
    const text = await response.text();
    try {
      return { ok: true, data: JSON.parse(text) as unknown };
    } catch {
      return { ok: false, reason: 'invalid JSON' };
    }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
