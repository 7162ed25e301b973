/** Shown when a game icon cannot be loaded after its attempts (bundled, so it works when the API does not). */
export const DEFAULT_GAME_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#8a8fa3"/>' +
      '<rect x="22" y="36" width="56" height="30" rx="15" fill="#eceef4"/>' +
      '<path d="M34 46v10M29 51h10" stroke="#8a8fa3" stroke-width="4" stroke-linecap="round"/>' +
      '<circle cx="62" cy="48" r="3.5" fill="#8a8fa3"/><circle cx="69" cy="55" r="3.5" fill="#8a8fa3"/></svg>',
  );
