import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnVisibility } from '../../lib/resource/column-preferences';

interface ColumnMenuProps {
  columns: readonly { field: string; labelKey: string }[];
  visibility: ColumnVisibility;
  onChange: (visibility: ColumnVisibility) => void;
}

/** Shows or hides the list's columns; the choice is remembered for this user. */
export function ColumnMenu({ columns, visibility, onChange }: ColumnMenuProps) {
  const { t } = useTranslation('backoffice');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Tooltip title={t('resource.list.columns')}>
        <IconButton
          aria-label={t('resource.list.columns')}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <ViewColumnIcon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {columns.map(({ field, labelKey }) => {
          const shown = visibility[field] !== false;
          return (
            <MenuItem
              key={field}
              role="menuitemcheckbox"
              aria-checked={shown}
              onClick={() => onChange({ ...visibility, [field]: !shown })}
            >
              <ListItemIcon>
                <Checkbox
                  size="small"
                  edge="start"
                  checked={shown}
                  tabIndex={-1}
                  disableRipple
                  slotProps={{ input: { 'aria-hidden': true } }}
                />
              </ListItemIcon>
              <ListItemText primary={t(labelKey)} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
