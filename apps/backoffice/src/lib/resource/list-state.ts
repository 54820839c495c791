import type { ResourceFilterField, ResourceToggle } from './define-resource';
import type { Criterion, SearchBody } from './model-paths';

/** The page sizes offered under "Show max"; the first is the default. */
export const PAGE_SIZES = [20, 30, 40, 50] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

export interface SortState {
  field: string;
  direction: 'asc' | 'desc';
}

/** Newest first: the default order of every list. */
export const DEFAULT_SORT: SortState = { field: 'id', direction: 'desc' };

export interface ListFilter {
  field: string;
  operator: string;
  value: string;
}

/** What a list shows: all of it lives in the URL, so a list can be shared and survives a reload. */
export interface ListState {
  /** 1-based. */
  page: number;
  pageSize: number;
  sort: SortState;
  search: string;
  filters: ListFilter[];
  /** Whether the filters must all hold (`all`, AND) or one is enough (`any`, OR). */
  match: 'all' | 'any';
  /** The resource's toggles that are on, by URL parameter. */
  toggles: Record<string, boolean>;
  /** The archived view: the archived records only, instead of the active ones. */
  archived?: boolean;
}

const positiveInt = (text: string | null, fallback: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

function parseFilters(text: string | null): ListFilter[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry: unknown) => {
      if (typeof entry !== 'object' || entry === null) return [];
      const { field, operator, value } = entry as Record<string, unknown>;
      if (typeof field !== 'string' || typeof operator !== 'string') return [];
      const text =
        typeof value === 'string'
          ? value
          : typeof value === 'number' || typeof value === 'boolean'
            ? String(value)
            : '';
      return [{ field, operator, value: text }];
    });
  } catch {
    // A hand-edited URL with broken JSON lists everything rather than failing.
    return [];
  }
}

/** Reads the list's state from the URL's search parameters; anything missing or invalid is default. */
export function readListState(
  params: URLSearchParams,
  toggles: readonly ResourceToggle[] = [],
): ListState {
  const size = positiveInt(params.get('size'), DEFAULT_PAGE_SIZE);
  const sortParam = params.get('sort');
  const sort: SortState = sortParam
    ? sortParam.startsWith('-')
      ? { field: sortParam.slice(1), direction: 'desc' }
      : { field: sortParam, direction: 'asc' }
    : DEFAULT_SORT;
  return {
    page: positiveInt(params.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort,
    search: params.get('q') ?? '',
    filters: parseFilters(params.get('filters')),
    match: params.get('match') === 'any' ? 'any' : 'all',
    toggles: Object.fromEntries(toggles.map(({ param }) => [param, params.get(param) === '1'])),
    archived: params.get('archived') === '1',
  };
}

/** The URL search parameters of a state; defaults are left out so plain lists keep plain URLs. */
export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(state.pageSize));
  const { field, direction } = state.sort;
  if (field !== DEFAULT_SORT.field || direction !== DEFAULT_SORT.direction)
    params.set('sort', direction === 'desc' ? `-${field}` : field);
  if (state.search) params.set('q', state.search);
  // Filters still without a value stay in the URL (they are on screen), but are not applied.
  if (state.filters.length > 0) params.set('filters', JSON.stringify(state.filters));
  if (state.match === 'any') params.set('match', 'any');
  for (const [param, on] of Object.entries(state.toggles)) if (on) params.set(param, '1');
  if (state.archived) params.set('archived', '1');
  return params;
}

/** The operators offered for a kind of field; the first is the default. */
export const OPERATORS_BY_KIND: Record<ResourceFilterField['kind'], readonly string[]> = {
  text: ['ilike', '=', '!='],
  number: ['=', '!=', '>', '>=', '<', '<='],
  boolean: ['='],
  date: ['>=', '<='],
  choice: ['=', '!='],
};

function criterionValue(field: ResourceFilterField | undefined, value: string): unknown {
  const kind = field?.kind;
  // A reference's choice is a record id.
  if (kind === 'number' || (kind === 'choice' && field?.reference)) return Number(value);
  if (kind === 'boolean') return value === 'true';
  return value;
}

/**
 * The search body of a list: the toggles' and the AND filters' criteria all hold; the search box
 * matches any of the search fields. The API has one AND group and one OR group, so filters matched
 * "any" share the OR group with the search box: a row then needs one of them, or the search term.
 */
export function toSearchBody(
  state: ListState,
  config: {
    searchFields: readonly string[];
    filterFields: readonly ResourceFilterField[];
    toggles?: readonly ResourceToggle[];
  },
): SearchBody {
  const fieldOf = (field: string) => config.filterFields.find((f) => f.field === field);
  const filters: Criterion[] = state.filters
    .filter((f) => f.value !== '')
    .map(({ field, operator, value }) => ({
      field,
      operator,
      value: criterionValue(fieldOf(field), value),
    }));
  const toggled = (config.toggles ?? []).flatMap((t) =>
    t.criteria(state.toggles[t.param] ?? false),
  );
  const term = state.search.trim();
  const searched: Criterion[] = term
    ? config.searchFields.map((field) => ({ field, operator: 'ilike', value: term }))
    : [];
  const and = [...toggled, ...(state.match === 'all' ? filters : [])];
  const or = [...searched, ...(state.match === 'any' ? filters : [])];
  const search: NonNullable<SearchBody['search']> = {};
  if (and.length > 0) search.AND = and;
  if (or.length > 0) search.OR = or;
  return {
    ...(and.length + or.length > 0 ? { search } : {}),
    order_by: { field: state.sort.field, direction: state.sort.direction },
  };
}

/** `skip` and `limit` of a page (spec: skip = (page - 1) × page size), and the archived view. */
export function pageQuery(state: Pick<ListState, 'page' | 'pageSize' | 'archived'>) {
  return {
    skip: (state.page - 1) * state.pageSize,
    limit: state.pageSize,
    ...(state.archived ? { archived: true } : {}),
  };
}
