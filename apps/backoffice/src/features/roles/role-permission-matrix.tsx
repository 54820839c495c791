import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-errors';
import type { ScopeOrNone } from '../../lib/permissions';
import { permissionCatalogOptions, rolePreviewOptions } from './api';
import { matrixResources, readPermissionsText, withCell } from './permission-grid';
import { PermissionMatrix } from './permission-matrix';
import { permissionsText } from './resource';
import type { RoleFormValues } from './role-form-values';
import { useDebouncedValue } from './use-debounced-value';

/** How long the JSON must rest before the included roles' notes are asked for again. */
const PREVIEW_DELAY_MS = 300;

/**
 * The matrix beside the role form's JSON, in sync with it both ways: a change in either shows in
 * the other. While the JSON cannot be read, the matrix keeps its last reading, says it is out of
 * sync and cannot be changed. The included roles (the form's implied roles, followed further by the
 * API) show their rights as notes in the cells.
 */
export function RolePermissionMatrix({ roleId }: { roleId: number | null }) {
  const { t } = useTranslation('backoffice');
  const headingId = useId();
  const { control, setValue } = useFormContext<RoleFormValues>();
  const text = useWatch({ control, name: 'permissions' });
  const impliedIds = useWatch({ control, name: 'implied_roles' });
  const reading = useMemo(() => readPermissionsText(text), [text]);
  const [lastGood, setLastGood] = useState<string[]>(reading.ok ? reading.permissions : []);
  useEffect(() => {
    if (reading.ok) setLastGood(reading.permissions);
  }, [reading]);
  const permissions = reading.ok ? reading.permissions : lastGood;

  const catalog = useQuery(permissionCatalogOptions());
  const body = useDebouncedValue(
    useMemo(
      () => ({ role_id: roleId, permissions, implied_roles: impliedIds }),
      [roleId, permissions, impliedIds],
    ),
    PREVIEW_DELAY_MS,
  );
  const preview = useQuery({ ...rolePreviewOptions(body), enabled: catalog.isSuccess });
  const included = preview.data?.implied ?? [];

  const change = (resource: string, action: string, scope: ScopeOrNone) =>
    setValue('permissions', permissionsText(withCell(permissions, resource, action, scope)), {
      shouldDirty: true,
      shouldValidate: true,
    });

  return (
    <Stack component="section" spacing={1.5} aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6">
        {t('roles.matrix.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('roles.matrix.help')}
      </Typography>
      {reading.ok ? null : (
        <Alert severity="warning" role="status">
          {reading.problem === 'json'
            ? t('roles.matrix.outOfSync')
            : t('roles.matrix.notAPermission', { entry: reading.entry })}
        </Alert>
      )}
      {included.length > 0 ? (
        <Typography variant="body2">
          {t('roles.matrix.includes', { roles: included.map((role) => role.name).join(', ') })}
        </Typography>
      ) : null}
      {catalog.isError ? <Alert severity="error">{errorMessage(catalog.error, t)}</Alert> : null}
      {catalog.data ? (
        <PermissionMatrix
          resources={matrixResources(catalog.data.resources, permissions)}
          actions={[...catalog.data.actions, '*']}
          permissions={permissions}
          included={included}
          disabled={!reading.ok}
          labelledBy={headingId}
          onChange={change}
        />
      ) : null}
    </Stack>
  );
}
