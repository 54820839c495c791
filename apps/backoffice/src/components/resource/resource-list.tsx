import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import FilterListIcon from '@mui/icons-material/FilterList';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api-errors';
import { mayDo } from '../../lib/resource/access';
import type { ResourceConfig } from '../../lib/resource/define-resource';
import { toSearchBody, type ListState, type SortState } from '../../lib/resource/list-state';
import type { ModelName, ModelRecord } from '../../lib/resource/model-paths';
import { listStateQueryOptions } from '../../lib/resource/queries';
import { listStateOfView, type SavedView } from '../../lib/resource/saved-views';
import { useListState } from '../../lib/resource/use-list-state';
import { useCurrentUser } from '../../lib/session';
import { BulkArchiveActions } from './bulk-archive-actions';
import { ColumnMenu } from './column-menu';
import { DeleteDialog } from './delete-dialog';
import { ExportMenu } from './export-menu';
import { FilterBar } from './filter-bar';
import { ImportDialog } from './import-dialog';
import { ListFooter } from './list-footer';
import { ResourceTable } from './resource-table';
import { SavedViewsBar } from './saved-views-bar';
import { SearchBox } from './search-box';
import { useColumnVisibility } from './use-column-visibility';

/**
 * A model's list screen: title and Create, search, filters, toggles, columns, export, import, bulk
 * delete, the table and its pages. Everything that decides what is listed lives in the URL.
 */
