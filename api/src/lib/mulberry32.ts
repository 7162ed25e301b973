/**
 * mulberry32: a small, fast, deterministic pseudo-random stream (numbers in [0, 1)) from a 32-bit seed.
 * For generated data and artwork that must come out the same every time (seeded catalogue, game art,
 * replayable tests); never for anything secret.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
