import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { rolePreviewOptions, type LostRight } from './api';
import { readPermissionsText } from './permission-grid';
import type { RoleFormValues } from './role-form-values';
import { SelfRemovalDialog } from './self-removal-dialog';

/**
 * Before a role is saved, asks the API what the change would take from the signed-in user (who
 * may hold the role, or a role including it) and, when something, asks them to confirm. A new
 * role is held by nobody; JSON the API will refuse anyway, or a preview that fails, saves as
 * before and lets the API's answer speak.
 */
export function useSelfRemovalCheck(roleId: number | undefined) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{
    lost: LostRight[];
    resolve: (confirmed: boolean) => void;
  } | null>(null);

  const confirmSave = async (values: RoleFormValues): Promise<boolean> => {
    const reading = readPermissionsText(values.permissions);
    if (roleId === undefined || !reading.ok) return true;
    let lost: LostRight[];
    try {
      const preview = await queryClient.query(
        rolePreviewOptions({
          role_id: roleId,
          permissions: reading.permissions,
          implied_roles: values.implied_roles,
        }),
      );
      lost = preview.caller_loses;
    } catch {
      return true;
    }
    if (lost.length === 0) return true;
    return new Promise((resolve) => setPending({ lost, resolve }));
  };

  const dialog = (
    <SelfRemovalDialog
      lost={pending?.lost ?? null}
      onClose={(confirmed) => {
        pending?.resolve(confirmed);
        setPending(null);
      }}
    />
  );
  return { confirmSave, dialog };
}
