import GroupIcon from '@mui/icons-material/Group';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedView } from '../../lib/resource/saved-views';

interface SavedViewChipProps {
  view: SavedView;
  /** Whether the list shows exactly this view now. */
  applied: boolean;
  onApply: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * One saved view: a button that applies it (pressed while the list shows it), and for the user's
 * own views a menu to rename, share or delete it. A view shared by someone else says by whom and
 * with which role, and offers no change.
 */
export function SavedViewChip({ view, applied, onApply, onEdit, onDelete }: SavedViewChipProps) {
  const { t } = useTranslation('backoffice');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const shared = view.shared_role
    ? view.mine
      ? t('resource.views.sharedWith', { role: view.shared_role.name })
      : t('resource.views.sharedBy', {
          owner: view.owner.name ?? t('resource.views.someone'),
          role: view.shared_role.name,
        })
    : null;
  const chip = (
    <Chip
      label={view.name}
      icon={view.shared_role ? <GroupIcon /> : undefined}
      color={applied ? 'primary' : 'default'}
      variant={applied ? 'filled' : 'outlined'}
      onClick={onApply}
      aria-pressed={applied}
    />
  );
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      {/* The sharing is said as the chip's description, so its name stays the view's name. */}
      {shared ? (
        <Tooltip title={shared} describeChild>
          {chip}
        </Tooltip>
      ) : (
        chip
      )}
      {view.mine ? (
        <>
          <IconButton
            size="small"
            aria-label={t('resource.views.options', { name: view.name })}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? true : undefined}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
          <Menu
            id={menuId}
            anchorEl={anchor}
            open={Boolean(anchor)}
            onClose={() => setAnchor(null)}
          >
            <MenuItem
              onClick={() => {
                setAnchor(null);
                onEdit();
              }}
            >
              {t('resource.views.edit')}
            </MenuItem>
            <MenuItem
              onClick={() => {
                setAnchor(null);
                onDelete();
              }}
            >
              {t('resource.action.delete')}
            </MenuItem>
          </Menu>
        </>
      ) : null}
    </Stack>
  );
}
