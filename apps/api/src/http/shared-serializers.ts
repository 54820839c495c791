import { createHash } from 'node:crypto';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type SerializerFactory = NonNullable<
  NonNullable<
    NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
  >['buildSerializer']
>;
type Serializer = (data: unknown) => string;

/** Every response serializer this process compiled, by what it was compiled from. */
const compiled = new Map<string, Serializer>();

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * Fastify's response serializers (fast-json-stringify), compiled once per process and shared by
 * every app the process builds.
 *
 * Why: compiling the serializers of every route and status is most of the time it takes to build
 * the app (about 2.5 of 3.5 s on two cores), and the test suites build an app per test file, three
 * times over. A serializer is a pure function of the response schema, the shared schemas it may
 * refer to and the serializer options (Fastify's compiler reads nothing else), so the same inputs
 * give the same function: the key is a digest of exactly those inputs, and anything else gets a
 * serializer of its own.
 */
export function sharedSerializerFactory(): SerializerFactory {
  const compileWithFastifyDefaults = SerializerSelector();
  return (externalSchemas, serializerOptions) => {
    const compile = compileWithFastifyDefaults(externalSchemas, serializerOptions);
    const context = digest([externalSchemas, serializerOptions ?? null]);
    return (route) => {
      const key = `${context}:${digest(route.schema)}`;
      let serializer = compiled.get(key);
      if (!serializer) {
        serializer = compile(route) as Serializer;
        compiled.set(key, serializer);
      }
      return serializer;
    };
  };
}
