import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceFilterField } from '../../lib/resource/define-resource';
import { ChoiceValueInput } from './choice-value-input';
import { SEARCH_DEBOUNCE_MS } from './search-box';
import { OPERATORS_BY_KIND, type ListFilter, type ListState } from '../../lib/resource/list-state';

interface FilterBarProps {
  fields: readonly ResourceFilterField[];
  filters: ListFilter[];
  match: ListState['match'];
  onChange: (change: { filters?: ListFilter[]; match?: ListState['match'] }) => void;
}

/** The operator's name in the reader's language (`ilike` reads "contains"). */
const operatorKey = (operator: string) =>
  ({
    ilike: 'contains',
    '=': 'equals',
    '!=': 'notEquals',
    '>': 'greater',
    '>=': 'from',
    '<': 'less',
    '<=': 'until',
  })[operator] ?? 'equals';

/**
 * Filters on the model's fields: each a field, an operator and a value; all must hold ("All") or
 * one is enough ("Any"). A filter with no value yet is kept on screen but not applied.
 */
export function FilterBar({ fields, filters: applied, match, onChange }: FilterBarProps) {
  const { t } = useTranslation('backoffice');
  // Edited here at once, applied once typing pauses (like the search box).
  const [filters, setFilters] = useState(applied);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => setFilters(applied), [applied]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = (next: ListFilter[], debounce: boolean) => {
    setFilters(next);
    clearTimeout(timer.current);
    if (debounce) timer.current = setTimeout(() => onChange({ filters: next }), SEARCH_DEBOUNCE_MS);
    else onChange({ filters: next });
  };
  const kindOf = (field: string) => fields.find((f) => f.field === field)?.kind ?? 'text';
  const replace = (index: number, next: ListFilter, debounce = false) =>
    change(
      filters.map((filter, i) => (i === index ? next : filter)),
      debounce,
    );
  const first = fields[0];
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-label={t('resource.filters.title')}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={match}
            aria-label={t('resource.filters.match')}
            onChange={(_event, value: ListState['match'] | null) =>
              value && onChange({ match: value })
            }
          >
            <ToggleButton value="all">{t('resource.filters.matchAll')}</ToggleButton>
            <ToggleButton value="any">{t('resource.filters.matchAny')}</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        {filters.map((filter, index) => {
          const kind = kindOf(filter.field);
          const number = index + 1;
          return (
            <Stack
              key={index}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <TextField
                select
                size="small"
                label={t('resource.filters.field', { number })}
                value={filter.field}
                onChange={(event) => {
                  const field = event.target.value;
                  replace(index, {
                    field,
                    operator: OPERATORS_BY_KIND[kindOf(field)][0]!,
                    value: '',
                  });
                }}
                sx={{ minWidth: 160 }}
              >
                {fields.map((f) => (
                  <MenuItem key={f.field} value={f.field}>
                    {t(f.labelKey)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label={t('resource.filters.operator', { number })}
                value={filter.operator}
                onChange={(event) => replace(index, { ...filter, operator: event.target.value })}
                sx={{ minWidth: 140 }}
              >
                {OPERATORS_BY_KIND[kind].map((operator) => (
                  <MenuItem key={operator} value={operator}>
                    {t(`resource.operator.${operatorKey(operator)}`)}
                  </MenuItem>
                ))}
              </TextField>
              {kind === 'choice' ? (
                <ChoiceValueInput
                  field={fields.find((f) => f.field === filter.field)!}
                  label={t('resource.filters.value', { number })}
                  value={filter.value}
                  onChange={(value) => replace(index, { ...filter, value })}
                />
              ) : kind === 'boolean' ? (
                <TextField
                  select
                  size="small"
                  label={t('resource.filters.value', { number })}
                  value={filter.value}
                  onChange={(event) => replace(index, { ...filter, value: event.target.value })}
                  sx={{ minWidth: 120 }}
                >
                  <MenuItem value="true">{t('resource.value.yes')}</MenuItem>
                  <MenuItem value="false">{t('resource.value.no')}</MenuItem>
                </TextField>
              ) : (
                <TextField
                  size="small"
                  type={kind === 'number' ? 'number' : kind === 'date' ? 'date' : 'text'}
                  label={t('resource.filters.value', { number })}
                  value={filter.value}
                  onChange={(event) =>
                    replace(index, { ...filter, value: event.target.value }, true)
                  }
                  slotProps={kind === 'date' ? { inputLabel: { shrink: true } } : {}}
                />
              )}
              <IconButton
                aria-label={t('resource.filters.remove', { number })}
                onClick={() =>
                  change(
                    filters.filter((_f, i) => i !== index),
                    false,
                  )
                }
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
          );
        })}
        {first ? (
          <div>
            <Button
              size="small"
              startIcon={<AddIcon />}
              onClick={() =>
                change(
                  [
                    ...filters,
                    { field: first.field, operator: OPERATORS_BY_KIND[first.kind][0]!, value: '' },
                  ],
                  false,
                )
              }
            >
              {t('resource.filters.add')}
            </Button>
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}
