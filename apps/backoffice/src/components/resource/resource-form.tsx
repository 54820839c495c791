import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useToast } from '@cabinet/ui/toast/use-toast';
import { useId, useRef, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBlocker, useLocation, useNavigate } from 'react-router';
import type { ResourceConfig } from '../../lib/resource/define-resource';
import type { ModelName, ModelRecord } from '../../lib/resource/model-paths';
import { useSaveRecord, type RecordInput } from '../../lib/resource/mutations';
import { parentPath } from '../../lib/resource/parent-path';
import { useErrorToast } from './use-error-toast';

interface ResourceFormProps<M extends ModelName, V extends FieldValues> {
  resource: ResourceConfig<M>;
  /** The record being edited; a new one is created when absent. */
  recordId?: number;
  title: string;
  defaultValues: DefaultValues<V>;
  /** The body sent to the API from the form's values (and which fields the user changed). */
  toInput: (values: V, changed: ReadonlySet<string>) => RecordInput<M>;
  /** The fields, reading the form through `useFormContext`. */
  children: ReactNode;
  /** Where a save leads: the record (default) or back one step in the history. */
  afterSave?: 'record' | 'back';
  /** Asked before each save (a confirmation, say); the save goes ahead only on true. */
  confirmSave?: (values: V) => Promise<boolean>;
}

/** Asks before leaving a form with unsaved changes (in-app navigation, Back included). */
function UnsavedChangesDialog({ blocker }: { blocker: ReturnType<typeof useBlocker> }) {
  const { t } = useTranslation('backoffice');
  const titleId = useId();
  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onClose={() => blocker.reset?.()} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('resource.form.unsavedTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('resource.form.unsavedText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()}>{t('resource.form.stay')}</Button>
        <Button color="error" variant="contained" onClick={() => blocker.proceed?.()}>
          {t('resource.form.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The create and edit form of a record: the fields, Save and Back. Saving shows the resource's
 * success message and opens the record; an error shows the server's message. Leaving with unsaved
 * changes asks first.
 */
export function ResourceForm<M extends ModelName, V extends FieldValues>({
  resource,
  recordId,
  title,
  defaultValues,
  toInput,
  children,
  afterSave = 'record',
  confirmSave,
}: ResourceFormProps<M, V>) {
  const { t } = useTranslation('backoffice');
  const toast = useToast();
  const showError = useErrorToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const form = useForm<V>({ defaultValues, mode: 'onTouched' });
  const save = useSaveRecord(resource.model);
  // Set once saved, so the navigation to the record is not taken for leaving unsaved work.
  const saved = useRef(false);
  // Read during render: react-hook-form tracks only the form state a render has read.
  const { isDirty } = form.formState;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !saved.current && isDirty && currentLocation.pathname !== nextLocation.pathname,
  );

  const submit = form.handleSubmit(async (values) => {
    if (confirmSave && !(await confirmSave(values))) return;
    await save
      .mutateAsync({
        id: recordId,
        values: toInput(values, new Set(Object.keys(form.formState.dirtyFields))),
      })
      .then(async (record) => {
        saved.current = true;
        toast({
          type: 'success',
          message: t(
            recordId === undefined ? resource.messages.created : resource.messages.updated,
          ),
        });
        const id = (record as ModelRecord<M> & { id: number }).id;
        await (afterSave === 'back' ? navigate(-1) : navigate(`${resource.basePath}/${id}`));
      })
      .catch(showError);
  });

  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        sx={{ maxWidth: 960 }}
        onSubmit={(event) => void submit(event)}
      >
        <title>{`${title} · ${t(resource.titleKey)} · ${t('app.name')}`}</title>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate(parentPath(pathname))}>
            {t('resource.action.back')}
          </Button>
        </Stack>
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          {children}
        </Paper>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => void navigate(parentPath(pathname))}>
            {t('resource.action.back')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            startIcon={<SaveIcon />}
            loading={save.isPending}
          >
            {t('resource.action.save')}
          </Button>
        </Stack>
      </Stack>
      <UnsavedChangesDialog blocker={blocker} />
    </FormProvider>
  );
}
