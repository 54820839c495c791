import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import {
  columnPreferencesQueryOptions,
  saveColumnPreferences,
  type ColumnVisibility,
} from '../../lib/resource/column-preferences';
import type { ModelName } from '../../lib/resource/model-paths';
import { useErrorToast } from './use-error-toast';

/**
 * The list's visible columns for the signed-in user: their saved choice over the resource's
 * defaults. A change shows at once and is saved with the user; a refused save is told in a toast
 * and the saved choice comes back.
 */
export function useColumnVisibility(
  model: ModelName,
  columns: readonly { field: string; hiddenByDefault?: boolean }[],
) {
  const queryClient = useQueryClient();
  const showError = useErrorToast();
  const options = columnPreferencesQueryOptions(model);
  const saved = useQuery(options).data?.columns;
  const save = useMutation({
    mutationFn: (next: ColumnVisibility) => saveColumnPreferences(model, next),
    onMutate: (next) => queryClient.setQueryData(options.queryKey, { columns: next }),
    onError: (error) => {
      showError(error);
      void queryClient.invalidateQueries({ queryKey: options.queryKey });
    },
  });
  const visibility = useMemo<ColumnVisibility>(
    () => ({
      ...Object.fromEntries(columns.map((c) => [c.field, !c.hiddenByDefault])),
      ...saved,
    }),
    [columns, saved],
  );
  const { mutate } = save;
  const change = useCallback((next: ColumnVisibility) => mutate(next), [mutate]);
  return [visibility, change] as const;
}
