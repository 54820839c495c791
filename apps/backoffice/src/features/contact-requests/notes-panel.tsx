import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../components/layout/titled-section';
import { errorMessage } from '../../lib/api-errors';
import { useToast } from '../../lib/toast';
import { notesOptions, useAddNote } from './api';
import { localDate } from './resource';

/** The longest note the API takes. */
const MOST_CHARACTERS = 5000;

/**
 * Staff's internal notes on a request, oldest first, and a field to add one. Notes stay in the
 * practice: the API never mails them.
 */
export function NotesPanel({ id }: { id: number }) {
  const { t, i18n } = useTranslation('backoffice');
  const toast = useToast();
  const notes = useQuery(notesOptions(id));
  const add = useAddNote(id);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!draft.trim()) {
      setProblem(t('contactRequests.notes.empty'));
      return;
    }
    add.mutate(draft, {
      onSuccess: () => {
        setDraft('');
        setProblem(null);
        toast.success(t('contactRequests.notes.added'));
      },
      onError: (error) => setProblem(errorMessage(error, t)),
    });
  };
  return (
    <TitledSection title={t('contactRequests.notes.title')}>
      <Typography variant="body2" color="text.secondary">
        {t('contactRequests.notes.hint')}
      </Typography>
      {notes.isError ? <Alert severity="error">{errorMessage(notes.error, t)}</Alert> : null}
      {notes.isPending ? <Skeleton width="60%" /> : null}
      {notes.data?.data.length === 0 ? (
        <Typography>{t('contactRequests.notes.none')}</Typography>
      ) : null}
      <List aria-label={t('contactRequests.notes.title')}>
        {notes.data?.data.map((note) => (
          <ListItem key={note.id} disableGutters>
            <ListItemText
              primary={note.body}
              slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap' } } }}
              secondary={t('contactRequests.notes.byline', {
                name: note.author?.name ?? t('contactRequests.notes.deletedAccount'),
                date: localDate(note.created_at, i18n.language),
              })}
            />
          </ListItem>
        ))}
      </List>
      <Stack component="form" noValidate spacing={1} onSubmit={submit}>
        <TextField
          multiline
          minRows={2}
          label={t('contactRequests.notes.new')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          error={problem !== null}
          helperText={problem ?? ' '}
          slotProps={{ htmlInput: { maxLength: MOST_CHARACTERS } }}
        />
        <div>
          <Button type="submit" variant="outlined" loading={add.isPending}>
            {t('contactRequests.notes.add')}
          </Button>
        </div>
      </Stack>
    </TitledSection>
  );
}
