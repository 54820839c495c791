import { contactRequest } from '../../db/schema/contact-request.ts';
import type { ModelDefinition } from '../../engine/definition.ts';
import { BadRequestError } from '../../errors.ts';
import { recordRequestOpened } from './read-audit.ts';
import { retentionViewSchema, withPurgeDates } from './retention.ts';

const STATUSES = ['new', 'answered', 'closed'];
const comparable = (value: unknown) =>
  value instanceof Date ? value.toISOString() : JSON.stringify(value ?? null);

/** Staff read and follow up requests; only the public form (POST /api/submit) creates them. */
export const contactRequestModel: ModelDefinition = {
  name: 'contact_request',
  schemaName: 'ContactRequest',
  table: contactRequest,
  secret: [],
  // What a visitor wrote is health data: only an opening (audited) shows it; lists mask it and list
  // exports leave it out (a person's own copy, POST /contact_request/person/export, holds it whole).
  listHidden: ['message'],
  organizationColumn: 'organization_id',
  writable: true,
  creatable: false,
  deletable: true,
  describe: (row) => `Contact request #${String(row.id)}`,
  // Opening one is a read of health data: audited (who, when, from where; never the content).
  afterRead: recordRequestOpened,
  view: withPurgeDates,
  viewSchema: retentionViewSchema,
  prepare: (_db, values, existing) => {
    // A visitor's words are theirs: staff change the status (or archive), nothing else.
    const changed = Object.keys(values).filter(
      (key) =>
        !['status', 'active'].includes(key) &&
        comparable(values[key]) !== comparable(existing?.[key]),
    );
    if (changed.length)
      throw new BadRequestError('Only the status of a contact request can be changed.');
    if ('status' in values && !STATUSES.includes(values.status as string)) {
      throw new BadRequestError(`status must be one of ${STATUSES.join(', ')}.`);
    }
    return values;
  },
};
