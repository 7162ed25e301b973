import { useLocation, useNavigate, useSession, type Location } from '@suite/shared';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { centreAreaOf, type CentreArea } from './paths';

/** A location without its state: what the overlay keeps of the page underneath. */
export interface PagePath {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * What a centre history entry remembers (in its history state, so a reload keeps it): the page the
 * centre was opened over, and how many entries back that page is (0: not in this tab's history).
 */
export interface CentreEntry {
  background: PagePath;
  depth: number;
}

/** Key of the entry in the history state (merged with whatever state the navigation carried). */
export const CENTRE_STATE_KEY = 'suiteCentre';

export const HOME_PATH: PagePath = { pathname: '/', search: '', hash: '' };

/** Upper bound for a remembered depth: a corrupt state never sends the player far back. */
const MAX_DEPTH = 50;

function pagePath({ pathname, search, hash }: PagePath): PagePath {
  return { pathname, search, hash };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The centre entry of a history state, when it holds a valid one. */
export function readCentreEntry(state: unknown): CentreEntry | null {
  if (!isRecord(state)) return null;
  const entry = state[CENTRE_STATE_KEY];
  if (!isRecord(entry) || !isRecord(entry.background)) return null;
  const { pathname, search, hash } = entry.background;
  const { depth } = entry;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || centreAreaOf(pathname)) return null;
  if (typeof search !== 'string' || typeof hash !== 'string') return null;
  if (typeof depth !== 'number' || !Number.isInteger(depth) || depth < 0 || depth > MAX_DEPTH) return null;
  return { background: { pathname, search, hash }, depth };
}

/** A history state carrying `entry`, keeping whatever else the navigation put there. */
export function withCentreEntry(state: unknown, entry: CentreEntry): Record<string, unknown> {
  return { ...(isRecord(state) ? state : {}), [CENTRE_STATE_KEY]: entry };
}

interface Seen {
  location: Location;
  entry: CentreEntry | null;
}

/**
 * The entry of a centre location that arrived without one: opened from a page (that page is one
 * entry back), moved to from another centre page by a push (one more entry back; the overlay turns
 * link clicks inside the centre into replacements, so this is a programmatic push), or opened
 * directly (null: a deep link or a reload of an old entry).
 */
function deriveEntry(previous: Seen | null): CentreEntry | null {
  if (!previous) return null;
  if (previous.entry) return { background: previous.entry.background, depth: Math.min(previous.entry.depth + 1, MAX_DEPTH) };
  return { background: pagePath(previous.location), depth: 1 };
}

export interface CentreOverlayState {
  /** The centre the current address opens, if any. */
  area: CentreArea | undefined;
  /** What the page routes render: the page the centre was opened over, else the location itself. */
  background: PagePath | Location;
  /** The remembered entry while a centre is open. */
  entry: CentreEntry | null;
  /** Close: back to the page underneath (history back when it is there, so Back and Close agree). */
  close: () => void;
}

/**
 * The routed overlay of the member and agent centres (spec 1 §2 "a close button closes the center",
 * spec 2 §2 the agent modal): /member/<page> opens over the page the player was on, which stays
 * rendered; a direct visit opens it over home, with home put one history entry back so Close and Back
 * both lead there.
 */
export function useCentreOverlay(): CentreOverlayState {
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = Boolean(useSession()?.token);
  const seen = useRef<Seen | null>(null);

  // Per arrival: what came before matters only when the location changes.
  const { area, derived, entry, missing } = useMemo(() => {
    const here = centreAreaOf(location.pathname);
    const stored = here ? readCentreEntry(location.state) : null;
    const fromPrevious = here && !stored ? deriveEntry(seen.current) : null;
    return {
      area: here,
      derived: fromPrevious,
      entry: here ? (stored ?? fromPrevious ?? { background: HOME_PATH, depth: 0 }) : null,
      missing: Boolean(here && !stored),
    };
  }, [location]);

  useEffect(() => {
    seen.current = { location, entry };
  });

  // Write the entry into the history state (reload and Back keep it). Not for a visitor, whom the
  // centre guard sends to /login instead.
  const written = useRef<Location | null>(null);
  useEffect(() => {
    // Once per history entry (StrictMode runs effects twice; a second home insertion would stack).
    if (!missing || !signedIn || !entry || written.current === location) return;
    written.current = location;
    const here = pagePath(location);
    if (derived) {
      navigate(here, { replace: true, state: withCentreEntry(location.state, derived) });
      return;
    }
    // Opened directly: home goes underneath, one entry back.
    navigate(HOME_PATH, { replace: true });
    navigate(here, { state: withCentreEntry(location.state, { background: HOME_PATH, depth: 1 }) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per arrival at a centre address
  }, [location, missing, signedIn]);

  const close = useCallback(() => {
    if (!entry) return;
    if (entry.depth > 0) navigate(-entry.depth);
    else navigate(entry.background, { replace: true });
  }, [entry, navigate]);

  return { area, background: entry ? entry.background : location, entry, close };
}
