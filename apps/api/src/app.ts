import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { loggerOptions } from './lib/logger.ts';
import { createSecretBox, type SecretBox } from './lib/secret-box.ts';
import { trustedProxies } from './lib/trust-proxy.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { fileStorePlugin } from './plugins/file-store.ts';
import type { MailQueueOptions } from './mail/mail-queue.ts';
import { mailQueuePlugin } from './mail/mail-queue-plugin.ts';
import { formBodyPlugin } from './plugins/form-body.ts';
import {
  allowedOrigins,
  originCheck,
  EXPOSED_HEADERS,
  SECURITY_HEADERS,
  securityPlugin,
} from './plugins/security-headers.ts';
import { createHotPaths, serverWithHotPaths, type HotPath } from './http/hot-paths.ts';
import { TEXTS_CACHE_CONTROL } from './resources/site-content/public-texts.ts';
import { swaggerPlugin } from './plugins/openapi.ts';
import { createHumanCheck, type HumanCheck } from './resources/contact-request/human-check.ts';
import { housekeepingPlugin } from './resources/housekeeping.ts';
import { models, permissionResources, resourceSchemas, routes } from './resources/index.ts';
import { ErrorResponse, MessageResponse, ValidationErrorResponse } from './http/schemas.ts';
import { sharedSerializerFactory } from './http/shared-serializers.ts';
import { RoleSummarySchema, UserViewSchema } from './auth/current-user-view.ts';
import { createBodySchema, updateBodySchema } from './engine/input-schema.ts';
import { recordSchema } from './engine/record-schema.ts';

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
  /** The outbox sender's timings (tests shorten the retry delays). */
  mailQueue?: Partial<MailQueueOptions>;
  /**
   * How long a tracked visit stays open once its socket closed, for the visitor's next page to
   * connect again (10 s; tests shorten it).
   */
  trackingReconnectGraceMs?: number;
}

/** Builds the whole API without listening; the server and the tests share it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  let hotPath: HotPath | null = null;
  const app = Fastify({
    serverFactory: serverWithHotPaths(() => hotPath),
    logger:
      options.logger === false
        ? false
        : { ...loggerOptions(options.config.LOG_LEVEL), stream: options.logStream },
    trustProxy: trustedProxies(options.config.TRUST_PROXY),
    ajv: { customOptions: { allErrors: true, removeAdditional: false, coerceTypes: 'array' } },
    schemaController: { compilersFactory: { buildSerializer: sharedSerializerFactory() } },
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
  for (const schema of resourceSchemas) app.addSchema(schema);
  app.decorate('models', models);
  app.decorate('permissionResources', permissionResources);
  for (const model of models) {
    app.addSchema(recordSchema(model));
    if (model.writable) app.addSchema(updateBodySchema(model));
    if (model.writable && (model.creatable ?? true)) app.addSchema(createBodySchema(model));
  }
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, { config: options.config });
  await app.register(swaggerPlugin);
  await app.register(formBodyPlugin);
  await app.register(multipart, {
    limits: { fileSize: options.config.UPLOAD_MAX_MB * 1024 * 1024, files: 10, fields: 20 },
  });
  await app.register(authPlugin);
  await app.register(fileStorePlugin);
  await app.register(mailQueuePlugin, { queue: options.mailQueue });
  app.decorate('trackingReconnectGraceMs', options.trackingReconnectGraceMs ?? 10_000);

  for (const { plugin, prefix } of routes) await app.register(plugin, { prefix });

  if (options.jobs) await app.register(housekeepingPlugin);

  hotPath = createHotPaths({
    securityHeaders: SECURITY_HEADERS,
    mayRead: originCheck(allowedOrigins(options.config)),
    exposedHeaders: EXPOSED_HEADERS,
    texts: (namespace, language) => app.siteTexts.peek(namespace, language),
    textsCacheControl: TEXTS_CACHE_CONTROL,
  });
  // While the API stops, every request takes the framework's way, which refuses new ones (503).
  app.addHook('preClose', async () => {
    hotPath = null;
  });

  await app.ready();
  return app;
}
