import { useCallback, useState } from 'react';
import {
  readColumnVisibility,
  writeColumnVisibility,
  type ColumnVisibility,
} from '../../lib/resource/column-preferences';
import { useCurrentUser } from '../../lib/session';

/** The list's visible columns for the signed-in user: their saved choice, else the resource's defaults. */
export function useColumnVisibility(
  model: string,
  columns: readonly { field: string; hiddenByDefault?: boolean }[],
) {
  const { user } = useCurrentUser();
  const userId = user?.id;
  const [visibility, setVisibility] = useState<ColumnVisibility>(
    () =>
      readColumnVisibility(userId, model) ??
      Object.fromEntries(columns.map((c) => [c.field, !c.hiddenByDefault])),
  );
  const change = useCallback(
    (next: ColumnVisibility) => {
      setVisibility(next);
      writeColumnVisibility(userId, model, next);
    },
    [userId, model],
  );
  return [visibility, change] as const;
}