export function ResourceList<M extends ModelName>({ resource }: { resource: ResourceConfig<M> }) {
  const { t } = useTranslation('backoffice');
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  // The next page (or search, sort, filter) is asked for at the click: the request then overlaps
  // the redraw of the change instead of waiting for it. The list's own query joins it by key.
  const fetchAhead = useCallback(
    (next: ListState) => {
      const { queryKey, queryFn } = listStateQueryOptions(resource, next);
      // A failure is the list's to show, once its own query holds it.
      queryClient.query({ queryKey, queryFn }).catch(() => undefined);
    },
    [queryClient, resource],
  );
  const [state, update] = useListState(resource.toggles, fetchAhead);
  const [filtersOpen, setFiltersOpen] = useState(state.filters.length > 0);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [toDelete, setToDelete] = useState<number[]>([]);
  const [importing, setImporting] = useState(false);
  const [visibility, setVisibility] = useColumnVisibility(resource.model, resource.columns);
  const body = useMemo(() => toSearchBody(state, resource), [state, resource]);
  // What the table is drawn from keeps its identity while it holds, so a page change redraws the
  // rows once, when the new page arrives, and not also at the click.
  const { field: sortField, direction: sortDirection } = state.sort;
  const sort = useMemo(
    () => ({ field: sortField, direction: sortDirection }),
    [sortField, sortDirection],
  );
  const onSort = useCallback((next: SortState) => update({ sort: next }), [update]);
  const { basePath } = resource;
  const onOpen = useCallback(
    (record: ModelRecord<M>) => void navigate(`${basePath}/${record.id}`),
    [navigate, basePath],
  );
  const list = useQuery(listStateQueryOptions(resource, state));
  // A view sets what is listed (through the URL, as any change does) and the columns shown.
  const applyView = (view: SavedView) => {
    update(listStateOfView(view.state, resource.toggles));
    setVisibility({ ...visibility, ...view.state.columns });
    if (view.state.filters.length > 0) setFiltersOpen(true);
  };
  const selectedIds = Object.keys(selection)
    .filter((id) => selection[id])
    .map(Number);
  const title = t(resource.titleKey);

  return (
    <Stack spacing={2}>
      <title>{`${title} · ${t('app.name')}`}</title>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        {mayDo(resource.access, 'create', user) ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={`${resource.basePath}/create`}
          >
            {t('resource.action.create')}
          </Button>
        ) : null}
      </Stack>
      <SavedViewsBar
        model={resource.model}
        state={state}
        columns={visibility}
        onApply={applyView}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <SearchBox value={state.search} onSearch={(search) => update({ search })} />
        {resource.filterFields.length > 0 ? (
          <Button
            size="small"
            variant={filtersOpen ? 'contained' : 'outlined'}
            aria-expanded={filtersOpen}
            startIcon={
              <Badge
                badgeContent={state.filters.filter((f) => f.value !== '').length}
                color="secondary"
              >
                <FilterListIcon />
              </Badge>
            }
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {t('resource.filters.button')}
          </Button>
        ) : null}
        {(resource.toggles ?? []).map((toggle) => (
          <FormControlLabel
            key={toggle.param}
            control={
              <Switch
                checked={state.toggles[toggle.param] ?? false}
                onChange={(event) =>
                  update({ toggles: { ...state.toggles, [toggle.param]: event.target.checked } })
                }
              />
            }
            label={t(toggle.labelKey)}
          />
        ))}
        {resource.archivable === false ? null : (
          <FormControlLabel
            control={
              <Switch
                checked={state.archived ?? false}
                onChange={(event) => {
                  setSelection({});
                  update({ archived: event.target.checked });
                }}
              />
            }
            label={t('resource.archive.view')}
          />
        )}
        <Stack direction="row" spacing={1} sx={{ ml: { sm: 'auto' }, alignItems: 'center' }}>
          <ColumnMenu columns={resource.columns} visibility={visibility} onChange={setVisibility} />
          <ExportMenu
            model={resource.model}
            searchBody={body}
            selectedIds={selectedIds}
            archived={state.archived}
          />
          {mayDo(resource.access, 'import', user) ? (
            <Button
              size="small"
              variant="outlined"
              startIcon={<FileUploadIcon />}
              onClick={() => setImporting(true)}
            >
              {t('resource.import.button')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      {filtersOpen ? (
        <FilterBar
          fields={resource.filterFields}
          filters={state.filters}
          match={state.match}
          onChange={(change) => update(change)}
        />
      ) : null}
      {selectedIds.length > 0 ? (
        <Paper
          variant="outlined"
          sx={{ px: 2, py: 1 }}
          role="region"
          aria-label={t('resource.bulk.label')}
        >
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2">
              {t('resource.bulk.selected', { count: selectedIds.length })}
            </Typography>
            {mayDo(resource.access, 'delete', user) ? (
              <Button
                size="small"
                color="error"
                startIcon={<DeleteIcon />}
                onClick={() => setToDelete(selectedIds)}
              >
                {t('resource.bulk.delete')}
              </Button>
            ) : null}
            {resource.archivable !== false && mayDo(resource.access, 'edit', user) ? (
              <BulkArchiveActions
                model={resource.model}
                ids={selectedIds}
                archivedView={state.archived ?? false}
                onDone={() => setSelection({})}
              />
            ) : null}
            <Button size="small" onClick={() => setSelection({})}>
              {t('resource.bulk.clear')}
            </Button>
          </Stack>
        </Paper>
      ) : null}
      {list.isError ? <Alert severity="error">{errorMessage(list.error, t)}</Alert> : null}
      <Paper variant="outlined">
        <ResourceTable<ModelRecord<M>>
          label={title}
          columns={resource.columns}
          rows={list.isError ? [] : list.data?.data}
          loadingRows={5}
          sort={sort}
          onSort={onSort}
          selection={selection}
          onSelectionChange={setSelection}
          columnVisibility={visibility}
          onOpen={onOpen}
        />
      </Paper>
      <ListFooter
        page={state.page}
        pageSize={state.pageSize}
        shown={list.data?.data.length ?? 0}
        total={list.data?.total ?? 0}
        onPage={(page) => update({ page })}
        onPageSize={(pageSize) => update({ pageSize })}
      />
      <DeleteDialog
        model={resource.model}
        ids={toDelete}
        onClose={() => setToDelete([])}
        onDeleted={() => {
          setToDelete([]);
          setSelection({});
        }}
      />
      <ImportDialog model={resource.model} open={importing} onClose={() => setImporting(false)} />
    </Stack>
  );
}
