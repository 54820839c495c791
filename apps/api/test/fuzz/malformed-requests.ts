import fc from 'fast-check';

/** What the fuzz test needs of one OpenAPI operation. */
export interface Operation {
  method: string;
  /** The path as the server routes it, with `{name}` placeholders (`/api/v1/user/{id}`). */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** The content types the operation accepts, and the property names of its JSON body if known. */
  contentTypes: string[];
  bodyProperties: string[];
}

export type Auth = 'none' | 'admin' | 'user' | 'garbage';

export interface MalformedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  auth: Auth;
}

/** Numbers a 32-bit integer column, a JavaScript number or a parser chokes on. */
const hostileNumber = fc.constantFrom(
  0,
  -1,
  1.5,
  2_147_483_647,
  2_147_483_648,
  99_999_999_999,
  -99_999_999_999,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
);

/** Text a route does not expect: long, odd characters, numbers in disguise, SQL fragments. */
const hostileText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'null',
    'undefined',
    'NaN',
    '-0',
    '1e999',
    '99999999999',
    '2147483648',
    "' or 1=1 --",
    '%00',
    '\u0000',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '{{7*7}}',
    '😀'.repeat(50),
  ),
  fc.string({ maxLength: 40 }),
  fc.integer({ min: 1, max: 20 }).map((n) => 'x'.repeat(n * 1000)),
);

/** Any JSON value, hostile numbers and text included. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileNumber,
  hostileText,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileNumber, hostileText), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.oneof(hostileNumber, hostileText), {
    maxKeys: 4,
  }),
  fc.array(fc.integer(), { minLength: 1001, maxLength: 1500 }),
);

/** A path or query value as it travels in a URL. */
const urlValue = fc.oneof(
  hostileNumber.map(String),
  hostileText.map((text) => text.slice(0, 3000)),
  fc.constantFrom('1', 'true', 'abc', '1.5', '-1', '0x10', '1,2,3', '[]', '%', '%%', '%2e%2e'),
);

/** A filter in the shape the search and delete routes read, with hostile values inside. */
const hostileFilter = fc.record({
  AND: fc.array(
    fc.record({
      field: fc.constantFrom('id', 'organization_id', 'email', 'name', 'active', 'x', 'id.x'),
      operator: fc.constantFrom('=', 'in', 'not_in', '>', 'between', 'like', 'ilike', '~'),
      value: hostileValue,
    }),
    { maxLength: 3 },
  ),
});

function encodePathValue(value: string): string {
  // A bare '%' is kept for some requests: the router must still answer cleanly.
  return value === '%' || value === '%%' ? value : encodeURIComponent(value);
}

const body = (operation: Operation) =>
  fc.oneof(
    // A JSON object with the operation's own fields given wrong values, plus unknown ones.
    fc
      .tuple(
        fc.subarray(operation.bodyProperties),
        fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 3 }),
        fc.array(hostileValue, { minLength: 10, maxLength: 10 }),
      )
      .map(([names, extra, values]) => ({
        contentType: 'application/json',
        payload: JSON.stringify({
          ...extra,
          ...Object.fromEntries(names.map((name, i) => [name, values[i % values.length]])),
        }),
      })),
    hostileFilter.map((filter) => ({
      contentType: 'application/json',
      payload: JSON.stringify({ search: filter, ...filter }),
    })),
    hostileValue.map((value) => ({
      contentType: 'application/json',
      payload: JSON.stringify(value),
    })),
    fc.constantFrom('{', '{"a":', '[1,2', 'nul', '{"__proto__":{"x":1}}', '"').map((payload) => ({
      contentType: 'application/json',
      payload,
    })),
    fc.constantFrom(
      { contentType: 'text/plain', payload: 'hello' },
      { contentType: 'application/xml', payload: '<a>1</a>' },
      { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%ZZ&username=' },
      { contentType: 'multipart/form-data', payload: 'no boundary here' },
      { contentType: 'multipart/form-data; boundary=xyz', payload: '--xyz\r\ngarbage' },
      {
        contentType: 'multipart/form-data; boundary=xyz',
        payload:
          '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n' +
          'Content-Type: text/csv\r\n\r\nid,name\r\n99999999999,x\r\nabc\r\n--xyz--\r\n',
      },
      { contentType: 'application/json; charset=latin-9', payload: '{}' },
      { contentType: '', payload: '{}' },
    ),
  );

const auth = fc.constantFrom<Auth>('none', 'admin', 'user', 'garbage');

/** Generates hostile requests for one operation. */
export function malformedRequests(operation: Operation): fc.Arbitrary<MalformedRequest> {
  const pathValues = fc.array(urlValue, {
    minLength: operation.pathParams.length,
    maxLength: operation.pathParams.length,
  });
  const query = fc.dictionary(
    fc.oneof(fc.constantFrom(...operation.queryParams, 'extra'), fc.string({ maxLength: 8 })),
    urlValue,
    { maxKeys: 3 },
  );
  const withBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  return fc
    .tuple(pathValues, query, withBody ? fc.option(body(operation)) : fc.constant(null), auth)
    .map(([values, params, sent, who]) => {
      let url = operation.path;
      operation.pathParams.forEach((name, i) => {
        url = url.replace(`{${name}}`, encodePathValue(values[i]!));
      });
      const search = new URLSearchParams(params).toString();
      const headers: Record<string, string> = {};
      if (sent) headers['content-type'] = sent.contentType;
      return {
        method: operation.method,
        url: search ? `${url}?${search}` : url,
        headers,
        ...(sent ? { payload: sent.payload } : {}),
        auth: who,
      };
    });
}
