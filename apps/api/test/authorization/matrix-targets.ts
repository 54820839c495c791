import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { app as appTable } from '../../src/db/schema/app.ts';
import { auditEvent } from '../../src/db/schema/audit-event.ts';
import { contactRequest } from '../../src/db/schema/contact-request.ts';
import { locale } from '../../src/db/schema/locale.ts';
import { mailOutbox } from '../../src/db/schema/mail-outbox.ts';
import { notification } from '../../src/db/schema/notification.ts';
import { impliedRole } from '../../src/db/schema/implied-role.ts';
import { organization } from '../../src/db/schema/organization.ts';
import { practitioner } from '../../src/db/schema/practitioner.ts';
import { role } from '../../src/db/schema/role.ts';
import { siteContent } from '../../src/db/schema/site-content.ts';
import { trackingEvent } from '../../src/db/schema/tracking-event.ts';
import { trackingSession } from '../../src/db/schema/tracking-session.ts';
import { user } from '../../src/db/schema/user.ts';
import { userRole } from '../../src/db/schema/user-role.ts';
import { roleIdByStringId } from '../../src/db/seed/roles.ts';
import { PNG, uploadFiles, type AttachmentAnswer } from '../helpers/files.ts';

let serial = 0;
const next = () => (serial += 1);

/** A fresh record of each model that belongs to `owner` (another user than the caller under test). */
export interface Target {
  id: number;
  /** The stored file name, for attachments. */
  storedName?: string;
}

export type TargetFactory = (app: FastifyInstance, owner: Owner) => Promise<Target>;

export interface Owner {
  id: number;
  token: string;
}

const first = async (app: FastifyInstance, table: typeof auditEvent | typeof appTable) => {
  const [row] = await app.db.select({ id: table.id }).from(table).limit(1);
  if (!row) throw new Error('expected a seeded row');
  return { id: row.id };
};

export const targets: Record<string, TargetFactory> = {
  locale: async (app) => {
    const n = next();
    const [row] = await app.db
      .insert(locale)
      .values({ code: `x${n}_XX`, iso_code: `x${n}`, name: `Matrix ${n}` })
      .returning({ id: locale.id });
    return { id: row!.id };
  },
  role: async (app) => {
    const [row] = await app.db
      .insert(role)
      .values({ name: `Matrix role ${next()}`, permissions: [], organization_id: 1 })
      .returning({ id: role.id });
    return { id: row!.id };
  },
  site_content: async (app) => {
    const [row] = await app.db
      .select({ id: siteContent.id })
      .from(siteContent)
      .where(eq(siteContent.name, 'public'))
      .limit(1);
    return { id: row!.id };
  },
  audit_event: (app) => first(app, auditEvent),
  apps: (app) => first(app, appTable),
  user: async (app) => {
    const n = next();
    const [row] = await app.db
      .insert(user)
      .values({ username: `matrix${n}`, email: `matrix${n}@example.ch`, organization_id: 1 })
      .returning({ id: user.id });
    return { id: row!.id };
  },
  notification: async (app, owner) => {
    const [row] = await app.db
      .insert(notification)
      .values({ owner_id: owner.id, organization_id: 1, title: `Matrix ${next()}` })
      .returning({ id: notification.id });
    return { id: row!.id };
  },
  contact_request: async (app) => {
    const [row] = await app.db
      .insert(contactRequest)
      .values({ organization_id: 1, name: `Matrix ${next()}`, consent_at: new Date() })
      .returning({ id: contactRequest.id });
    return { id: row!.id };
  },
  practitioner: async (app) => {
    const [row] = await app.db
      .insert(practitioner)
      .values({ organization_id: 1, display_name: `Matrix ${next()}` })
      .returning({ id: practitioner.id });
    return { id: row!.id };
  },
  xray: async (app, owner) => trackedVisit(app, owner),
  mail_outbox: async (app) => {
    const [row] = await app.db
      .insert(mailOutbox)
      .values({ organization_id: 1, kind: 'contact-notice', message_sealed: 'x', status: 'sent' })
      .returning({ id: mailOutbox.id });
    return { id: row!.id };
  },
  xray_event: async (app, owner) => {
    const visit = await trackedVisit(app, owner);
    const [row] = await app.db
      .insert(trackingEvent)
      .values({
        tracking_session_id: visit.id,
        owner_id: owner.id,
        organization_id: 1,
        type: 'page_view',
      })
      .returning({ id: trackingEvent.id });
    return { id: row!.id };
  },
  attachment: async (app, owner) => {
    const response = await uploadFiles(app, [{ name: `private-${next()}.png`, content: PNG }], {
      token: owner.token,
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    const [file] = response.json<AttachmentAnswer[]>();
    return { id: file!.id, storedName: file!.name };
  },
};

async function trackedVisit(app: FastifyInstance, owner: Owner): Promise<Target> {
  const [row] = await app.db
    .insert(trackingSession)
    .values({ owner_id: owner.id, organization_id: 1, origin: 'https://matrix.example' })
    .returning({ id: trackingSession.id });
  return { id: row!.id };
}

/** A fresh super admin of the seeded organization, for the actor "admin against super admin". */
export async function superAdminTarget(app: FastifyInstance): Promise<Target> {
  const n = next();
  const [row] = await app.db
    .insert(user)
    .values({
      username: `matrix.super${n}`,
      email: `matrix.super${n}@example.ch`,
      organization_id: 1,
    })
    .returning({ id: user.id });
  await app.db
    .insert(userRole)
    .values({ user_id: row!.id, role_id: await roleIdByStringId(app.db, 'super_admin_role') });
  return { id: row!.id };
}

/** The kinds of role an edit may aim at, as the role rules tell them apart. */
export type RoleKind = 'within' | 'beyond' | 'system' | 'other organization';

let otherOrganization: number | undefined;

/**
 * A fresh role of each kind: one within an organization admin's rights, one granting beyond them
 * (through a role it implies), a system role (the seeded user role), and one of another organization.
 */
export async function roleTarget(app: FastifyInstance, kind: RoleKind): Promise<Target> {
  if (kind === 'system') return { id: await roleIdByStringId(app.db, 'user_role') };
  if (kind === 'other organization' && otherOrganization === undefined) {
    const [made] = await app.db
      .insert(organization)
      .values({ name: 'Matrix elsewhere' })
      .returning({ id: organization.id });
    otherOrganization = made!.id;
  }
  const organizationId = kind === 'other organization' ? otherOrganization! : 1;
  const [row] = await app.db
    .insert(role)
    .values({
      name: `Matrix ${kind} role ${next()}`,
      permissions: ['contact_request:read:org'],
      organization_id: organizationId,
    })
    .returning({ id: role.id });
  if (kind === 'beyond') {
    const [wide] = await app.db
      .insert(role)
      .values({
        name: `Matrix wide role ${next()}`,
        permissions: ['audit_event:read:*'],
        organization_id: 1,
      })
      .returning({ id: role.id });
    await app.db.insert(impliedRole).values({ role_id: row!.id, implied_role_id: wide!.id });
  }
  return { id: row!.id };
}
