import { hasAnyRole } from '@cabinet/auth/roles';
import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../lib/session';
import { ACTIVITY_ROLES, recordHistoryHref } from './resource';

/** "History": the Activity screen filtered to this record, for those who may read the trail. */
export function RecordHistoryLink({ model, id }: { model: string; id: number }) {
  const { t } = useTranslation('backoffice');
  const { user } = useCurrentUser();
  if (!hasAnyRole(user, ACTIVITY_ROLES)) return null;
  return (
    <Button
      variant="outlined"
      startIcon={<HistoryIcon />}
      component={RouterLink}
      to={recordHistoryHref(model, id)}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('activity.recordHistory')}
    </Button>
  );
}
