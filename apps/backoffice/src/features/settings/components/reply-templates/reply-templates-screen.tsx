import { ErrorState } from '@cabinet/ui/status/error-state';
import { LoadingState } from '@cabinet/ui/status/loading-state';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../../../components/layout/titled-section';
import { errorMessage } from '../../../../lib/api-errors';
import {
  replyTemplatesOptions,
  type ReplyKind,
  type ReplyLanguage,
} from '../../api/reply-templates';
import { PlaceholderHelp } from './placeholder-help';
import { TemplateForm } from './template-form';

const KINDS: readonly ReplyKind[] = [
  'first_appointment',
  'waiting_list',
  'referral',
  'more_information',
];
const LANGUAGES: readonly ReplyLanguage[] = ['fr', 'en', 'de'];

/**
 * The practice's reply templates (administrators): pick a kind and a language, change its subject
 * and text or reset it to the default; the placeholders a template may name are listed beside.
 */
export function ReplyTemplatesScreen() {
  const { t } = useTranslation('backoffice');
  const templates = useQuery(replyTemplatesOptions());
  const [kind, setKind] = useState<ReplyKind>('first_appointment');
  const [language, setLanguage] = useState<ReplyLanguage>('fr');
  const shown = templates.data?.data.find((tp) => tp.kind === kind && tp.language === language);
  return (
    <Stack spacing={3} sx={{ maxWidth: 840 }}>
      <title>{`${t('settings.replyTemplates.title')} · ${t('app.name')}`}</title>
      <div>
        <Typography component="h1" variant="h4">
          {t('settings.replyTemplates.title')}
        </Typography>
        <Typography color="text.secondary">{t('settings.replyTemplates.intro')}</Typography>
      </div>
      {templates.isPending ? <LoadingState /> : null}
      {templates.isError ? (
        <ErrorState
          message={errorMessage(templates.error, t)}
          onRetry={() => void templates.refetch()}
        />
      ) : null}
      {templates.data ? (
        <>
          <TitledSection title={t('settings.replyTemplates.section')}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <TextField
                select
                size="small"
                label={t('replies.kindLabel')}
                value={kind}
                onChange={(event) => setKind(event.target.value as ReplyKind)}
                sx={{ minWidth: 280 }}
              >
                {KINDS.map((value) => (
                  <MenuItem key={value} value={value}>
                    {t(`replies.kind.${value}`)}
                  </MenuItem>
                ))}
              </TextField>
              <ToggleButtonGroup
                exclusive
                size="small"
                color="primary"
                aria-label={t('replies.languageLabel')}
                value={language}
                onChange={(_event, value: ReplyLanguage | null) => value && setLanguage(value)}
              >
                {LANGUAGES.map((value) => (
                  <ToggleButton key={value} value={value}>
                    {t(`contactRequests.language.${value}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Stack>
            {shown ? (
              <TemplateForm
                key={`${kind}-${language}`}
                template={shown}
                placeholders={templates.data.placeholders}
              />
            ) : null}
          </TitledSection>
          <PlaceholderHelp placeholders={templates.data.placeholders} />
        </>
      ) : null}
    </Stack>
  );
}
