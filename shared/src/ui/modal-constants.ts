/** Spec 1 §9: modal fade delay. */
export const MODAL_FADE_MS = 100;
