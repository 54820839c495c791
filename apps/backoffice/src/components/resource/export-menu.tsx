import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useToast } from '@cabinet/ui/toast/use-toast';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  exportRecords,
  type CsvDialect,
  type ExportSelection,
} from '../../lib/resource/file-transfer';
import type { ModelName, SearchBody } from '../../lib/resource/model-paths';
import { useErrorToast } from './use-error-toast';

interface ExportMenuProps {
  model: ModelName;
  /** The list's current search: "All results" exports every record it matches. */
  searchBody: SearchBody;
  selectedIds: readonly number[];
  /** Whether the list shows its archived view (exports then take archived records). */
  archived?: boolean;
}

/** Standard CSV, and the semicolon-and-BOM CSV that Excel with Swiss settings opens as it is. */
const DIALECTS: readonly { dialect: CsvDialect; labelKey: string }[] = [
  { dialect: 'standard', labelKey: 'resource.export.dialect.standard' },
  { dialect: 'excel-ch', labelKey: 'resource.export.dialect.excelCh' },
];

/**
 * The Export menu: all results of the current search, or the selected rows, each as standard CSV
 * or Excel-for-Switzerland CSV, saved as `{model}.csv`.
 */
export function ExportMenu({ model, searchBody, selectedIds, archived }: ExportMenuProps) {
  const { t } = useTranslation('backoffice');
  const toast = useToast();
  const showError = useErrorToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const run = async (selection: ExportSelection, dialect: CsvDialect) => {
    setAnchor(null);
    setBusy(true);
    try {
      await exportRecords(model, selection, { dialect, archived });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  const exportSelected = (dialect: CsvDialect) => {
    if (selectedIds.length === 0) {
      setAnchor(null);
      toast({ type: 'warning', message: t('resource.export.noneSelected') });
      return;
    }
    void run({ ids: [...selectedIds] }, dialect);
  };
  const groups = [
    {
      labelKey: 'resource.export.all',
      choose: (dialect: CsvDialect) =>
        void run({ search: searchBody.search, order_by: searchBody.order_by }, dialect),
    },
    { labelKey: 'resource.export.selected', choose: exportSelected },
  ];
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
        {groups.flatMap((group) => [
          <ListSubheader key={group.labelKey} sx={{ lineHeight: '32px' }}>
            {t(group.labelKey)}
          </ListSubheader>,
          ...DIALECTS.map(({ dialect, labelKey }) => (
            <MenuItem
              key={`${group.labelKey}-${dialect}`}
              aria-label={t('resource.export.item', {
                selection: t(group.labelKey),
                dialect: t(labelKey),
              })}
              onClick={() => group.choose(dialect)}
              sx={{ pl: 4 }}
            >
              {t(labelKey)}
            </MenuItem>
          )),
        ])}
      </Menu>
    </>
  );
}
