import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LostRight } from './api';
import { resourceLabel, scopeLabel } from './permission-labels';

/**
 * The lost rights, one line per resource, actions narrowed alike told together:
 * "Users: read, change (Organization → Own); create, delete (Organization → None)".
 */
function byResource(lost: readonly LostRight[]) {
  const lines = new Map<string, Map<string, LostRight[]>>();
  for (const right of lost) {
    const line = lines.get(right.resource) ?? new Map<string, LostRight[]>();
    const narrowing = `${right.scope}>${right.scope_after}`;
    line.set(narrowing, [...(line.get(narrowing) ?? []), right]);
    lines.set(right.resource, line);
  }
  return [...lines.entries()].map(([resource, line]) => ({ resource, groups: [...line.values()] }));
}

/**
 * Asks before a save that takes rights from the person saving (they hold the role, directly or
 * through another), naming each right and how it narrows. Cancel is the default: losing the right
 * to edit roles cannot be undone by the same person.
 */
export function SelfRemovalDialog({
  lost,
  onClose,
}: {
  /** What would be lost; the dialog is closed while null. */
  lost: readonly LostRight[] | null;
  onClose: (confirmed: boolean) => void;
}) {
  const { t } = useTranslation('backoffice');
  const titleId = useId();
  return (
    <Dialog open={lost !== null} onClose={() => onClose(false)} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('roles.selfRemoval.title')}</DialogTitle>
      {/* A long list scrolls: focusable, so the keyboard can scroll it too. */}
      <DialogContent tabIndex={0}>
        <DialogContentText>{t('roles.selfRemoval.text')}</DialogContentText>
        <ul>
          {byResource(lost ?? []).map(({ resource, groups }) => (
            <li key={resource}>
              {t('roles.selfRemoval.line', {
                resource: resourceLabel(t, resource),
                changes: groups
                  .map((rights) =>
                    t('roles.selfRemoval.change', {
                      actions: rights
                        .map((right) => t(`roles.matrix.verb.${right.action}`))
                        .join(', '),
                      from: scopeLabel(t, rights[0]!.scope),
                      to: scopeLabel(t, rights[0]!.scope_after),
                    }),
                  )
                  .join('; '),
              })}
            </li>
          ))}
        </ul>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={() => onClose(false)}>
          {t('resource.action.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => onClose(true)}>
          {t('roles.selfRemoval.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
