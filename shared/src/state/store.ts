/**
 * The suite's state on jotai: one store for the whole page. `@suite/shared` is a federated singleton,
 * so the host and every remote hold the same jotai copy and the same store: the host provides it with
 * `<Provider store={suiteStore}>` (StateProvider below), a remote's standalone page provides its own
 * page's. Plain code (the API client, the dialog and toast services) reads and writes the same store
 * through `suiteStore.get/set/sub`, as jotai's docs show for code outside React.
 *
 * It is jotai's default store, so a component rendered without a Provider (a unit test) still sees
 * the values plain code wrote.
 */
import { getDefaultStore } from 'jotai/vanilla';

export { atom, type Atom, type PrimitiveAtom, type WritableAtom, type SetStateAction } from 'jotai/vanilla';
export { atomWithStorage, createJSONStorage, RESET } from 'jotai/vanilla/utils';
export { Provider, useAtom, useAtomValue, useSetAtom, useStore } from 'jotai/react';

export const suiteStore = getDefaultStore();
export type SuiteStore = typeof suiteStore;
