import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { hasCascade } from '../../lib/resource/delete-effects';
import type { ModelName } from '../../lib/resource/model-paths';
import { useDeleteRecords } from '../../lib/resource/mutations';
import { deleteCheckQueryOptions } from '../../lib/resource/queries';
import { useErrorToast } from './use-error-toast';

interface DeleteDialogProps {
  model: ModelName;
  /** The records to delete; the dialog is open while there are some. */
  ids: readonly number[];
  onClose: () => void;
  onDeleted: () => void;
}

function EffectList({
  label,
  effects,
}: {
  label: (model: string) => string;
  effects: Record<string, string[]>;
}) {
  return Object.entries(effects).map(([model, records]) => (
    <div key={model}>
      <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
        {label(model)}
      </Typography>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {records.map((record) => (
          <li key={record}>{record}</li>
        ))}
      </ul>
    </div>
  ));
}

/**
 * Asks before deleting one record or several. It first asks the API what else the delete would reach
 * (`util/delete_check`) and, when records depend on these, shows the cascade as a WARNING.
 */
export function DeleteDialog({ model, ids, onClose, onDeleted }: DeleteDialogProps) {
  const { t } = useTranslation('backoffice');
  const titleId = useId();
  const showError = useErrorToast();
  const open = ids.length > 0;
  const check = useQuery({ ...deleteCheckQueryOptions(model, ids), enabled: open, staleTime: 0 });
  const remove = useDeleteRecords(model);
  const effects = check.data;
  const cascade = hasCascade(effects);

  const confirm = () =>
    remove.mutate(
      { ids, force: cascade },
      {
        onSuccess: onDeleted,
        onError: (error) => {
          showError(error);
          onClose();
        },
      },
    );

  return (
    <Dialog
      open={open}
      onClose={remove.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('resource.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {ids.length > 1 ? t('resource.delete.confirmMany') : t('resource.delete.confirmOne')}
        </DialogContentText>
        {check.isPending && open ? (
          // A progress indicator to assistive technologies (a plain Skeleton may not carry a label).
          <Skeleton role="progressbar" aria-label={t('resource.delete.checking')} height={48} />
        ) : null}
        {check.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('resource.delete.checkFailed')}
          </Alert>
        ) : null}
        {effects && cascade ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            <AlertTitle>{t('resource.delete.warning')}</AlertTitle>
            {t('resource.delete.cascade')}
            <EffectList
              effects={effects.to_delete}
              label={(name) => t('resource.delete.deletingFrom', { model: name })}
            />
            <EffectList
              effects={effects.to_set_null}
              label={(name) => t('resource.delete.settingNull', { model: name })}
            />
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={remove.isPending}>
          {t('resource.action.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={confirm}
          loading={remove.isPending}
          disabled={check.isPending}
        >
          {t('resource.action.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
