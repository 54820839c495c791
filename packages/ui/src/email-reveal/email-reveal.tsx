import MailOutline from '@mui/icons-material/MailOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * `hidden`: the visitor has not asked yet; `challenge`: the human-verification challenge is shown;
 * `loading`: the challenge is solved and the address is being fetched; `revealed`; `error`.
 */
export type EmailRevealState = 'hidden' | 'challenge' | 'loading' | 'revealed' | 'error';

export interface EmailRevealProps {
  state: EmailRevealState;
  /** The address, once revealed. */
  email?: string;
  /** The human-verification widget, shown in the `challenge` state (the app provides it). */
  challenge?: ReactNode;
  /** The visitor asks to see the address (from `hidden`) or to try again (from `error`). */
  onRequest: () => void;
  /** Why it failed, in the visitor's words; a generic message otherwise. */
  errorMessage?: string;
}

/**
 * The practice's email address, given only after a human-verification challenge (kept from bots): a
 * button, then the challenge, then a `mailto:` link. The address never ships in the page itself.
 */
export function EmailReveal({
  state,
  email,
  challenge,
  onRequest,
  errorMessage,
}: EmailRevealProps) {
  const { t } = useTranslation('ui');
  return (
    <Box aria-live="polite" sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
      {state === 'revealed' && email ? (
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <MailOutline fontSize="small" aria-hidden />
          <Link href={`mailto:${email}`} sx={{ overflowWrap: 'anywhere' }}>
            {email}
          </Link>
        </Typography>
      ) : (
        <Typography variant="body2">{t('emailReveal.intro')}</Typography>
      )}
      {state === 'hidden' ? (
        <Button variant="outlined" size="small" onClick={onRequest} startIcon={<MailOutline />}>
          {t('emailReveal.show')}
        </Button>
      ) : null}
      {state === 'challenge' ? challenge : null}
      {state === 'loading' ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={18} aria-hidden />
          <Typography variant="body2">{t('emailReveal.loading')}</Typography>
        </Box>
      ) : null}
      {state === 'error' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRequest}>
              {t('emailReveal.retry')}
            </Button>
          }
        >
          {errorMessage ?? t('emailReveal.error')}
        </Alert>
      ) : null}
    </Box>
  );
}
