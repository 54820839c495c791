import Box from '@mui/material/Box';
import NativeSelect from '@mui/material/NativeSelect';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SCOPES, type ScopeOrNone } from '../../lib/permissions';
import { cellScope, grantFromElsewhere, type IncludedRole } from './permission-grid';
import { actionLabel, cellLabel, resourceLabel, scopeLabel } from './permission-labels';

export interface PermissionMatrixProps {
  /** Rows, `*` (every resource) first. */
  resources: readonly string[];
  /** Columns, `*` (every action) last. */
  actions: readonly string[];
  /** This role's own permissions, as its JSON lists them. */
  permissions: readonly string[];
  /** The roles it includes, whose rights show as notes and are changed in those roles only. */
  included: readonly IncludedRole[];
  /** While the JSON cannot be read, the matrix shows its last reading and cannot be changed. */
  disabled?: boolean;
  /** Names the table (the heading above it). */
  labelledBy: string;
  onChange: (resource: string, action: string, scope: ScopeOrNone) => void;
}

/**
 * Resource × action, each cell a choice of scope (none, own records, the organization's, all).
 * A real table: each row is headed by its resource and each column by its action, and each choice
 * is named after both ("Contact requests: read"). A right the role gets from an included role, or
 * from one of its own wider entries, shows under the cell as a note naming where it comes from.
 */
export function PermissionMatrix({
  resources,
  actions,
  permissions,
  included,
  disabled = false,
  labelledBy,
  onChange,
}: PermissionMatrixProps) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  return (
    // Scrolls sideways on a phone; focusable so the keyboard can scroll it too.
    <Box
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" aria-labelledby={labelledBy} sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={stickyCell}>{t('roles.matrix.resource')}</TableCell>
            {actions.map((action) => (
              <TableCell key={action}>{actionLabel(t, action)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {resources.map((resource) => (
            <TableRow key={resource}>
              <TableCell component="th" scope="row" sx={stickyCell}>
                {resourceLabel(t, resource)}
              </TableCell>
              {actions.map((action) => {
                const scope = cellScope(permissions, resource, action);
                const elsewhere = grantFromElsewhere(permissions, included, resource, action);
                const noteId = `${id}-${resource}-${action}`;
                return (
                  <TableCell key={action} sx={{ verticalAlign: 'top' }}>
                    <NativeSelect
                      value={scope}
                      disabled={disabled}
                      onChange={(event) =>
                        onChange(resource, action, event.target.value as ScopeOrNone)
                      }
                      inputProps={{
                        'aria-label': cellLabel(t, resource, action),
                        ...(elsewhere ? { 'aria-describedby': noteId } : {}),
                      }}
                      // A right the cell sets stands out from the many cells set to none.
                      sx={{
                        minWidth: 112,
                        fontSize: 'body2.fontSize',
                        ...(scope === 'none'
                          ? { color: 'text.secondary' }
                          : { fontWeight: 'fontWeightBold' }),
                      }}
                    >
                      {SCOPES.map((option) => (
                        <option key={option} value={option}>
                          {scopeLabel(t, option)}
                        </option>
                      ))}
                    </NativeSelect>
                    {elsewhere ? (
                      <Typography
                        id={noteId}
                        variant="caption"
                        component="p"
                        color="text.secondary"
                        sx={{ mt: 0.5 }}
                      >
                        {elsewhere.source.kind === 'role'
                          ? t('roles.matrix.fromRole', {
                              scope: scopeLabel(t, elsewhere.scope),
                              role: elsewhere.source.name,
                            })
                          : t('roles.matrix.fromWider', { scope: scopeLabel(t, elsewhere.scope) })}
                      </Typography>
                    ) : null}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The resource column stays in view while the table scrolls sideways. */
const stickyCell = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  fontWeight: 'fontWeightMedium',
} as const;
