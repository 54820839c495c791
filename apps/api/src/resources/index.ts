/**
 * The registry of resources: every model the generic routes serve, every resource's own routes,
 * and the named schemas their answers refer to. Only this file, app.ts and server.ts import
 * resources; shared machinery never does (the lint zones in eslint.config.js enforce it).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TSchema } from 'typebox';
import type { ModelDefinition } from '../engine/definition.ts';
import { modelRoutes } from '../engine/routes/index.ts';
import { API_PREFIX } from '../http/prefix.ts';
import { accountLinkRoutes } from './account/account-link-routes.ts';
import { changePasswordRoutes } from './account/change-password-route.ts';
import { initRoutes } from './account/init-route.ts';
import { meRoutes } from './account/me-route.ts';
import { passwordResetRoutes } from './account/password-reset-routes.ts';
import { passwordlessLoginRoutes } from './account/passwordless-login-route.ts';
import { signupRoutes } from './account/signup-route.ts';
import { TokenResponse, tokenRoutes } from './account/token-route.ts';
import { sessionRoutes } from './account/session-routes.ts';
import { twoFactorConfigRoutes } from './account/two-factor-config-routes.ts';
import { emailChangeRoutes } from './account/email-change-routes.ts';
import { availabilityRoutes } from './appointment/availability-routes.ts';
import { AvailabilitySchema, FreeTimeSchema } from './appointment/availability-schemas.ts';
import { bookingRoutes } from './appointment/booking-routes.ts';
import { calendarFeedRoutes } from './appointment/calendar-feed-routes.ts';
import { CancellationViewSchema, OfferViewSchema } from './appointment/booking-schemas.ts';
import { offerRoutes } from './appointment/offer-routes.ts';
import { AppointmentOfferSchema, AppointmentSchema } from './appointment/offer-schemas.ts';
import { appsModel } from './apps/apps-model.ts';
import { loadDemoDataRoutes } from './apps/load-demo-data-route.ts';
import { attachmentModel } from './attachment/attachment-model.ts';
import { serveRoutes } from './attachment/serve-route.ts';
import { uploadRoutes } from './attachment/upload-route.ts';
import { auditEventModel } from './audit-event/audit-event-model.ts';
import { contactRequestModel } from './contact-request/contact-request-model.ts';
import { humanCheckRoutes } from './contact-request/human-check-routes.ts';
import { noteRoutes } from './contact-request/note-routes.ts';
import { ContactRequestNoteSchema } from './contact-request/notes.ts';
import { personRoutes } from './contact-request/person-routes.ts';
import { replyRoutes } from './contact-request/reply-routes.ts';
import { ContactRequestMailSchema } from './contact-request/request-mails.ts';
import {
  PersonContactRequestExportSchema,
  PersonRequestSchema,
} from './contact-request/person-requests.ts';
import { RequestReadSchema } from './contact-request/read-audit.ts';
import { submitRoutes } from './contact-request/submit-route.ts';
import { healthRoutes } from './health/health-route.ts';
import { SystemStatusSchema } from './system-status/system-status-schema.ts';
import { systemStatusRoutes } from './system-status/system-status-route.ts';
import { localeModel } from './locale/locale-model.ts';
import { mailOutboxModel } from './mail-outbox/mail-outbox-model.ts';
import { resendRoutes } from './mail-outbox/resend-route.ts';
import { notificationModel } from './notification/notification-model.ts';
import { OrganizationSchema } from './organization/organization-schemas.ts';
import { organizationRoutes } from './organization/organization-routes.ts';
import {
  ColumnPreferences,
  columnPreferenceRoutes,
} from './preference/column-preference-routes.ts';
import { languagePreferenceRoutes } from './preference/language-preference-route.ts';
import { practitionerModel } from './practitioner/practitioner-model.ts';
import { practitionerRoutes } from './practitioner/practitioner-routes.ts';
import { PublicPractitionerSchema } from './practitioner/public-practitioners.ts';
import { replyTemplateRoutes } from './reply-template/reply-template-routes.ts';
import { ReplyTemplateSchema } from './reply-template/template-texts.ts';
import { rolePermissionRoutes } from './role/permission-routes.ts';
import { RolePreviewSchema } from './role/permission-preview.ts';
import { roleModel } from './role/role-model.ts';
import { savedViewRoutes } from './saved-view/saved-view-routes.ts';
import { SavedViewSchema, SavedViewStateSchema } from './saved-view/saved-view-schemas.ts';
import { siteContentModel } from './site-content/site-content-model.ts';
import { publicTextRoutes } from './site-content/public-texts-route.ts';
import { siteTextsCachePlugin } from './site-content/site-texts-cache-plugin.ts';
import { dailyPageViewsRoutes } from './tracking/daily-page-views-route.ts';
import { trackingRoutes } from './tracking/tracking-routes.ts';
import { trackingSocketRoutes } from './tracking/tracking-socket-route.ts';
import { xrayEventModel } from './tracking/xray-event-model.ts';
import { xrayModel } from './tracking/xray-model.ts';
import { userModel } from './user/user-model.ts';
import { ownProfileRoutes } from './user/own-profile-route.ts';

/** The models the generic routes serve (engine/routes), each configured in its resource's folder. */
export const models: readonly ModelDefinition[] = [
  localeModel,
  roleModel,
  siteContentModel,
  auditEventModel,
  appsModel,
  userModel,
  notificationModel,
  contactRequestModel,
  attachmentModel,
  xrayModel,
  xrayEventModel,
  mailOutboxModel,
  practitionerModel,
];

