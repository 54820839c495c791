import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { organization } from '../../db/schema/organization.ts';
import { withErrors } from '../../http/schemas.ts';
import { recordAudit, recordModelAudit } from '../../audit/record-audit.ts';
import { MAIL_OUTCOMES } from '../../mail/mail-outcome.ts';
import { sendMail } from '../../mail/mailer.ts';
import { scopeFor } from '../../permissions/permission.ts';
import { OrganizationUpdateSchema, PUBLIC_ORGANIZATION_FIELDS } from './organization-schemas.ts';
import { RecordIdParams } from '../../http/schemas.ts';

type OrganizationRow = typeof organization.$inferSelect;

/** Whether the caller administers this organization (its settings, SMTP included). */
function administers(request: FastifyRequest, organizationId: number): boolean {
  const current = request.currentUser;
  if (!current) return false;
  const scope = scopeFor(current.permissions, 'organization', 'write');
  return scope === 'all' || (scope === 'org' && current.row.organization_id === organizationId);
}

/**
 * Whether an update points the SMTP settings at another server, port or account. The stored password
 * then goes unless a new one comes with it: it was given for one account and is never handed to
 * another host (an administrator could otherwise collect it with a server of their own).
 */
function movesMailAccount(row: OrganizationRow, values: Partial<OrganizationRow>): boolean {
  return (['mail_server', 'mail_port', 'mail_username'] as const).some(
    (key) => values[key] !== undefined && (values[key] ?? null) !== (row[key] ?? null),
  );
}

function view(row: OrganizationRow, full: boolean) {
  const shown: Record<string, unknown> = Object.fromEntries(
    PUBLIC_ORGANIZATION_FIELDS.map((key) => [key, row[key]]),
  );
  if (!full) return shown;
  const {
    mail_password_sealed,
    created_at: _c,
    updated_at: _u,
    string_id: _s,
    active: _a,
    system: _y,
    is_technical: _t,
    ...settings
  } = row;
  return { ...settings, mail_password_set: Boolean(mail_password_sealed) };
}

export const organizationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const load = async (id: number) =>
    (await app.db.select().from(organization).where(eq(organization.id, id)))[0];

  app.get(
    '/organization/:id',
    {
      schema: {
        tags: ['organization'],
        operationId: 'getOrganization',
        summary:
          'The organization: its public identity for anyone, every setting for its administrators.',
        params: RecordIdParams,
        response: withErrors({ 200: Type.Ref('Organization') }),
      },
    },
    async (request, reply) => {
      const row = await load(request.params.id);
      if (!row)
        return reply.code(404).send({ detail: `organization ${request.params.id} was not found.` });
      return view(row, administers(request, row.id));
    },
  );

  app.put(
    '/organization/:id',
    {
      schema: {
        tags: ['organization'],
        operationId: 'updateOrganization',
        summary:
          'Changes the organization settings; the mail password is write-only and stored sealed.',
        params: RecordIdParams,
        body: OrganizationUpdateSchema,
        response: withErrors({ 200: Type.Ref('Organization') }),
      },
    },
    async (request, reply) => {
      const row = await load(request.params.id);
      if (!row || !administers(request, row.id)) {
        return reply
          .code(request.currentUser ? 403 : 401)
          .send({ detail: 'Only administrators can change the organization settings.' });
      }
      const { mail_password, mail_port, ...body } = request.body;
      const known = new Set(Object.keys(OrganizationUpdateSchema.properties));
      const unknown = Object.keys(request.body as object).filter(
        (key) =>
          !known.has(key) &&
          !key.startsWith('mail_password_set') &&
          !['id', 'created_at', 'updated_at'].includes(key),
      );
      if (unknown.length)
        return reply.code(400).send({
          detail: `Unknown field${unknown.length > 1 ? 's' : ''} for organization: ${unknown.join(', ')}.`,
        });
      const values = Object.fromEntries(
        Object.entries(body as Record<string, unknown>).filter(([key]) => known.has(key)),
      ) as Partial<OrganizationRow>;
      if (mail_port !== undefined) values.mail_port = mail_port === null ? null : Number(mail_port);
      if (mail_password !== undefined)
        values.mail_password_sealed = mail_password ? app.secretBox.seal(mail_password) : null;
      else if (movesMailAccount(row, values)) values.mail_password_sealed = null;
      const [updated]: OrganizationRow[] = Object.keys(values).length
        ? await app.db
            .update(organization)
            .set(values)
            .where(eq(organization.id, row.id))
            .returning()
        : [row];
      await recordModelAudit(
        app.db,
        'organization.updated',
        { userId: request.currentUser?.row.id ?? null, ip: request.ip },
        'organization',
        [row.id],
        // Which settings changed, never their values.
        { fields: Object.keys(values).join(',') },
      );
      return view(updated!, true);
    },
  );

  app.post(
    '/organization/:id/test-email',
    {
      schema: {
        tags: ['organization'],
        operationId: 'sendTestEmail',
        summary:
          'Sends a test message through the saved SMTP settings and tells the outcome in a few words.',
        params: RecordIdParams,
        body: Type.Object({ to: Type.String({ format: 'email', maxLength: 254 }) }),
        response: withErrors({ 200: Type.Object({ sent: Type.Boolean(), detail: Type.String() }) }),
      },
    },
    async (request, reply) => {
      const row = await load(request.params.id);
      if (!row || !administers(request, row.id)) {
        return reply
          .code(request.currentUser ? 403 : 401)
          .send({ detail: 'Only administrators can test the mail settings.' });
      }
      const result = await sendMail(
        app.db,
        app.secretBox,
        {
          to: request.body.to,
          subject: `${row.name}: test message`,
          text: 'The mail settings work: this message arrived.',
        },
        row.id,
      );
      await recordAudit(app.db, {
        event: 'organization.test_email',
        userId: request.currentUser?.row.id ?? null,
        ip: request.ip,
        detail: { sent: result.sent },
      });
      return result.sent
        ? { sent: true, detail: MAIL_OUTCOMES.sent }
        : { sent: false, detail: result.reason };
    },
  );
};
