// `@suite/shared/responsible`: the safer-gambling parts the playing pages share (issue 24): the reality
// check dialog on the game frame, the embedded launch and the lottery lobby.
// A subpath, not part of the federated singleton (like `@suite/shared/reports`): each consumer compiles its
// own copy, and it takes React hooks, texts, the API client, the router and the UI kit from the root
// `@suite/shared` (the singleton). Not re-exported from src/index.ts: the host's first load has no room.
export { RealityCheck, BET_HISTORY_PATH } from './components/RealityCheck';
export { RESPONSIBLE_NS } from './i18n';
