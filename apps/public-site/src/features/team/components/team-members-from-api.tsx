import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../lib/api';
import type { PublicPractitioner } from '../../../lib/known-practitioners';
import { TeamList } from './team-list';

/**
 * The team read by the browser, for a page made without it (the API did not answer the site's
 * server in time, or the app renders the page itself): a spinner while it loads, the practitioners
 * once read, and a message with a retry when the API cannot be reached.
 */
export function TeamMembersFromApi() {
  const { t } = useTranslation('public');
  const [team, setTeam] = useState<PublicPractitioner[] | 'loading' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    apiClient
      .GET('/practitioner/public')
      .then(({ data }) => live && setTeam(data?.items ?? 'failed'))
      .catch(() => live && setTeam('failed'));
    return () => {
      live = false;
    };
  }, [attempt]);

  if (team === 'loading') {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('team.members.loading')}</Typography>
      </Stack>
    );
  }
  if (team === 'failed') {
    return (
      <Alert
        severity="warning"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              setTeam('loading');
              setAttempt((count) => count + 1);
            }}
          >
            {t('team.members.retry')}
          </Button>
        }
      >
        {t('team.members.unavailable')}
      </Alert>
    );
  }
  return <TeamList practitioners={team} />;
}
