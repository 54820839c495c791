import type { ContactChoices } from '@cabinet/ui/contact-form/contact-details';
import type { paths } from '@cabinet/api-client/schema';
import contract from '@cabinet/api-client/openapi.json';

type SubmitBody = paths['/api/submit']['post']['requestBody']['content']['application/json'];

/** The optional details of a contact request, as the API's contract types them. */
export type SubmitDetails = Pick<
  SubmitBody,
  'service' | 'therapyLanguage' | 'freePeriods' | 'freeDays'
>;

interface ChoiceSchema {
  enum?: string[];
  anyOf?: ChoiceSchema[];
  items?: ChoiceSchema;
}

/** The values a schema allows, in order: its `enum`, through `anyOf` and an array's `items`. */
const valuesOf = (schema: ChoiceSchema | undefined): string[] =>
  schema?.items
    ? valuesOf(schema.items)
    : [...(schema?.enum ?? []), ...(schema?.anyOf ?? []).flatMap(valuesOf)];

function choicesOf<Value extends string>(schema: ChoiceSchema | undefined): Value[] {
  const values = valuesOf(schema);
  if (!values.length) throw new Error('The contract of POST /api/submit lists a detail no values.');
  // The contract these are read from is the one `SubmitDetails` is generated from.
  return values as Value[];
}

/**
 * What the contact form's optional details offer, as the API's contract lists them (`POST
 * /api/submit`): read by the server when it renders the page, and sent to the form with it.
 */
export function contactChoices(): ContactChoices<SubmitDetails> {
  const fields = contract.paths['/api/submit'].post.requestBody.content['application/json'].schema
    .properties as Record<string, ChoiceSchema>;
  return {
    services: choicesOf(fields.service),
    therapyLanguages: choicesOf(fields.therapyLanguage),
    freePeriods: choicesOf(fields.freePeriods),
    freeDays: choicesOf(fields.freeDays),
  };
}
