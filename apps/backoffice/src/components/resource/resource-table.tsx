import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Theme } from '@mui/material/styles';
import TableSortLabel from '@mui/material/TableSortLabel';
import { EmptyState } from '@cabinet/ui/status/empty-state';
import {
  columnVisibilityFeature,
  flexRender,
  rowSelectionFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ColumnVisibilityState,
  type RowSelectionState,
} from '@tanstack/react-table';
import { memo, useMemo, type KeyboardEvent } from 'react';
import { SELECTION_BOX_CLASS, SelectionBox } from './selection-box';
import { useTranslation } from 'react-i18next';
import type { ResourceColumn } from '../../lib/resource/define-resource';
import type { SortState } from '../../lib/resource/list-state';
import { formatValue } from './format-value';

interface Identified {
  id: number;
}

export interface ResourceTableProps<R extends Identified> {
  /** Names the table for assistive technology (the list's title). */
  label: string;
  columns: readonly ResourceColumn<R>[];
  rows: readonly R[] | undefined;
  /** Rows of skeleton drawn while the first page loads. */
  loadingRows: number;
  sort: SortState;
  onSort: (sort: SortState) => void;
  selection: RowSelectionState;
  onSelectionChange: (selection: RowSelectionState) => void;
  columnVisibility: ColumnVisibilityState;
  onOpen: (record: R) => void;
}

/**
 * The table's own part is row selection and column visibility only: the API sorts and pages the
 * rows, so the table lays out the page it is given as it comes.
 */
const features = tableFeatures({ rowSelectionFeature, columnVisibilityFeature });

const SELECT_COLUMN = 'select';
const ROW_CLASS = 'resource-row';
const CHECKBOX_CELL_CLASS = 'resource-row-checkbox';

/**
 * The body's rows and cells are plain elements styled here once, as MUI's small table draws them:
 * a page of 50 rows as MUI components computes several hundred style objects on every page change,
 * search or selection, which kept the list from repainting within 200 ms.
 */
const tableStyles = (theme: Theme) => ({
  [`& .${SELECTION_BOX_CLASS}`]: {
    display: 'inline-flex',
    padding: '9px',
    cursor: 'pointer',
  },
  [`& .${SELECTION_BOX_CLASS} > input`]: {
    width: 18,
    height: 18,
    margin: 0,
    cursor: 'pointer',
    accentColor: theme.palette.primary.main,
  },
  [`& .${ROW_CLASS}`]: {
    cursor: 'pointer',
    outline: 0,
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&[data-selected]': { backgroundColor: theme.palette.action.selected },
    '&:focus-visible': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: -2,
    },
  },
  [`& .${ROW_CLASS} > td`]: {
    ...theme.typography.body2,
    color: theme.palette.text.primary,
    padding: '6px 16px',
    borderBottom: `1px solid ${theme.palette.divider}`,
    verticalAlign: 'middle',
  },
  // The box lines up with the header's, drawn by MUI 16 px in; its label's padding widens the target.
  [`& .${ROW_CLASS} > td.${CHECKBOX_CELL_CLASS}`]: { width: 24, padding: '0 3px 0 7px' },
});

/** Moves focus to the row above or below (arrow keys), within the table body. */
function focusSibling(row: HTMLElement, step: 1 | -1) {
  const next = step === 1 ? row.nextElementSibling : row.previousElementSibling;
  if (next instanceof HTMLElement) next.focus();
}

/**
 * The list's table: a selection checkbox per row (the selection outlives the page: it is keyed by
 * record id), sortable headers, and rows that open their record on click or Enter. Arrow keys move
 * between rows, Space ticks the focused row.
 */
function ResourceTableView<R extends Identified>({
  label,
  columns,
  rows,
  loadingRows,
  sort,
  onSort,
  selection,
  onSelectionChange,
  columnVisibility,
  onOpen,
}: ResourceTableProps<R>) {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language;
  const columnDefs = useMemo<ColumnDef<typeof features, R>[]>(
    () => [
      {
        id: SELECT_COLUMN,
        enableHiding: false,
        header: ({ table }) => (
          <SelectionBox
            checked={table.getIsAllPageRowsSelected()}
            // "Some" counts the all-selected page too: half-ticked is some but not all.
            indeterminate={table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected()}
            onChange={table.getToggleAllPageRowsSelectedHandler()}
            label={t('resource.list.selectPage')}
          />
        ),
        cell: ({ row }) => (
          <SelectionBox
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
            label={t('resource.list.selectRow', { id: row.original.id })}
          />
        ),
      },
      ...columns.map((column): ColumnDef<typeof features, R> => ({
        id: column.field,
        header: t(column.labelKey),
        cell: ({ row }) =>
          column.format
            ? column.format(row.original, { t, language })
            : formatValue(row.original[column.field], t),
      })),
    ],
    [columns, t, language],
  );
  const table = useTable({
    features,
    data: rows ?? [],
    columns: columnDefs,
    getRowId: (row) => String(row.id),
    enableRowSelection: true,
    // A shift-click on a row's box ticks that box alone, as it always has, not the rows between.
    enableRowRangeSelection: false,
    state: { rowSelection: selection, columnVisibility },
    onRowSelectionChange: (updater) =>
      onSelectionChange(typeof updater === 'function' ? updater(selection) : updater),
  });
  const visibleColumns = table.getVisibleLeafColumns();

  const onRowKeyDown = (
    event: KeyboardEvent<HTMLTableRowElement>,
    record: R,
    toggle: () => void,
  ) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter') onOpen(record);
    else if (event.key === ' ') {
      event.preventDefault();
      toggle();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusSibling(event.currentTarget, event.key === 'ArrowDown' ? 1 : -1);
    }
  };

  return (
    <TableContainer>
      <Table size="small" aria-label={label} aria-busy={rows === undefined} sx={tableStyles}>
        <TableHead>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => {
                const config = columns.find((c) => c.field === header.column.id);
                const active = sort.field === header.column.id;
                return (
                  <TableCell
                    key={header.id}
                    padding={header.column.id === SELECT_COLUMN ? 'checkbox' : 'normal'}
                    sortDirection={active ? sort.direction : false}
                    sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                  >
                    {config?.sortable ? (
                      <TableSortLabel
                        active={active}
                        direction={active ? sort.direction : 'asc'}
                        onClick={() =>
                          onSort({
                            field: config.field,
                            direction: active && sort.direction === 'asc' ? 'desc' : 'asc',
                          })
                        }
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                      </TableSortLabel>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableHead>
        <TableBody>
          {rows === undefined
            ? Array.from({ length: loadingRows }, (_, index) => (
                <TableRow key={index} data-testid="skeleton-row">
                  {visibleColumns.map((column) => (
                    <TableCell key={column.id}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : null}
          {rows !== undefined && rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={visibleColumns.length}>
                <EmptyState message={t('resource.list.empty')} />
              </TableCell>
            </TableRow>
          ) : null}
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              className={ROW_CLASS}
              data-selected={row.getIsSelected() || undefined}
              tabIndex={0}
              onClick={() => onOpen(row.original)}
              onKeyDown={(event) => onRowKeyDown(event, row.original, () => row.toggleSelected())}
            >
              {row.getVisibleCells().map((cell) => (
                <td
                  key={cell.id}
                  className={cell.column.id === SELECT_COLUMN ? CHECKBOX_CELL_CLASS : undefined}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * The table, drawn again only when one of its props changes: a page change keeps the last page's
 * rows until the next arrives, and those 50 rows need not be drawn a second time meanwhile.
 */
export const ResourceTable = memo(ResourceTableView) as typeof ResourceTableView;
