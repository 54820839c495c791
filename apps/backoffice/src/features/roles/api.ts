import type { components } from '@cabinet/api-client/schema';
import { keepPreviousData } from '@tanstack/react-query';
import { $api } from '../../lib/api';

export type RolePreview = components['schemas']['RolePermissionPreview'];
export type LostRight = RolePreview['caller_loses'][number];
export interface RolePreviewBody {
  role_id: number | null;
  permissions: string[];
  implied_roles: number[];
}

/** The resources, actions and scopes the matrix is drawn from; the same for the whole session. */
export function permissionCatalogOptions() {
  return { ...$api.queryOptions('get', '/role/permission_catalog'), staleTime: Infinity };
}

/**
 * What the role would grant through the roles it includes, and what saving it would take from the
 * signed-in user. The previous answer stays while the next is asked, so the notes do not flicker.
 */
export function rolePreviewOptions(body: RolePreviewBody) {
  return {
    ...$api.queryOptions('post', '/role/permission_preview', { body }),
    placeholderData: keepPreviousData,
  };
}
