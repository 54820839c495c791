import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { attachment } from '../../db/schema/attachment.ts';
import { practitioner } from '../../db/schema/practitioner.ts';
import { practitionerFieldSchemas as fields } from './practitioner-fields.ts';

/** The practice whose site this is: the first organization, created by the seed. */
const PRACTICE_ORGANIZATION = 1;

/** What anyone may read of a visible practitioner: the team page's content, nothing of the staff. */
export const PublicPractitionerSchema = Type.Object(
  {
    id: Type.Integer(),
    display_name: Type.String(),
    titles_fr: fields.titles_fr,
    titles_en: fields.titles_en,
    titles_de: fields.titles_de,
    bio_fr: fields.bio_fr,
    bio_en: fields.bio_en,
    bio_de: fields.bio_de,
    languages: fields.languages,
    specialities: fields.specialities,
    registrations: fields.registrations,
    gln: fields.gln,
    photo: Type.Union([
      Type.Null(),
      Type.String({ description: 'The photo’s name under GET /attachment/serve/{name}.' }),
    ]),
  },
  { $id: 'PublicPractitioner' },
);
export type PublicPractitioner = Static<typeof PublicPractitionerSchema>;

/**
 * The practice's visible practitioners in their team-page order, with their photo when it is
 * (still) a public image. Hidden and archived ones, and who signs in as whom, stay the staff's.
 */
export async function readPublicPractitioners(app: FastifyInstance): Promise<PublicPractitioner[]> {
  const rows = await app.db
    .select({
      id: practitioner.id,
      display_name: practitioner.display_name,
      titles_fr: practitioner.titles_fr,
      titles_en: practitioner.titles_en,
      titles_de: practitioner.titles_de,
      bio_fr: practitioner.bio_fr,
      bio_en: practitioner.bio_en,
      bio_de: practitioner.bio_de,
      languages: practitioner.languages,
      specialities: practitioner.specialities,
      registrations: practitioner.registrations,
      gln: practitioner.gln,
      photo: attachment.name,
    })
    .from(practitioner)
    .leftJoin(
      attachment,
      and(eq(attachment.id, practitioner.photo_id), eq(attachment.public, true)),
    )
    .where(
      and(
        eq(practitioner.organization_id, PRACTICE_ORGANIZATION),
        eq(practitioner.visible, true),
        eq(practitioner.active, true),
      ),
    )
    .orderBy(asc(practitioner.position), asc(practitioner.id));
  return rows as PublicPractitioner[];
}
