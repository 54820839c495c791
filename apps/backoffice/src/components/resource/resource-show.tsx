import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { mayChangeRecord } from '../../lib/resource/access';
import type { ResourceConfig } from '../../lib/resource/define-resource';
import type { ModelName, ModelRecord } from '../../lib/resource/model-paths';
import { parentPath } from '../../lib/resource/parent-path';
import { useCurrentUser } from '../../lib/session';
import { ArchiveButton, RestoreButton } from './archive-buttons';
import { DeleteDialog } from './delete-dialog';
import { formatValue } from './format-value';
import { RecordState } from './record-state';
import { useRouteRecord } from './use-record';

interface ResourceShowProps<M extends ModelName> {
  resource: ResourceConfig<M>;
  /** More than the fields: what the kit cannot express (a user's roles, say). */
  children?: (record: ModelRecord<M>) => ReactNode;
}

/**
 * A record's detail page: its fields, and Back (the parent path), Edit and Delete. Edit and Delete
 * follow the resource's roles and are never offered on a system record.
 */
export function ResourceShow<M extends ModelName>({ resource, children }: ResourceShowProps<M>) {
  const { t, i18n } = useTranslation('backoffice');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  const record = useRouteRecord(resource.model);
  const [deleting, setDeleting] = useState(false);
  const back = parentPath(pathname);
  const data = record.data;
  // Models without archiving (the mail outbox) have no `active`: never archived.
  const archived = data !== undefined && 'active' in data && !data.active;
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button startIcon={<ArrowBackIcon />} component={RouterLink} to={back}>
          {t('resource.action.back')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {data && mayChangeRecord(resource.access, 'edit', user, data) ? (
          <Button
            variant="outlined"
            startIcon={<EditIcon />}
            component={RouterLink}
            to={`${resource.basePath}/${data.id}/edit`}
          >
            {t('resource.action.edit')}
          </Button>
        ) : null}
        {data &&
        resource.archivable !== false &&
        mayChangeRecord(resource.access, 'edit', user, data) ? (
          archived ? (
            <RestoreButton model={resource.model} id={data.id} />
          ) : (
            <ArchiveButton model={resource.model} id={data.id} />
          )
        ) : null}
        {data && mayChangeRecord(resource.access, 'delete', user, data) ? (
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => setDeleting(true)}
          >
            {t('resource.action.delete')}
          </Button>
        ) : null}
      </Stack>
      {!data ? (
        <RecordState error={record.error ?? (record.valid ? null : new Error('not found'))} />
      ) : (
        <>
          <title>{`${resource.recordLabel(data)} · ${t(resource.titleKey)} · ${t('app.name')}`}</title>
          <Typography component="h1" variant="h4">
            {resource.recordLabel(data)}
          </Typography>
          {archived ? <Alert severity="info">{t('resource.archive.notice')}</Alert> : null}
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
                columnGap: 3,
                rowGap: { xs: 0.25, sm: 1 },
                m: 0,
                '& dt': { color: 'text.secondary', fontWeight: 500, mt: { xs: 1, sm: 0 } },
                '& dd': { m: 0, overflowWrap: 'anywhere' },
              }}
            >
              {resource.detailFields.map((field) => (
                <Box key={field.field} sx={{ display: 'contents' }}>
                  <dt>{t(field.labelKey)}</dt>
                  <dd>
                    {field.format
                      ? field.format(data, { t, language: i18n.language })
                      : formatValue(data[field.field], t)}
                  </dd>
                </Box>
              ))}
            </Box>
          </Paper>
          {children?.(data)}
        </>
      )}
      <DeleteDialog
        model={resource.model}
        ids={deleting && data ? [data.id] : []}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate(back)}
      />
    </Stack>
  );
}
