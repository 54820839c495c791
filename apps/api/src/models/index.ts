// The models the generic routes serve; each file configures one.
import type { ModelDefinition } from '../services/model-engine/definition.ts';
import { appsModel } from './apps.ts';
import { attachmentModel } from './attachment.ts';
import { auditEventModel } from './audit-event.ts';
import { contactRequestModel } from './contact-request.ts';
import { localeModel } from './locale.ts';
import { notificationModel } from './notification.ts';
import { roleModel } from './role.ts';
import { siteContentModel } from './site-content.ts';
import { userModel } from './user.ts';

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
];
