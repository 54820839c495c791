import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { useFormRules } from '../../../components/form/use-form-rules';
import { errorMessage } from '../../../lib/api-errors';
import { placeholdersIn, written } from '../../../lib/template-placeholders';
import { useToast } from '../../../lib/toast';
import { useSendReply, type Reply, type ReplyKind, type ReplyLanguage } from './api';

/** The longest subject and text the API takes. */
const SUBJECT_MAX = 200;
const BODY_MAX = 10_000;

interface ReplyFormProps {
  requestId: number;
  kind: ReplyKind;
  language: ReplyLanguage;
  /** The filled template the sender starts from. */
  draft: { subject: string; body: string };
  onSent: (reply: Reply) => void;
}

/**
 * The reply's subject and message as the template filled them, for the sender to read and change,
 * then Send. A placeholder still in the text (the times of an offer) is pointed out: the visitor
 * would read it as it is, so the API refuses it too.
 */
export function ReplyForm({ requestId, kind, language, draft, onSent }: ReplyFormProps) {
  const { t } = useTranslation('backoffice');
  const rules = useFormRules();
  const toast = useToast();
  const send = useSendReply(requestId);
  const form = useForm({ defaultValues: { subject: draft.subject, body: draft.body } });
  const filled = (value: unknown) => {
    const left = placeholdersIn(typeof value === 'string' ? value : '');
    return (
      left.length === 0 ||
      t('contactRequests.reply.unfilled', { names: left.map(written).join(', ') })
    );
  };
  const fieldRules = (max: number) => ({
    validate: { required: rules.required, length: rules.maxLength(max), filled },
  });
  const submit = form.handleSubmit((values) => {
    const reply = { kind, language, ...values };
    send.mutate(reply, {
      onSuccess: () => {
        toast.success(t('contactRequests.reply.sent'));
        onSent(reply);
      },
    });
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      {send.isError ? <Alert severity="error">{errorMessage(send.error, t)}</Alert> : null}
      <FormTextField
        control={form.control}
        name="subject"
        label={t('contactRequests.reply.subject')}
        required
        rules={fieldRules(SUBJECT_MAX)}
        slotProps={{ htmlInput: { maxLength: SUBJECT_MAX } }}
      />
      <FormTextField
        control={form.control}
        name="body"
        label={t('contactRequests.reply.body')}
        required
        multiline
        minRows={8}
        rules={fieldRules(BODY_MAX)}
        slotProps={{ htmlInput: { maxLength: BODY_MAX } }}
      />
      <div>
        <Button type="submit" variant="contained" loading={send.isPending}>
          {t('contactRequests.reply.send')}
        </Button>
      </div>
    </Stack>
  );
}
