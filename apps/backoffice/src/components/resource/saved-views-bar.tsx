import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnVisibility } from '../../lib/resource/column-preferences';
import type { ListState } from '../../lib/resource/list-state';
import type { ModelName } from '../../lib/resource/model-paths';
import {
  savedViewsQueryOptions,
  showsView,
  viewStateOf,
  type SavedView,
} from '../../lib/resource/saved-views';
import { DeleteViewDialog } from './delete-view-dialog';
import { SaveViewDialog } from './save-view-dialog';
import { SavedViewChip } from './saved-view-chip';

interface SavedViewsBarProps {
  model: ModelName;
  state: ListState;
  columns: ColumnVisibility;
  onApply: (view: SavedView) => void;
}

/**
 * The list's saved views above it: the user's own, then those shared with a role they hold, each a
 * button that applies it (the URL then holds the list's state, as for any change), and "Save view"
 * to keep what the list shows now under a name. Hidden when the views cannot be read (the list
 * says why, as it cannot be read either).
 */
export function SavedViewsBar({ model, state, columns, onApply }: SavedViewsBarProps) {
  const { t } = useTranslation('backoffice');
  const views = useQuery(savedViewsQueryOptions(model));
  const [editing, setEditing] = useState<{ view?: SavedView } | null>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  if (views.isError) return null;
  return (
    <Stack
      component="section"
      aria-label={t('resource.views.label')}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      {(views.data?.data.length ?? 0) > 0 ? (
        <Stack
          component="ul"
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap', alignItems: 'center' }}
        >
          {views.data?.data.map((view) => (
            <li key={view.id}>
              <SavedViewChip
                view={view}
                applied={showsView(state, columns, view.state)}
                onApply={() => onApply(view)}
                onEdit={() => setEditing({ view })}
                onDelete={() => setDeleting(view)}
              />
            </li>
          ))}
        </Stack>
      ) : null}
      <Button size="small" startIcon={<BookmarkAddIcon />} onClick={() => setEditing({})}>
        {t('resource.views.save')}
      </Button>
      {editing ? (
        <SaveViewDialog
          key={editing.view?.id ?? 'new'}
          model={model}
          open
          view={editing.view}
          state={viewStateOf(state, columns)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <DeleteViewDialog model={model} view={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
