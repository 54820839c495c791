import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ResourceToggle } from './define-resource';
import { readListState, writeListState, type ListState } from './list-state';

/**
 * The list's state, read from and written to the URL. Changing what is listed (search, filters,
 * size, sort, toggles) goes back to page 1; the new URL replaces the current history entry so Back
 * leaves the list instead of undoing each keystroke.
 */
export function useListState(toggles: readonly ResourceToggle[] = []) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, toggles), [params, toggles]);
  const update = useCallback(
    (change: Partial<ListState>) => {
      setParams(
        (current) => {
          const previous = readListState(current, toggles);
          const next: ListState = { ...previous, ...change };
          if (!('page' in change)) next.page = 1;
          return writeListState(next);
        },
        { replace: true },
      );
    },
    [setParams, toggles],
  );
  return [state, update] as const;
}
