import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../components/resource/search-box';
import type { ModelName } from './model-paths';
import { listQueryOptions } from './queries';

/** How many matches a picker offers at a time: typing narrows them. */
export const MATCHES_OFFERED = 20;

export interface ServerOptionsConfig {
  model: ModelName;
  /** The fields the typed text is looked for in (any of them), the first also orders the matches. */
  searchFields: readonly string[];
  /** The records chosen now: always offered, read by id whatever was typed. */
  selectedIds: readonly number[];
}

export type ServerOption = { id: number } & Record<string, unknown>;

/**
 * A picker's options, found by the server: the first matches of what the user typed (after a pause
 * in typing), plus the records already chosen, so their names show even when no longer matched.
 * Nothing is loaded whole, however many records the model holds.
 */
export function useServerOptions({ model, searchFields, selectedIds }: ServerOptionsConfig) {
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const [orderField = 'id'] = searchFields;
  const matches = useQuery({
    ...listQueryOptions(
      model,
      {
        ...(term
          ? {
              search: {
                OR: searchFields.map((field) => ({ field, operator: 'ilike', value: term })),
              },
            }
          : {}),
        order_by: { field: orderField, direction: 'asc' },
      },
      { skip: 0, limit: MATCHES_OFFERED },
    ),
    placeholderData: keepPreviousData,
  });
  const ids = [...selectedIds].sort((a, b) => a - b);
  const selected = useQuery({
    ...listQueryOptions(
      model,
      { search: { AND: [{ field: 'id', operator: 'in', value: ids }] } },
      { skip: 0, limit: Math.max(ids.length, 1) },
    ),
    enabled: ids.length > 0,
  });
  const chosen = ids.length > 0 ? ((selected.data?.data ?? []) as ServerOption[]) : [];
  const found = (matches.data?.data ?? []) as ServerOption[];
  const options = [...chosen, ...found.filter((record) => !ids.includes(record.id))];
  return {
    options,
    chosen,
    loading: matches.isFetching || selected.isFetching,
    /** What the user has typed, for a picker that holds its text itself. */
    typed,
    /** Tell the picker what the user types; the search follows once typing pauses. */
    onType: setTyped,
  };
}
