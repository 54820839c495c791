import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../components/layout/titled-section';
import { errorMessage } from '../../lib/api-errors';
import { readHistoryOptions } from './api';
import { localDate } from './resource';

/** How the text reached its reader: opening it, or in the answer to a change or to a copy. */
const READ_KIND_KEYS = {
  opened: 'contactRequests.reads.openedAt',
  updated: 'contactRequests.reads.updatedAt',
  archived: 'contactRequests.reads.archivedAt',
  restored: 'contactRequests.reads.restoredAt',
  person_copy: 'contactRequests.reads.person_copyAt',
} as const;

/**
 * Who read the request, when and how, from the audit trail: staff see who has read a person's words.
 * Read after the request itself, whose opening is then already in the list.
 */
export function ReadHistory({ id }: { id: number }) {
  const { t, i18n } = useTranslation('backoffice');
  const reads = useQuery({ ...readHistoryOptions(id), staleTime: 0 });
  return (
    <TitledSection title={t('contactRequests.reads.title')}>
      {reads.isError ? <Alert severity="error">{errorMessage(reads.error, t)}</Alert> : null}
      {reads.isPending ? <Skeleton width="60%" /> : null}
      {reads.data?.data.length === 0 ? (
        <Typography color="text.secondary">{t('contactRequests.reads.none')}</Typography>
      ) : null}
      <List dense aria-label={t('contactRequests.reads.title')}>
        {reads.data?.data.map((read, index) => (
          <ListItem key={`${read.opened_at}-${index}`} disableGutters>
            <ListItemText
              primary={read.name || read.username || t('contactRequests.reads.deletedAccount')}
              secondary={t(READ_KIND_KEYS[read.how], {
                date: localDate(read.opened_at, i18n.language),
              })}
            />
          </ListItem>
        ))}
      </List>
    </TitledSection>
  );
}
