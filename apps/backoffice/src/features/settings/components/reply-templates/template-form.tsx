import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/form/form-text-field';
import { useFormRules } from '../../../../components/form/use-form-rules';
import { errorMessage } from '../../../../lib/api-errors';
import { fullLocalDate } from '../../../../lib/dates';
import { unknownPlaceholders, written } from '../../../../lib/template-placeholders';
import { useToast } from '../../../../lib/toast';
import {
  useResetReplyTemplate,
  useSaveReplyTemplate,
  type ReplyTemplate,
} from '../../api/reply-templates';
import { ResetTemplateDialog } from './reset-template-dialog';

/** The longest subject and text the API takes. */
const SUBJECT_MAX = 200;
const BODY_MAX = 10_000;

interface TemplateValues {
  subject: string;
  body: string;
}

interface TemplateFormProps {
  template: ReplyTemplate;
  placeholders: readonly string[];
}

/**
 * One template's subject and text, saved as the practice's own wording, or reset to the default.
 * A placeholder no reply fills is pointed out before saving (the API refuses it too).
 */
export function TemplateForm({ template, placeholders }: TemplateFormProps) {
  const { t, i18n } = useTranslation('backoffice');
  const rules = useFormRules();
  const toast = useToast();
  const save = useSaveReplyTemplate();
  const reset = useResetReplyTemplate();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<TemplateValues>({
    values: { subject: template.subject, body: template.body },
  });
  const path = { params: { path: { kind: template.kind, language: template.language } } };

  const known = (value: unknown) => {
    const unknown = unknownPlaceholders(typeof value === 'string' ? value : '', placeholders);
    return (
      unknown.length === 0 ||
      t('settings.replyTemplates.unknownPlaceholder', {
        count: unknown.length,
        names: unknown.map(written).join(', '),
      })
    );
  };
  const fieldRules = (max: number) => ({
    validate: { required: rules.required, length: rules.maxLength(max), known },
  });

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { ...path, body: values },
      {
        onSuccess: () => {
          setProblem(null);
          toast.success(t('settings.replyTemplates.saved'));
        },
        onError: (error) => setProblem(errorMessage(error, t)),
      },
    ),
  );
  const confirmReset = () =>
    reset.mutate(path, {
      onSuccess: () => {
        setConfirming(false);
        setProblem(null);
        toast.success(t('settings.replyTemplates.resetDone'));
      },
      onError: (error) => {
        setConfirming(false);
        setProblem(errorMessage(error, t));
      },
    });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      <Typography variant="body2" color="text.secondary">
        {template.customized && template.updated_at
          ? t('settings.replyTemplates.customized', {
              date: fullLocalDate(new Date(template.updated_at), i18n.language),
            })
          : t('settings.replyTemplates.default')}
      </Typography>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <FormTextField
        control={form.control}
        name="subject"
        label={t('settings.replyTemplates.subject')}
        required
        rules={fieldRules(SUBJECT_MAX)}
        slotProps={{ htmlInput: { maxLength: SUBJECT_MAX } }}
      />
      <FormTextField
        control={form.control}
        name="body"
        label={t('settings.replyTemplates.body')}
        required
        multiline
        minRows={10}
        rules={fieldRules(BODY_MAX)}
        slotProps={{ htmlInput: { maxLength: BODY_MAX } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('common:actions.save')}
        </Button>
        <Button
          variant="outlined"
          color="warning"
          disabled={!template.customized}
          onClick={() => setConfirming(true)}
        >
          {t('settings.replyTemplates.reset')}
        </Button>
      </Stack>
      <ResetTemplateDialog
        open={confirming}
        resetting={reset.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmReset}
      />
    </Stack>
  );
}
