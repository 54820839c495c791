/**
 * The optional details a visitor may add to a request, shaped as the API's contract types them
 * (`POST /api/submit`): the app names the contract's own type, this package knows only the shape.
 * A detail left alone is left out of what is sent.
 */
export interface ContactDetails {
  service?: string;
  therapyLanguage?: string;
  freePeriods?: string[];
  freeDays?: string[];
}

/** The items of a list detail (`freePeriods` → `'morning' | …`). */
type ItemOf<List> = List extends readonly (infer Item)[] ? Item : never;

/** What the form offers for each detail, in order: the contract's values, which the app reads. */
export interface ContactChoices<D extends ContactDetails = ContactDetails> {
  services: readonly NonNullable<D['service']>[];
  therapyLanguages: readonly NonNullable<D['therapyLanguage']>[];
  freePeriods: readonly ItemOf<NonNullable<D['freePeriods']>>[];
  freeDays: readonly ItemOf<NonNullable<D['freeDays']>>[];
}

/** `values` with one detail set, or left out once emptied: a detail not chosen is not sent. */
export function withDetail<V extends ContactDetails, K extends keyof ContactDetails>(
  values: V,
  key: K,
  value: ContactDetails[K],
): V {
  const rest = Object.fromEntries(Object.entries(values).filter(([name]) => name !== key));
  const empty = value === undefined || (Array.isArray(value) && value.length === 0);
  return (empty ? rest : { ...rest, [key]: value }) as V;
}

/** A list detail with `item` ticked or unticked, in the order the choices give. */
export function toggled<Item extends string>(
  choices: readonly Item[],
  current: readonly Item[] | undefined,
  item: Item,
  checked: boolean,
): Item[] {
  return choices.filter((choice) => (choice === item ? checked : current?.includes(choice)));
}
