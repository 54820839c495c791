import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit, recordModelAudit } from '../../audit/record-audit.ts';
import { BadRequestError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../errors.ts';
import { MAIL_OUTCOMES } from '../../mail/mail-outcome.ts';
import { sendMail } from '../../mail/mailer.ts';
import { scopeFor } from '../../permissions/permission.ts';
import { loadOrganization, saveOrganization, type OrganizationRow } from './organization-data.ts';
import {
  OrganizationUpdateSchema,
  PUBLIC_ORGANIZATION_FIELDS,
  type OrganizationUpdate,
} from './organization-schemas.ts';

/** Whether the caller administers this organization (its settings, SMTP included). */
function administers(request: FastifyRequest, organizationId: number): boolean {
  const current = request.currentUser;
  if (!current) return false;
  const scope = scopeFor(current.permissions, 'organization', 'write');
  return scope === 'all' || (scope === 'org' && current.row.organization_id === organizationId);
}

/** The organization a settings change or mail test is for: 401 for a visitor, 403 for a non-admin. */
async function administered(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  what: string,
) {
  const row = await loadOrganization(app.db, id);
  if (row && administers(request, row.id)) return row;
  const message = `Only administrators can ${what}.`;
  throw request.currentUser ? new ForbiddenError(message) : new UnauthorizedError(message);
}

/**
 * Whether an update changes where or how the SMTP password travels: another server, port or
 * account, or another TLS setting (implicit TLS, STARTTLS, certificate checks). The stored password
 * then goes unless a new one comes with it: it was given for one destination over one kind of
 * connection, and is never handed to another host (an administrator could otherwise collect it with
 * a server of their own) nor sent where it could travel in clear or to an unchecked certificate.
 */
function movesMailAccount(row: OrganizationRow, values: Partial<OrganizationRow>): boolean {
  return (
    [
      'mail_server',
      'mail_port',
      'mail_username',
      'mail_ssl_tls',
      'mail_starttls',
      'mail_validate_certs',
    ] as const
  ).some((key) => values[key] !== undefined && (values[key] ?? null) !== (row[key] ?? null));
}

/** Public fields for anyone; every setting but the mail password (only whether one is set) for admins. */
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

export async function readOrganization(app: FastifyInstance, request: FastifyRequest, id: number) {
  const row = await loadOrganization(app.db, id);
  if (!row) throw new NotFoundError(`organization ${id} was not found.`);
  return view(row, administers(request, row.id));
}

/**
 * The columns an update sets. A field the form does not know is refused by name; the fields an edit
 * form sends back as it received them (id, timestamps, whether a password is set) are ignored.
 */
function valuesOf(app: FastifyInstance, row: OrganizationRow, body: OrganizationUpdate) {
  const { mail_password, mail_port, ...rest } = body;
  const known = new Set(Object.keys(OrganizationUpdateSchema.properties));
  const unknown = Object.keys(body).filter(
    (key) =>
      !known.has(key) &&
      !key.startsWith('mail_password_set') &&
      !['id', 'created_at', 'updated_at'].includes(key),
  );
  if (unknown.length)
    throw new BadRequestError(
      `Unknown field${unknown.length > 1 ? 's' : ''} for organization: ${unknown.join(', ')}.`,
    );
  const values = Object.fromEntries(
    Object.entries(rest as Record<string, unknown>).filter(([key]) => known.has(key)),
  ) as Partial<OrganizationRow>;
  if (mail_port !== undefined) values.mail_port = mail_port === null ? null : Number(mail_port);
  if (mail_password !== undefined)
    values.mail_password_sealed = mail_password ? app.secretBox.seal(mail_password) : null;
  else if (movesMailAccount(row, values)) values.mail_password_sealed = null;
  return values;
}

/** Changes the settings; the audit trail names which settings changed, never their values. */
export async function updateOrganization(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: OrganizationUpdate,
) {
  const row = await administered(app, request, id, 'change the organization settings');
  const values = valuesOf(app, row, body);
  const updated = await saveOrganization(app.db, row, values);
  const who = { userId: request.currentUser?.row.id ?? null, ip: request.ip };
  const fields = Object.keys(values).join(',');
  await recordModelAudit(app.db, 'organization.updated', who, 'organization', [row.id], { fields });
  return view(updated, true);
}

/** Sends a test message through the saved SMTP settings and tells the outcome in a few words. */
export async function sendTestEmail(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  to: string,
) {
  const row = await administered(app, request, id, 'test the mail settings');
  const message = {
    to,
    subject: `${row.name}: test message`,
    text: 'The mail settings work: this message arrived.',
  };
  const result = await sendMail(app.db, app.secretBox, message, row.id);
  await recordAudit(app.db, {
    event: 'organization.test_email',
    userId: request.currentUser?.row.id ?? null,
    ip: request.ip,
    detail: { sent: result.sent },
  });
  return result.sent
    ? { sent: true, detail: MAIL_OUTCOMES.sent }
    : { sent: false, detail: result.reason };
}
