import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-errors';
import { listQueryOptions } from '../../lib/resource/queries';
import { useToast } from '../../lib/toast';
import { useFollowUp } from './api';

/** The most practitioners offered; a practice has a handful. */
const MOST_PRACTITIONERS = 200;
/** The menu's value for "not assigned" (a select shows nothing for an empty value). */
const NONE = 'none';

interface AssigneeControlProps {
  id: number;
  practitioner: { id: number; display_name: string } | null;
}

/**
 * Whom the request is assigned to, among the practice's practitioners, saved at once. The one
 * assigned stays offered even when the caller may not list practitioners.
 */
export function AssigneeControl({ id, practitioner }: AssigneeControlProps) {
  const { t } = useTranslation('backoffice');
  const toast = useToast();
  const change = useFollowUp(id);
  const practitioners = useQuery(
    listQueryOptions(
      'practitioner',
      { order_by: { field: 'display_name', direction: 'asc' } },
      { skip: 0, limit: MOST_PRACTITIONERS },
    ),
  );
  const listed = (practitioners.data?.data ?? []).map((p) => ({
    id: p.id,
    display_name: p.display_name,
  }));
  const choices =
    practitioner && !listed.some((p) => p.id === practitioner.id)
      ? [practitioner, ...listed]
      : listed;
  return (
    <TextField
      select
      size="small"
      label={t('contactRequests.field.practitioner')}
      value={practitioner ? String(practitioner.id) : NONE}
      disabled={change.isPending}
      sx={{ minWidth: 220 }}
      onChange={(event) =>
        change.mutate(
          { practitioner_id: event.target.value === NONE ? null : Number(event.target.value) },
          {
            onSuccess: () => toast.success(t('contactRequests.assigneeSaved')),
            onError: (error) => toast.error(errorMessage(error, t)),
          },
        )
      }
    >
      <MenuItem value={NONE}>{t('contactRequests.unassigned')}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={String(choice.id)}>
          {choice.display_name}
        </MenuItem>
      ))}
    </TextField>
  );
}
