import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { ResourceToggle } from './define-resource';
import { readListState, writeListState, type ListState } from './list-state';

/**
 * The list's state, read from and written to the URL. Changing what is listed (search, filters,
 * size, sort, toggles) goes back to page 1; the new URL replaces the current history entry so Back
 * leaves the list instead of undoing each keystroke.
 *
 * `onChange` hears each new state before the URL is written: the list starts fetching what it
 * will show right away, while the router and React are still drawing the change.
 *
 * `update` keeps its identity across renders (it reads the latest state when called), so parts of
 * the list drawn once per page, such as the table's rows, need not redraw when only the page
 * number changed.
 */
export function useListState(
  toggles: readonly ResourceToggle[] = [],
  onChange?: (next: ListState) => void,
) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, toggles), [params, toggles]);
  const latest = useRef({ state, setParams, onChange });
  useLayoutEffect(() => {
    latest.current = { state, setParams, onChange };
  });
  const update = useCallback((change: Partial<ListState>) => {
    const { state: current, setParams: write, onChange: heard } = latest.current;
    const next: ListState = { ...current, ...change };
    if (!('page' in change)) next.page = 1;
    heard?.(next);
    write(writeListState(next), { replace: true });
  }, []);
  return [state, update] as const;
}
