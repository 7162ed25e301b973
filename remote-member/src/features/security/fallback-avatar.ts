/**
 * The avatar shown when the player's avatar and icon are missing or fail to load (spec 1 §8
 * "Avatar failure: fallback error avatar"). Inline, so it cannot fail to load itself; the
 * colours are fixed because an <img> does not see the theme's custom properties.
 */
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
  '<rect width="64" height="64" rx="32" fill="#8a8a8a"/>' +
  '<circle cx="32" cy="25" r="11" fill="#f2f2f2"/>' +
  '<path d="M12 54c3-11 11-17 20-17s17 6 20 17" fill="#f2f2f2"/>' +
  '</svg>';

export const FALLBACK_AVATAR = `data:image/svg+xml,${encodeURIComponent(SVG)}`;
