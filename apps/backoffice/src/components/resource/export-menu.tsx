import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useToast } from '@cabinet/ui/toast/use-toast';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportRecords } from '../../lib/resource/file-transfer';
import { selectedRowsBody } from '../../lib/resource/list-state';
import type { ModelName, SearchBody } from '../../lib/resource/model-paths';
import { useErrorToast } from './use-error-toast';

interface ExportMenuProps {
  model: ModelName;
  /** The list's current search: "All results" exports every record it matches. */
  searchBody: SearchBody;
  selectedIds: readonly number[];
}

/** The Export menu: all results of the current search, or the selected rows, as `{model}.csv`. */
export function ExportMenu({ model, searchBody, selectedIds }: ExportMenuProps) {
  const { t } = useTranslation('backoffice');
  const toast = useToast();
  const showError = useErrorToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const run = async (body: SearchBody) => {
    setAnchor(null);
    setBusy(true);
    try {
      await exportRecords(model, body);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<FileDownloadIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        loading={busy}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('resource.export.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => void run({ search: searchBody.search, order_by: searchBody.order_by })}
        >
          {t('resource.export.all')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            if (selectedIds.length === 0) {
              setAnchor(null);
              toast({ type: 'warning', message: t('resource.export.noneSelected') });
              return;
            }
            void run(selectedRowsBody(selectedIds));
          }}
        >
          {t('resource.export.selected')}
        </MenuItem>
      </Menu>
    </>
  );
}
