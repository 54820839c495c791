import { useToast } from '@cabinet/ui/toast/use-toast';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelName } from '../../lib/resource/model-paths';
import { useSavedViewMutations, type SavedView } from '../../lib/resource/saved-views';
import { useErrorToast } from './use-error-toast';

/** Asks before deleting one of the user's views; the list itself stays as it is. */
export function DeleteViewDialog({
  model,
  view,
  onClose,
}: {
  model: ModelName;
  /** The view to delete; the dialog is open while there is one. */
  view: SavedView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('backoffice');
  const titleId = useId();
  const toast = useToast();
  const showError = useErrorToast();
  const { remove } = useSavedViewMutations(model);
  return (
    <Dialog open={view !== null} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {t('resource.views.deleteTitle', { name: view?.name ?? '' })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t(view?.shared_role ? 'resource.views.deleteShared' : 'resource.views.deleteText', {
            role: view?.shared_role?.name ?? '',
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('resource.action.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          loading={remove.isPending}
          onClick={() =>
            view &&
            remove.mutate(view.id, {
              onSuccess: () => {
                toast({ type: 'success', message: t('resource.views.deleted') });
                onClose();
              },
              onError: showError,
            })
          }
        >
          {t('resource.action.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
