/** The host's i18next namespace. */
export const HOST_NS = 'host';
