import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../../components/layout/titled-section';
import { errorMessage } from '../../../lib/api-errors';
import type { ContactRequest } from '../api';
import {
  REPLY_KINDS,
  REPLY_LANGUAGES,
  replyDraftOptions,
  type ReplyKind,
  type ReplyLanguage,
} from './api';
import { ReferralSuggestion } from './referral-suggestion';
import { ReplyForm } from './reply-form';

/**
 * Answering the visitor from their request: choose the kind of reply, and the language (the
 * visitor's by default); the template comes filled in for the sender to read, change and send.
 * After a referral, marking the request "referred elsewhere" is offered.
 */
export function ReplyComposer({
  request,
}: {
  request: Pick<ContactRequest, 'id' | 'email' | 'status'>;
}) {
  const { t } = useTranslation('backoffice');
  const [kind, setKind] = useState<ReplyKind | ''>('');
  const [language, setLanguage] = useState<ReplyLanguage | undefined>(undefined);
  const [suggestReferred, setSuggestReferred] = useState(false);
  const draft = useQuery({
    ...replyDraftOptions(request.id, kind || 'first_appointment', language),
    enabled: kind !== '' && Boolean(request.email),
  });
  const shownLanguage = language ?? draft.data?.language;

  if (!request.email)
    return (
      <TitledSection title={t('contactRequests.reply.title')}>
        <Alert severity="info">{t('contactRequests.reply.noEmail')}</Alert>
      </TitledSection>
    );
  return (
    <TitledSection title={t('contactRequests.reply.title')}>
      <Typography variant="body2" color="text.secondary">
        {t('contactRequests.reply.hint')}
      </Typography>
      {suggestReferred ? (
        <ReferralSuggestion id={request.id} onDone={() => setSuggestReferred(false)} />
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label={t('replies.kindLabel')}
          value={kind}
          sx={{ minWidth: 280 }}
          onChange={(event) => {
            // The language shown stays when the kind changes.
            setLanguage(shownLanguage);
            setKind(event.target.value as ReplyKind);
          }}
        >
          {REPLY_KINDS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`replies.kind.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        {kind && shownLanguage ? (
          <TextField
            select
            size="small"
            label={t('replies.languageLabel')}
            value={shownLanguage}
            sx={{ minWidth: 180 }}
            onChange={(event) => setLanguage(event.target.value as ReplyLanguage)}
          >
            {REPLY_LANGUAGES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`contactRequests.language.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Stack>
      {kind ? (
        <Typography>{t('contactRequests.reply.to', { email: request.email })}</Typography>
      ) : null}
      {kind && draft.isFetching && !draft.data ? <Skeleton variant="rounded" height={160} /> : null}
      {kind && draft.isError ? (
        <Alert severity="error">{errorMessage(draft.error, t)}</Alert>
      ) : null}
      {kind && draft.data ? (
        <ReplyForm
          key={`${draft.data.kind}-${draft.data.language}`}
          requestId={request.id}
          kind={draft.data.kind}
          language={draft.data.language}
          draft={draft.data}
          onSent={(sent) => {
            setKind('');
            setSuggestReferred(sent.kind === 'referral' && request.status !== 'referred');
          }}
        />
      ) : null}
    </TitledSection>
  );
}
