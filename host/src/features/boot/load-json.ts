type LoadedJson = { ok: true; data: unknown } | { ok: false; reason: string };

/** Fetches an operator-edited JSON file next to the host; never throws, reports what went wrong. */
export function loadJson(url: string, timeoutMs = 5000): Promise<LoadedJson> {
  return readJsonResponse(fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) }));
}

/** The JSON of a response on its way (e.g. one the page requested early); never throws. */
export async function readJsonResponse(request: Promise<Response>): Promise<LoadedJson> {
  try {
    const response = await request;
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
