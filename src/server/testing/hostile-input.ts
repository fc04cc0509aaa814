import fc from 'fast-check';

/** Hostile inputs for the API fuzz (src/server/fuzz.api.test.ts), as fast-check arbitraries. */

/** Bytes that fast-check prints as their size and start, not as a list of a million numbers. */
function labelled(bytes: Buffer): Buffer {
  const preview = bytes.subarray(0, 60).toString('utf8');
  return Object.assign(bytes, {
    [fc.toStringMethod]: () => `bytes(${bytes.length}: ${JSON.stringify(preview)})`,
  });
}

const text = (value: string) => labelled(Buffer.from(value, 'utf8'));
const concat = (...parts: Uint8Array[]) => labelled(Buffer.concat(parts));
const json = (value: unknown) => text(JSON.stringify(value));

const STRING_LENGTHS = [200, 201, 20_000, 20_001, 200_000, 200_001, 600_000] as const;

/** Strings no field should choke on: NUL, lone surrogates, markup, formulas, SQL, traversal. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  // The other control characters (issue 32): refused in every text field, never a 5xx.
  'a\u0001b',
  'bell\u0007',
  '\u001b[31mred\u001b[0m',
  'del\u007f',
  'next line\u0085',
  'v\u000btab and form\u000cfeed',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '\u202e\u2028\u2029\ufeff',
  '<script>alert(1)</script>',
  '<svg onload=alert(1)>',
  'javascript:alert(1)',
  'http://',
  'https://example.com/\u0000',
  'ftp://example.com',
  '=HYPERLINK("http://example.com")',
  "'; DROP TABLE strategies; --",
  '1 OR 1=1',
  '../../etc/passwd',
  '%2e%2e%2f',
  '__proto__',
  'constructor',
  'all',
  'view',
  'edit',
  'English',
  'Klingon',
  '2026-02-30',
  '9999-99-99',
  '00000000-0000-0000-0000-000000000000',
];

/** Numbers a schema might take for an integer or an enum: edges of int32, safe integers, floats. */
const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  1,
  1.5,
  7,
  30,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  1e308,
];

/** JSON text that parses to something JSON.stringify never writes, or does not parse at all. */
const ODD_JSON_TEXT = [
  '1e999',
  '-1e999',
  '0.1e1',
  '1.0',
  '-0',
  '123456789012345678901234567890',
  'NaN',
  'undefined',
  "'single'",
  '"unterminated',
  '[1,]',
  '{',
  '',
];

/** Bytes that are not UTF-8: a stray continuation, an overlong '/', a CESU surrogate, > U+10FFFF. */
const INVALID_UTF8 = [
  [0xff],
  [0xc3, 0x28],
  [0xc0, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0x80],
];

export function deepNesting(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A JSON value (as raw bytes) of a wrong type, an edge value, or not JSON at all. */
export function hostileJsonValue(): fc.Arbitrary<Buffer> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(json) },
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS).map(json) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }).map(json) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom<unknown>(...HOSTILE_NUMBERS, null, true, false, [], {}, [null], ['all'])
        .map(json),
    },
    {
      weight: 1,
      arbitrary: fc
        .record({
          length: fc.constantFrom(...STRING_LENGTHS),
          unit: fc.constantFrom('a', 'é', '😀', '\u0000', ' '),
        })
        .map(({ length, unit }) => json(unit.repeat(length))),
    },
    {
      weight: 1,
      arbitrary: fc
        .record({
          depth: fc.integer({ min: 500, max: 10_000 }),
          kind: fc.constantFrom('array', 'object') as fc.Arbitrary<'array' | 'object'>,
        })
        .map(({ depth, kind }) => text(deepNesting(depth, kind))),
    },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_JSON_TEXT).map(text) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...INVALID_UTF8), fc.uint8Array({ maxLength: 8 }))
        .map(([invalid, random]) =>
          concat(
            text('"a'),
            Buffer.from(invalid),
            random.filter((byte) => byte !== 0x22 && byte !== 0x5c),
            text('"'),
          ),
        ),
    },
  );
}

