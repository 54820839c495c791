import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { loggerOptions } from './lib/logger.ts';
import { createSecretBox, type SecretBox } from './lib/secret-box.ts';
import { trustedProxies } from './lib/trust-proxy.ts';
import { authPlugin } from './plugins/app/auth.ts';
import { errorHandlerPlugin } from './plugins/app/error-handler.ts';
import { fileStorePlugin } from './plugins/app/file-store.ts';
import { formBodyPlugin } from './plugins/app/form-body.ts';
import { scheduledJobsPlugin } from './plugins/app/scheduled-jobs.ts';
import { securityPlugin } from './plugins/external/security.ts';
import { swaggerPlugin } from './plugins/external/swagger.ts';
import { accountLinkRoutes } from './routes/auth/account-links.ts';
import { changePasswordRoutes } from './routes/auth/change-password.ts';
import { initRoutes } from './routes/auth/init.ts';
import { meRoutes } from './routes/auth/me.ts';
import { passwordResetRoutes } from './routes/auth/password-reset.ts';
import { passwordlessLoginRoutes } from './routes/auth/passwordless-login.ts';
import { signupRoutes } from './routes/auth/signup.ts';
import { twoFactorConfigRoutes } from './routes/auth/two-factor-config.ts';
import { TokenResponse, tokenRoutes } from './routes/auth/token.ts';
import { API_PREFIX } from './routes/prefix.ts';
import { models } from './models/index.ts';
import { OrganizationSchema } from './routes/organization/organization-schemas.ts';
import { organizationRoutes } from './routes/organization/organization.ts';
import { humanCheckRoutes } from './routes/contact/human-check.ts';
import { submitRoutes } from './routes/contact/submit.ts';
import { createHumanCheck, type HumanCheck } from './services/contact/human-check.ts';
import { loadDemoDataRoutes } from './routes/demo-data/load-demo-data.ts';
import { deleteCheckRoutes } from './routes/models/delete-check.ts';
import { serveRoutes } from './routes/attachment/serve.ts';
import { uploadRoutes } from './routes/attachment/upload.ts';
import { registerModelReadRoutes } from './routes/models/register-model-routes.ts';
import { publicTextRoutes } from './routes/site-content/public-texts.ts';
import { healthRoutes } from './routes/util/health.ts';
import { ErrorResponse, MessageResponse, ValidationErrorResponse } from './schemas/errors.ts';
import { RoleSummarySchema, UserViewSchema } from './services/auth/user-view.ts';
import { recordSchema } from './services/model-engine/record-schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    appSecret: string;
    secretBox: SecretBox;
    humanCheck: HumanCheck;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  appSecret: string;
  /** Tests pass false to keep their output quiet. */
  logger?: boolean;
  /** Where the logs go instead of stdout (tests read what would be logged). */
  logStream?: { write(line: string): void };
  /** Hourly housekeeping (retention); the server turns it on, tests call the jobs directly. */
  jobs?: boolean;
}

/** Builds the whole API without listening; the server and the tests share it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { ...loggerOptions(options.config.LOG_LEVEL), stream: options.logStream },
    trustProxy: trustedProxies(options.config.TRUST_PROXY),
    ajv: { customOptions: { allErrors: true, removeAdditional: false, coerceTypes: 'array' } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', options.config);
  app.decorate('db', options.database.db);
  app.decorate('appSecret', options.appSecret);
  app.decorate('secretBox', createSecretBox(options.appSecret));
  app.decorate('humanCheck', createHumanCheck(options.appSecret));
  app.addHook('onClose', async () => options.database.close());

  app.addSchema(ErrorResponse);
  app.addSchema(ValidationErrorResponse);
  app.addSchema(MessageResponse);
  app.addSchema(RoleSummarySchema);
  app.addSchema(UserViewSchema);
  app.addSchema(TokenResponse);
  app.addSchema(OrganizationSchema);
  for (const model of models) app.addSchema(recordSchema(model));
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, { config: options.config });
  await app.register(swaggerPlugin);
  await app.register(formBodyPlugin);
  await app.register(multipart, {
    limits: { fileSize: options.config.UPLOAD_MAX_MB * 1024 * 1024, files: 10, fields: 20 },
  });
  await app.register(authPlugin);
  await app.register(fileStorePlugin);

  await app.register(healthRoutes, { prefix: API_PREFIX });
  await app.register(publicTextRoutes, { prefix: API_PREFIX });
  await app.register(
    async (scoped) => {
      for (const model of models) await registerModelReadRoutes(scoped, model);
    },
    { prefix: API_PREFIX },
  );
  await app.register(deleteCheckRoutes, { prefix: API_PREFIX });
  await app.register(loadDemoDataRoutes, { prefix: API_PREFIX });
  await app.register(uploadRoutes, { prefix: API_PREFIX });
  await app.register(serveRoutes, { prefix: API_PREFIX });
  await app.register(organizationRoutes, { prefix: API_PREFIX });
  await app.register(humanCheckRoutes, { prefix: API_PREFIX });
  // The spec's form backend lives beside the versioned API: POST {host}/api/submit.
  await app.register(submitRoutes, { prefix: '/api' });
  await app.register(initRoutes, { prefix: API_PREFIX });
  await app.register(tokenRoutes, { prefix: API_PREFIX });
  await app.register(meRoutes, { prefix: API_PREFIX });
  await app.register(signupRoutes, { prefix: API_PREFIX });
  await app.register(changePasswordRoutes, { prefix: API_PREFIX });
  await app.register(twoFactorConfigRoutes, { prefix: API_PREFIX });
  await app.register(accountLinkRoutes, { prefix: API_PREFIX });
  await app.register(passwordResetRoutes, { prefix: API_PREFIX });
  await app.register(passwordlessLoginRoutes, { prefix: API_PREFIX });

  if (options.jobs) await app.register(scheduledJobsPlugin);

  await app.ready();
  return app;
}
