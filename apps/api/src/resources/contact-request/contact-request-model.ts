import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactRequest } from '../../db/schema/contact-request.ts';
import { practitioner } from '../../db/schema/practitioner.ts';
import type { ModelDefinition } from '../../engine/definition.ts';
import { BadRequestError } from '../../errors.ts';
import { contactRequestFieldSchemas, ENDED_STATUSES } from './contact-request-fields.ts';
import { recordRequestOpened } from './read-audit.ts';
import { contactRequestViewSchema, viewContactRequests } from './contact-request-view.ts';

/** What staff change on a request: where it stands and whom it is assigned to (or archive it). */
const STAFF_FIELDS = ['status', 'practitioner_id', 'active'];
const comparable = (value: unknown) =>
  value instanceof Date ? value.toISOString() : JSON.stringify(value ?? null);

/** A request is assigned to a practitioner of its own practice. */
async function checkPractitioner(db: Database, practitionerId: unknown, organizationId: unknown) {
  if (practitionerId === null || practitionerId === undefined) return;
  if (!Number.isInteger(practitionerId))
    throw new BadRequestError('practitioner_id must be a practitioner id.');
  const [found] = await db
    .select({ id: practitioner.id })
    .from(practitioner)
    .where(
      and(
        eq(practitioner.id, practitionerId as number),
        eq(practitioner.organization_id, organizationId as number),
      ),
    );
  if (!found)
    throw new BadRequestError(
      `practitioner_id: practitioner ${practitionerId as number} was not found.`,
    );
}

/**
 * Staff read and follow up requests; only the public form (POST /api/submit) creates them.
 * Administrators see their practice's requests; a practitioner (scope `own`) sees those assigned
 * to them, through the practitioner record linked to their user.
 */
export const contactRequestModel: ModelDefinition = {
  name: 'contact_request',
  schemaName: 'ContactRequest',
  table: contactRequest,
  secret: [],
  // What a visitor wrote is health data: only an opening (audited) shows it; lists mask it and list
  // exports leave it out (a person's own copy, POST /contact_request/person/export, holds it whole).
  listHidden: ['message'],
  organizationColumn: 'organization_id',
  ownerRows: (userId) =>
    sql`${contactRequest.practitioner_id} in (select ${practitioner.id} from ${practitioner} where ${practitioner.user_id} = ${userId})`,
  writable: true,
  creatable: false,
  deletable: true,
  serverSet: ['closed_at'],
  fieldSchemas: contactRequestFieldSchemas,
  describe: (row) => `Contact request #${String(row.id)}`,
  // Opening one is a read of health data: audited (who, when, from where; never the content).
  afterRead: recordRequestOpened,
  view: viewContactRequests,
  viewSchema: contactRequestViewSchema,
  prepare: async (db, values, existing) => {
    // A visitor's words are theirs: staff change the status and the assignee, nothing else.
    const changed = Object.keys(values).filter(
      (key) =>
        !STAFF_FIELDS.includes(key) && comparable(values[key]) !== comparable(existing?.[key]),
    );
    if (changed.length)
      throw new BadRequestError(
        'Only the status and the practitioner of a contact request can be changed.',
      );
    if ('practitioner_id' in values && values.practitioner_id !== existing?.practitioner_id)
      await checkPractitioner(db, values.practitioner_id, existing?.organization_id);
    if ('status' in values && values.status !== existing?.status) {
      // The retention period of a request that ended counts from its end; reopened, it stops.
      values.closed_at = ENDED_STATUSES.includes(values.status as string) ? new Date() : null;
    }
    return values;
  },
};
