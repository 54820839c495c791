import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface AuthPageProps {
  /** The page's heading, also the document title. */
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** A sign-in screen's card: one heading, an optional introduction, the form. */
export function AuthPage({ title, intro, children }: AuthPageProps) {
  const { t } = useTranslation('backoffice');
  return (
    <Paper
      variant="outlined"
      sx={{ mx: 'auto', my: { xs: 3, md: 6 }, p: { xs: 2, sm: 4 }, maxWidth: 520, width: '100%' }}
    >
      <title>{`${title} · ${t('app.name')}`}</title>
      <Stack spacing={2}>
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        {intro ? <Typography>{intro}</Typography> : null}
        {children}
      </Stack>
    </Paper>
  );
}
