import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useToast } from '@cabinet/ui/toast/use-toast';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelName } from '../../lib/resource/model-paths';
import { useBulkArchive } from '../../lib/resource/mutations';
import { useErrorToast } from './use-error-toast';

interface BulkArchiveProps {
  model: ModelName;
  /** The selected records; with none, the actions do nothing. */
  ids: readonly number[];
  /** Whether the list shows the archived view: its bulk action restores, the other archives. */
  archivedView: boolean;
  onDone: () => void;
}

/**
 * The list's bulk archive (after a confirmation, as archiving hides the rows) or, in the Archived
 * view, bulk restore: one call the API applies to all or none, then "Archived successfully!" /
 * "Restored successfully!" or the server's message.
 */
export function BulkArchiveActions({ model, ids, archivedView, onDone }: BulkArchiveProps) {
  const { t } = useTranslation('backoffice');
  const toast = useToast();
  const showError = useErrorToast();
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  const change = useBulkArchive(model);

  const run = (archived: boolean) => {
    if (ids.length === 0) return;
    void change.mutateAsync({ ids, archived }).then(
      () => {
        setAsking(false);
        toast({
          type: 'success',
          message: t(archived ? 'resource.archive.success' : 'resource.archive.restored'),
        });
        onDone();
      },
      (error: unknown) => {
        setAsking(false);
        showError(error);
      },
    );
  };

  if (archivedView)
    return (
      <Button
        size="small"
        startIcon={<UnarchiveIcon />}
        loading={change.isPending}
        onClick={() => run(false)}
      >
        {t('resource.archive.restore')}
      </Button>
    );
  return (
    <>
      <Button
        size="small"
        startIcon={<ArchiveIcon />}
        onClick={() => ids.length > 0 && setAsking(true)}
      >
        {t('resource.bulk.archive')}
      </Button>
      <Dialog
        open={asking}
        onClose={change.isPending ? undefined : () => setAsking(false)}
        aria-labelledby={titleId}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={titleId}>{t('resource.archive.action')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('resource.bulk.archiveConfirm', { count: ids.length })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)} disabled={change.isPending}>
            {t('resource.action.cancel')}
          </Button>
          <Button variant="contained" loading={change.isPending} onClick={() => run(true)}>
            {t('resource.archive.action')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
