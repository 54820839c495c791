import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../http/prefix.ts';
import { PAGE_HEADERS } from './security-headers.ts';

/**
 * The OpenAPI 3.1 document, the only contract with the front ends. Paths are written relative to
 * `{api}` (= `/api/v1`), which is what the generated client takes as its base URL.
 */
export const swaggerPlugin = fp(async (app: FastifyInstance) => {
  // Every documented route says who may call it (http/security.ts): one that forgets stops the start.
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { hide?: boolean; security?: unknown } | undefined;
    if (schema && !schema.hide && schema.security === undefined)
      throw new Error(
        `${String(route.method)} ${route.url} declares no security (http/security.ts).`,
      );
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Cabinet API',
        version: '1.0.0',
        description: 'Website and staff back-office of a psychotherapy practice.',
      },
      servers: [{ url: API_PREFIX }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: ({ schema, url }) => ({
      schema,
      url: url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) || '/' : url,
    }),
    // Paths outside {api} (the form backend's /api/submit) name their own server: the host root.
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      for (const [path, item] of Object.entries(document.openapiObject.paths ?? {})) {
        if (path.startsWith('/api/')) Object.assign(item as object, { servers: [{ url: '/' }] });
      }
      return document.openapiObject;
    },
    refResolver: { buildLocalReference: (json) => json.$id as string },
  });
  // The docs are the API's one HTML page: they add the headers only a page needs.
  await app.register(async (docs) => {
    docs.addHook('onRequest', (_request, reply, done) => {
      reply.headers(PAGE_HEADERS);
      done();
    });
    await docs.register(swaggerUi, {
      routePrefix: `${API_PREFIX}/docs`,
      staticCSP: true,
      uiConfig: { deepLinking: true },
    });
  });
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, () => app.swagger());
});
