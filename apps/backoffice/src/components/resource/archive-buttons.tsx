import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import Button from '@mui/material/Button';
import { useToast } from '@cabinet/ui/toast/use-toast';
import { useTranslation } from 'react-i18next';
import type { ModelName } from '../../lib/resource/model-paths';
import { useArchiveRecord } from '../../lib/resource/mutations';
import { useErrorToast } from './use-error-toast';

/** Archives a record: "Archived successfully!", or the server's message. */
export function ArchiveButton({
  model,
  id,
  onArchived,
}: {
  model: ModelName;
  id: number;
  onArchived?: () => void;
}) {
  const { t } = useTranslation('backoffice');
  const toast = useToast();
  const showError = useErrorToast();
  const archive = useArchiveRecord(model);
  return (
    <Button
      variant="outlined"
      startIcon={<ArchiveIcon />}
      loading={archive.isPending}
      onClick={() =>
        void archive.mutateAsync({ id, archived: true }).then(() => {
          toast({ type: 'success', message: t('resource.archive.success') });
          onArchived?.();
        }, showError)
      }
    >
      {t('resource.archive.action')}
    </Button>
  );
}

/** Restores one archived record from its page: "Restored successfully!", or the server's message. */
export function RestoreButton({
  model,
  id,
  onRestored,
}: {
  model: ModelName;
  id: number;
  onRestored?: () => void;
}) {
  const { t } = useTranslation('backoffice');
  const toast = useToast();
  const showError = useErrorToast();
  const restore = useArchiveRecord(model);
  return (
    <Button
      variant="outlined"
      startIcon={<UnarchiveIcon />}
      loading={restore.isPending}
      onClick={() =>
        void restore.mutateAsync({ id, archived: false }).then(() => {
          toast({ type: 'success', message: t('resource.archive.restored') });
          onRestored?.();
        }, showError)
      }
    >
      {t('resource.archive.restore')}
    </Button>
  );
}
