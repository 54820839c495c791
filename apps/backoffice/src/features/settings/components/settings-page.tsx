import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState } from '@cabinet/ui/status/error-state';
import { LoadingState } from '@cabinet/ui/status/loading-state';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { useSessionStore } from '../../../lib/session';
import { organizationOptions, type Organization } from '../api/organization';

interface SettingsPageProps {
  title: string;
  intro?: string;
  /** The form, given the organization's current settings. */
  children: (organization: Organization, organizationId: number) => ReactNode;
}

/** A settings screen: its title, then the organization's settings once read, or why they are not. */
export function SettingsPage({ title, intro, children }: SettingsPageProps) {
  const { t } = useTranslation('backoffice');
  const organizationId = useSessionStore().getOrganizationId();
  const organization = useQuery(organizationOptions(organizationId));
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <title>{`${title} · ${t('app.name')}`}</title>
      <div>
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        {intro ? <Typography color="text.secondary">{intro}</Typography> : null}
      </div>
      {organization.isPending ? <LoadingState /> : null}
      {organization.isError ? (
        <ErrorState
          message={errorMessage(organization.error, t)}
          onRetry={() => void organization.refetch()}
        />
      ) : null}
      {organization.isSuccess ? children(organization.data, organizationId) : null}
    </Stack>
  );
}