/**
 * Every name a permission gives rights on: the models, and the names resources' own routes check
 * beyond them (the organization's settings, sharing saved views, the server's status). The role
 * editor lists them.
 */
export const permissionResources: readonly string[] = [
  ...models.map((model) => model.name),
  'organization',
  'saved_view',
  'system_status',
];

/** Schemas with an `$id` that several routes refer to by name (`Type.Ref('Organization')`). */
export const resourceSchemas: readonly TSchema[] = [
  TokenResponse,
  OrganizationSchema,
  RequestReadSchema,
  ContactRequestNoteSchema,
  ContactRequestMailSchema,
  ReplyTemplateSchema,
  PersonRequestSchema,
  PersonContactRequestExportSchema,
  ColumnPreferences,
  PublicPractitionerSchema,
  RolePreviewSchema,
  SavedViewStateSchema,
  SavedViewSchema,
  SystemStatusSchema,
  AvailabilitySchema,
  FreeTimeSchema,
  AppointmentOfferSchema,
  AppointmentSchema,
  OfferViewSchema,
  CancellationViewSchema,
];

/**
 * Every route, in the order it is registered (the OpenAPI document lists paths in this order):
 * each resource's own routes, whose paths are written in full in its folder, and the engine's
 * generic routes of every model. All live below `/api/v1` except the contact form's backend,
 * `POST /api/submit`, which the public site's form posts to at the host root.
 */
export const routes: readonly { plugin: FastifyPluginAsync; prefix: string }[] = [
  // No route: the public texts held in memory for the whole API (before the routes using them).
  { plugin: siteTextsCachePlugin, prefix: '' },
  { plugin: healthRoutes, prefix: API_PREFIX },
  { plugin: systemStatusRoutes, prefix: API_PREFIX },
  { plugin: publicTextRoutes, prefix: API_PREFIX },
  // Before the generic routes, so `/contact_request/person/...` is not read as a record id.
  { plugin: personRoutes, prefix: API_PREFIX },
  { plugin: noteRoutes, prefix: API_PREFIX },
  { plugin: offerRoutes, prefix: API_PREFIX },
  { plugin: bookingRoutes, prefix: API_PREFIX },
  { plugin: replyRoutes, prefix: API_PREFIX },
  { plugin: replyTemplateRoutes, prefix: API_PREFIX },
  { plugin: trackingRoutes, prefix: API_PREFIX },
  // Before the generic routes, so `/xray_event/daily_page_views` is not read as a record id.
  { plugin: dailyPageViewsRoutes, prefix: API_PREFIX },
  { plugin: trackingSocketRoutes, prefix: API_PREFIX },
  // Before the generic routes, so `/practitioner/public` is not read as a record id.
  { plugin: practitionerRoutes, prefix: API_PREFIX },
  // Before the generic routes, so `/role/permission_catalog` is not read as a record id.
  { plugin: rolePermissionRoutes, prefix: API_PREFIX },
  { plugin: availabilityRoutes, prefix: API_PREFIX },
  { plugin: calendarFeedRoutes, prefix: API_PREFIX },
  { plugin: modelRoutes, prefix: API_PREFIX },
  { plugin: loadDemoDataRoutes, prefix: API_PREFIX },
  { plugin: uploadRoutes, prefix: API_PREFIX },
  { plugin: serveRoutes, prefix: API_PREFIX },
  { plugin: organizationRoutes, prefix: API_PREFIX },
  { plugin: humanCheckRoutes, prefix: API_PREFIX },
  { plugin: submitRoutes, prefix: '' },
  { plugin: initRoutes, prefix: API_PREFIX },
  { plugin: tokenRoutes, prefix: API_PREFIX },
  { plugin: sessionRoutes, prefix: API_PREFIX },
  { plugin: meRoutes, prefix: API_PREFIX },
  { plugin: signupRoutes, prefix: API_PREFIX },
  { plugin: changePasswordRoutes, prefix: API_PREFIX },
  { plugin: twoFactorConfigRoutes, prefix: API_PREFIX },
  { plugin: ownProfileRoutes, prefix: API_PREFIX },
  { plugin: emailChangeRoutes, prefix: API_PREFIX },
  { plugin: accountLinkRoutes, prefix: API_PREFIX },
  { plugin: passwordResetRoutes, prefix: API_PREFIX },
  { plugin: passwordlessLoginRoutes, prefix: API_PREFIX },
  { plugin: columnPreferenceRoutes, prefix: API_PREFIX },
  { plugin: savedViewRoutes, prefix: API_PREFIX },
  { plugin: languagePreferenceRoutes, prefix: API_PREFIX },
  { plugin: resendRoutes, prefix: API_PREFIX },
];
