import type { ContactLimits } from '@cabinet/ui/contact-form/contact-validation';
import contract from '@cabinet/api-client/openapi.json';

interface StringSchema {
  maxLength?: number;
  anyOf?: StringSchema[];
}

/** A string schema's longest length, through `anyOf` (the email may also be empty); 0 for none. */
const longest = (schema: StringSchema | undefined): number =>
  schema?.maxLength ?? Math.max(0, ...(schema?.anyOf ?? []).map(longest));

function maxLength(schema: StringSchema | undefined): number {
  const found = longest(schema);
  if (!found) throw new Error('The contract of POST /api/submit gives a text field no maxLength.');
  return found;
}

/**
 * The contact form's limits as the API's contract states them (`POST /api/submit`): read by the
 * server when it renders the page, and sent to the form with it.
 */
export function contactLimits(): ContactLimits {
  const fields = contract.paths['/api/submit'].post.requestBody.content['application/json'].schema
    .properties as Record<string, StringSchema>;
  return {
    name: maxLength(fields.name),
    surname: maxLength(fields.surname),
    phone: maxLength(fields.phone),
    email: maxLength(fields.email),
    message: maxLength(fields.message),
  };
}
