import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-errors';
import { useToast } from '../../lib/toast';
import { useFollowUp } from './api';
import { CONTACT_REQUEST_STATUSES, type ContactRequestStatus } from './resource';

/** Where the request stands, from new to its end (any step may be taken back), saved at once. */
export function StatusControl({ id, status }: { id: number; status: ContactRequestStatus }) {
  const { t } = useTranslation('backoffice');
  const toast = useToast();
  const change = useFollowUp(id);
  return (
    <TextField
      select
      size="small"
      label={t('contactRequests.field.status')}
      value={status}
      disabled={change.isPending}
      sx={{ minWidth: 220 }}
      onChange={(event) =>
        change.mutate(
          { status: event.target.value as ContactRequestStatus },
          {
            onSuccess: () => toast.success(t('contactRequests.statusSaved')),
            onError: (error) => toast.error(errorMessage(error, t)),
          },
        )
      }
    >
      {CONTACT_REQUEST_STATUSES.map((value) => (
        <MenuItem key={value} value={value}>
          {t(`contactRequests.status.${value}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
