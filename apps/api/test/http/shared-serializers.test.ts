import { describe, expect, it } from 'vitest';
import { sharedSerializerFactory } from '../../src/http/shared-serializers.ts';

const route = (schema: object) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });
const person = {
  type: 'object',
  properties: { name: { type: 'string' }, age: { type: 'integer' } },
} as const;

describe('response serializers shared by the apps of one process', () => {
  it('gives a second app the function compiled for the first, for the same schema', () => {
    const first = sharedSerializerFactory()({}, {});
    const second = sharedSerializerFactory()({}, {});
    const serialize = first(route(person));
    expect(second(route(structuredClone(person)))).toBe(serialize);
    expect(serialize({ name: 'Ana', age: 41, note: 'not in the schema' })).toBe(
      '{"name":"Ana","age":41}',
    );
  });

  it('compiles anew when the schema, the shared schemas or the options differ', () => {
    const factory = sharedSerializerFactory();
    const plain = factory({}, {})(route(person));
    expect(factory({}, {})(route({ ...person, required: ['name'] }))).not.toBe(plain);

    // The same reference resolved against two different sets of shared schemas.
    const byRef = { $ref: 'Thing#' };
    const withName = factory(
      { Thing: { $id: 'Thing', type: 'object', properties: { name: { type: 'string' } } } },
      {},
    )(route(byRef));
    const withAge = factory(
      { Thing: { $id: 'Thing', type: 'object', properties: { age: { type: 'integer' } } } },
      {},
    )(route(byRef));
    expect(withName({ name: 'Ana', age: 41 })).toBe('{"name":"Ana"}');
    expect(withAge({ name: 'Ana', age: 41 })).toBe('{"age":41}');

    const rounded = factory({}, { rounding: 'floor' })(route(person));
    expect(rounded).not.toBe(plain);
    expect(rounded({ age: 41.7 })).toBe('{"age":41}');
  });
});
