import { queryOptions } from '@tanstack/react-query';
import { $api } from '../../lib/api';

/** Files per page of the library. */
export const LIBRARY_PAGE_SIZE = 24;

/**
 * A page of the files the caller may see, newest first, optionally matching a name. The API
 * decides which: an administrator's whole organization, anyone else's own files.
 */
export function libraryQueryOptions(page: number, search: string) {
  const options = $api.queryOptions('post', '/attachment/search', {
    params: { query: { skip: (page - 1) * LIBRARY_PAGE_SIZE, limit: LIBRARY_PAGE_SIZE } },
    body: {
      order_by: { field: 'id', direction: 'desc' },
      ...(search
        ? { search: { OR: [{ field: 'original_name', operator: 'ilike', value: search }] } }
        : {}),
    },
  });
  return queryOptions({
    queryKey: options.queryKey,
    queryFn: options.queryFn,
  });
}