/** A whole request body that is not the expected JSON object. */
export function hostileWholeBody(): fc.Arbitrary<Buffer> {
  return fc.oneof(
    { weight: 3, arbitrary: hostileJsonValue() },
    { weight: 1, arbitrary: fc.constant(labelled(Buffer.alloc(0))) },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 512 }).map((bytes) => labelled(Buffer.from(bytes))),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          'not json',
          'overview=x&metadata=y',
          '{"overview":"x"',
          '{"overview":"x","overview":1}',
          '\ufeff{"overview":"A bakery"}',
          '{"overview":"A bakery"}\u0000',
          '{"overview":"A bakery"} {"overview":"again"}',
          '[{"overview":"A bakery"}]',
          '{"__proto__":{"polluted":true},"overview":"A bakery"}',
          '{"constructor":{"prototype":{"polluted":true}},"overview":"A bakery"}',
        )
        .map(text),
    },
    {
      weight: 1,
      // Over the 1 MB JSON limit.
      arbitrary: fc
        .integer({ min: 1024 * 1024, max: 2 * 1024 * 1024 })
        .map((size) => text(`{"overview":"${'a'.repeat(size)}"}`)),
    },
  );
}

export const ODD_CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/json; charset=utf-16',
  'application/jsonx',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  '*/*',
  '',
];

export function jsonContentType(): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    { weight: 2, arbitrary: fc.constantFrom(...ODD_CONTENT_TYPES) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Keys an object parser must not treat as special. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
];

/**
 * A URL path segment that names nothing: traversal (raw and encoded), NUL, broken percent
 * escapes, raw Latin-1 bytes (not UTF-8), SQL, prototype names, random text, very long ids.
 */
export function hostileSegment(): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        '..',
        '.',
        '%2e%2e',
        '%2e%2e%2f',
        '..%2f..%2fetc%2fpasswd',
        '..%5c..%5cwindows',
        '%2F',
        '%00',
        'a%00b',
        '%',
        '%zz',
        '%ff%fe',
        '%ed%a0%80',
        '%E2%80%AE',
        '%F0%9F%98%80',
        '\u00e9',
        '\u00ff\u00fe',
        'null',
        'undefined',
        '0',
        '-1',
        '1e308',
        'NaN',
        '__proto__',
        'constructor',
        'prototype',
        "'%20OR%201=1--",
        '1;DROP%20TABLE%20strategies',
        '00000000-0000-0000-0000-000000000000',
        'ffffffff-ffff-ffff-ffff-ffffffffffff',
        '00000000000000000000000000000000',
        '{00000000-0000-0000-0000-000000000000}',
        '00000000-0000-0000-0000-00000000000g',
      ),
    },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map(encodeURIComponent) },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 100, max: 8_000 }).map((length) => 'a'.repeat(length)),
    },
  );
}

/** The seeded strategy's id in forms PostgreSQL would read as the same uuid; the API must not. */
export function strategyIdLookalikes(id: string): string[] {
  return [
    `${id}%00`,
    `%20${id}`,
    `${id}%20`,
    encodeURIComponent(`{${id}}`),
    id.replaceAll('-', ''),
    `${id}/..`,
    `${id}%2f..`,
    `${id}x`,
  ];
}

