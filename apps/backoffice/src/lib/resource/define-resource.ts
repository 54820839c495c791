import type { TFunction } from 'i18next';
import type { Criterion, ModelName, ModelRecord } from './model-paths';

/** How a field is filtered and shown: it decides the operators and the value input. */
export type FieldKind = 'text' | 'number' | 'boolean' | 'date' | 'choice';

/** What a cell's format may need: the texts and the language (for dates). */
export interface FormatContext {
  t: TFunction;
  language: string;
}

export interface ResourceColumn<R> {
  /** The record's field; also the sort field when `sortable`. */
  field: keyof R & string;
  /** Key in the `backoffice` namespace. */
  labelKey: string;
  sortable?: boolean;
  /** Hidden until the user shows it from the column menu. */
  hiddenByDefault?: boolean;
  /** The cell's text; the raw value (booleans as Yes/No) when absent. */
  format?: (record: R, context: FormatContext) => string;
}

export interface ResourceFilterField {
  field: string;
  labelKey: string;
  kind: FieldKind;
  /** For `choice`: the values offered, each named by a text key (a status, say). */
  choices?: readonly { value: string; labelKey: string }[];
  /** For `choice`: the records of another model offered by name; the filter holds the id. */
  reference?: { model: ModelName; labelField: string };
}

/** A switch of the list's toolbar that adds criteria while off or on (e.g. "Show technical roles"). */
export interface ResourceToggle {
  /** Its URL search parameter (`1` when on). */
  param: string;
  labelKey: string;
  criteria: (on: boolean) => Criterion[];
}

/** Who may do what with the model's records: role `string_id`s; anyone signed in when absent. */
export interface ResourceAccess {
  create?: readonly string[];
  edit?: readonly string[];
  delete?: readonly string[];
  import?: readonly string[];
}

/**
 * A model's back-office screens, described once: the kit's list, detail, form and delete dialog
 * read everything model-specific from here.
 */
export interface ResourceConfig<M extends ModelName> {
  model: M;
  /** The list's route, e.g. `/users`; the record is `{basePath}/{id}`, its form `{basePath}/{id}/edit`. */
  basePath: string;
  /** Key of the plural title ("Users"), in the `backoffice` namespace. */
  titleKey: string;
  /** Key of the title of one new record ("New user"). */
  createTitleKey: string;
  /** Fields the search box matches with `ilike` (any of them). */
  searchFields: readonly string[];
  columns: readonly ResourceColumn<ModelRecord<M>>[];
  /** What the detail page shows, in order. */
  detailFields: readonly ResourceColumn<ModelRecord<M>>[];
  filterFields: readonly ResourceFilterField[];
  toggles?: readonly ResourceToggle[];
  /** False for models without archiving (the mail outbox): no Archived view, no archive notice. */
  archivable?: boolean;
  /** How a record is named in headings and dialogs. */
  recordLabel: (record: ModelRecord<M>) => string;
  access?: ResourceAccess;
  /** Toast keys after a save (spec's "User created successfully!"). */
  messages: { created: string; updated: string };
}

/** Declares a resource; the identity function, so the config is checked and its model inferred. */
export function defineResource<M extends ModelName>(config: ResourceConfig<M>): ResourceConfig<M> {
  return config;
}

/** Records the API marks `system` are neither edited nor deleted. */
export function isSystemRecord(record: unknown): boolean {
  return (
    typeof record === 'object' && record !== null && 'system' in record && record.system === true
  );
}
