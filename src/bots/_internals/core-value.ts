import type { CoreGame } from '../../core/index.js';
import { searchValue } from './value.js';

/**
 * `searchValue` of the position `core` is at, for each seat: what mctsBot's search on the core
 * values positions with. For now through `toState()`, so the values are `searchValue`'s exactly.
 */
export function searchValueCore(core: CoreGame): number[] {
  return searchValue(core.toState());
}