/** Logo uploads: the wrong files, the right signature on the wrong file, sizes around 2 MB. */
export function hostileLogo(): fc.Arbitrary<{ body: Buffer; chunked: boolean }> {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
  const html = '<!doctype html><script>alert(document.cookie)</script>';
  const body = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.uint8Array({ maxLength: 4096 }).map((bytes) => labelled(Buffer.from(bytes))),
    },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        text(svg),
        text(`<?xml version="1.0"?>${svg}`),
        text(html),
        text('%PDF-1.7\n'),
        text('{"overview":"not an image"}'),
        concat(png, text(html)),
        concat(text('GIF89a'), text('/*'), text(html)),
        concat(text('RIFF'), Buffer.from([1, 0, 0, 0]), text('WEBP'), text(svg)),
        concat(text(' '), png),
        concat(png.subarray(0, 7)),
        concat(),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(2 * 1024 * 1024, 2 * 1024 * 1024 + 1, 2 * 1024 * 1024 + 100_000)
        .map((size) => concat(png, Buffer.alloc(size - png.length, 0x41))),
    },
  );
  return fc.record({ body, chunked: fc.boolean() });
}

const PLACEHOLDER = 'fuzz-placeholder-5b9e';
const PLACEHOLDER_KEY = 'fuzz-key-5b9e';

/** Every node of a JSON object: the paths a hostile value can replace. */
function nodePaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return [
    prefix,
    ...Object.entries(value).flatMap(([key, child]) => nodePaths(child, [...prefix, key])),
  ];
}

function objectAt(root: Record<string, unknown>, path: string[]): Record<string, unknown> {
  return path.reduce((node, key) => node[key] as Record<string, unknown>, root);
}

/**
 * How to break a body the route accepts: send it as is, replace one of its fields (or the
 * object holding it) with a hostile value, add a key (`__proto__`...), or send something else.
 */
export type BodyRecipe =
  | { kind: 'valid' }
  | { kind: 'field'; pick: number; value: Buffer }
  | { kind: 'extra-key'; pick: number; key: string; value: Buffer }
  | { kind: 'whole'; value: Buffer };

export function bodyRecipe(): fc.Arbitrary<BodyRecipe> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant({ kind: 'valid' as const }) },
    {
      weight: 8,
      arbitrary: fc.record({
        kind: fc.constant('field' as const),
        pick: fc.nat(),
        value: hostileJsonValue(),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('extra-key' as const),
        pick: fc.nat(),
        key: fc.oneof(
          fc.constantFrom(...PROTOTYPE_KEYS),
          fc.string({ unit: 'binary', maxLength: 20 }),
        ),
        value: fc.oneof(
          fc.constant(Buffer.from('{"polluted":true}')),
          fc.constant(Buffer.from('{"prototype":{"polluted":true}}')),
          hostileJsonValue(),
        ),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({ kind: fc.constant('whole' as const), value: hostileWholeBody() }),
    },
  );
}

/** The route's template body with the recipe applied; the hostile part is spliced in as bytes. */
export function buildBody(template: Record<string, unknown>, recipe: BodyRecipe): Buffer {
  if (recipe.kind === 'valid') return Buffer.from(JSON.stringify(template));
  if (recipe.kind === 'whole') return recipe.value;
  const copy = structuredClone(template);
  if (recipe.kind === 'field') {
    const paths = nodePaths(copy);
    const path = paths[recipe.pick % paths.length] ?? [];
    const key = path.at(-1);
    if (key === undefined) return recipe.value;
    objectAt(copy, path.slice(0, -1))[key] = PLACEHOLDER;
    const [before = '', after = ''] = JSON.stringify(copy).split(JSON.stringify(PLACEHOLDER));
    return Buffer.concat([Buffer.from(before), recipe.value, Buffer.from(after)]);
  }
  const objects = nodePaths(copy).filter((path) => {
    const node = objectAt(copy, path);
    return typeof node === 'object' && node !== null && !Array.isArray(node);
  });
  objectAt(copy, objects[recipe.pick % objects.length] ?? [])[PLACEHOLDER_KEY] = PLACEHOLDER;
  const [before = '', after = ''] = JSON.stringify(copy).split(
    `${JSON.stringify(PLACEHOLDER_KEY)}:${JSON.stringify(PLACEHOLDER)}`,
  );
  return Buffer.concat([
    Buffer.from(`${before}${JSON.stringify(recipe.key)}:`),
    recipe.value,
    Buffer.from(after),
  ]);
}
