const pad = (value: number): string => String(value).padStart(2, '0');

export interface CountdownParts {
  days: number;
  /** HH:MM:SS of what is left beyond whole days. */
  clock: string;
}

/**
 * Splits a remaining time (ms) into whole days and HH:MM:SS. Seconds round up, so the display
 * reaches 00:00:00 only when the time is really up.
 */
export function countdownParts(ms: number): CountdownParts {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const rest = total % 86_400;
  return { days, clock: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}` };
}
