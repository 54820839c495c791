import { ApiError } from '@cabinet/api-client/api-error';
import { isAdmin } from '@cabinet/auth/roles';
import { useToast } from '@cabinet/ui/toast/use-toast';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { scopeFor } from '../../lib/permissions';
import type { ModelName } from '../../lib/resource/model-paths';
import { listQueryOptions } from '../../lib/resource/queries';
import {
  useSavedViewMutations,
  type SavedView,
  type SavedViewState,
} from '../../lib/resource/saved-views';
import { useCurrentUser } from '../../lib/session';
import { useErrorToast } from './use-error-toast';

/** "Only me" in the sharing choice. */
const PRIVATE = '';

/**
 * Sharing a view with a role takes `saved_view:write:org` (administrators hold it); the API
 * decides. A session stored before permissions were kept with it falls back on the admin check.
 */
function useMayShare() {
  const { user } = useCurrentUser();
  if (!user?.permissions) return isAdmin(user);
  return ['org', '*'].includes(scopeFor(user.permissions, 'saved_view', 'write'));
}

interface SaveViewDialogProps {
  model: ModelName;
  open: boolean;
  /** The view renamed or re-shared; a new view of `state` is saved when absent. */
  view?: SavedView;
  state: SavedViewState;
  onClose: () => void;
}

/**
 * Names a view of the list (a new one, from what the list shows now, or one of the user's own) and,
 * for those who may, shares it with a role. A name the user already gave a view of this list is
 * told under the field.
 */
export function SaveViewDialog({ model, open, view, state, onClose }: SaveViewDialogProps) {
  const { t } = useTranslation('backoffice');
  const titleId = useId();
  const toast = useToast();
  const showError = useErrorToast();
  const mayShare = useMayShare();
  const { create, update } = useSavedViewMutations(model);
  const [name, setName] = useState(view?.name ?? '');
  const [share, setShare] = useState(view?.shared_role ? String(view.shared_role.id) : PRIVATE);
  const [problem, setProblem] = useState<string | null>(null);
  const roles = useQuery({
    ...listQueryOptions(
      'role',
      { order_by: { field: 'name', direction: 'asc' } },
      { skip: 0, limit: 100 },
    ),
    enabled: open && mayShare,
  });
  const saving = create.isPending || update.isPending;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setProblem(t('resource.views.nameRequired'));
      return;
    }
    const sharing = mayShare ? { shared_role_id: share === PRIVATE ? null : Number(share) } : {};
    const done = () => {
      toast({
        type: 'success',
        message: t(view ? 'resource.views.updated' : 'resource.views.saved'),
      });
      onClose();
    };
    const failed = (error: unknown) => {
      if (error instanceof ApiError && error.status === 409)
        setProblem(t('resource.views.nameTaken', { name: trimmed }));
      else showError(error);
    };
    if (view)
      update.mutate(
        { id: view.id, name: trimmed, ...sharing },
        { onSuccess: done, onError: failed },
      );
    else create.mutate({ name: trimmed, state, ...sharing }, { onSuccess: done, onError: failed });
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>
          {t(view ? 'resource.views.editTitle' : 'resource.views.saveTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              autoFocus
              required
              label={t('resource.views.name')}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setProblem(null);
              }}
              error={problem !== null}
              helperText={problem ?? t('resource.views.nameHelp')}
              slotProps={{ htmlInput: { maxLength: 80 } }}
              fullWidth
            />
            {mayShare ? (
              <TextField
                select
                label={t('resource.views.share')}
                value={share}
                onChange={(event) => setShare(event.target.value)}
                helperText={t('resource.views.shareHelp')}
                fullWidth
              >
                <MenuItem value={PRIVATE}>{t('resource.views.onlyMe')}</MenuItem>
                {(roles.data?.data ?? []).map((role) => (
                  <MenuItem key={role.id} value={String(role.id)}>
                    {role.name}
                  </MenuItem>
                ))}
                {/* The current role stays offered while the roles load. */}
                {view?.shared_role && !roles.data ? (
                  <MenuItem value={String(view.shared_role.id)}>{view.shared_role.name}</MenuItem>
                ) : null}
              </TextField>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('resource.action.cancel')}</Button>
          <Button type="submit" variant="contained" loading={saving}>
            {t('resource.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
