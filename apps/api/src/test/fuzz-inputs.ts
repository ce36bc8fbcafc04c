import fc from 'fast-check'

// Bad input for the API fuzz test (api-fuzz.test.ts): values derived from the OpenAPI document's
// JSON schemas, then broken one field (or the whole request) at a time.

export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  minimum?: number
  maximum?: number
  minItems?: number
  minLength?: number
  maxLength?: number
  format?: string
  nullable?: boolean
  default?: unknown
}

export const INT4_MAX = 2_147_483_647

/** A value the schema accepts as far as a generic reading of it goes: the base a mutation breaks. */
export function sampleValid(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null
  if (schema.enum?.length) return schema.enum[0]
  const variant = schema.anyOf ?? schema.oneOf ?? schema.allOf
  if (variant?.length) return sampleValid(variant.find((s) => s.type !== 'null') ?? variant[0], depth + 1)
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
  switch (type) {
    case 'string':
      return sampleString(schema)
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1)
    case 'boolean':
      return true
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sampleValid(schema.items, depth + 1),
      )
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        out[key] = sampleValid(child, depth + 1)
      }
      return out
    }
    default:
      return null
  }
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'email') return 'fuzz@correo.co'
  if (schema.format === 'uri' || schema.format === 'url') return 'https://tienda.example.co/a'
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000'
  const text = 'Texto de prueba'
  return text.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? text.length)
}

/** The dotted paths of every leaf field of a body schema (array items as `name.0`). */
export function fieldPaths(schema: JsonSchema | undefined, prefix: string[] = [], depth = 0): string[][] {
  if (!schema || depth > 5) return []
  const variant = schema.anyOf ?? schema.oneOf
  if (variant?.length)
    return fieldPaths(
      variant.find((s) => s.type !== 'null'),
      prefix,
      depth + 1,
    )
  if (schema.type === 'object' && schema.properties) {
    return Object.entries(schema.properties).flatMap(([key, child]) => {
      const nested = fieldPaths(child, [...prefix, key], depth + 1)
      return nested.length ? [[...prefix, key], ...nested] : [[...prefix, key]]
    })
  }
  if (schema.type === 'array') return fieldPaths(schema.items, [...prefix, '0'], depth + 1)
  return []
}

/** A copy of `value` with the field at `path` replaced (or removed when `replacement` is REMOVE). */
export const REMOVE = Symbol('remove')
export function withField(value: unknown, path: string[], replacement: unknown): unknown {
  if (!path.length) return replacement
  const [head, ...rest] = path as [string, ...string[]]
  if (Array.isArray(value)) {
    const copy = [...value]
    copy[Number(head)] = withField(copy[Number(head)], rest, replacement)
    return copy
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) }
  if (!rest.length && replacement === REMOVE) delete copy[head]
  else copy[head] = withField(copy[head], rest, replacement)
  return copy
}

const controlChar = fc.integer({ min: 0, max: 31 }).filter((c) => c !== 9 && c !== 10)

/** Text no form would send: NUL and other control characters, broken and exotic Unicode, huge. */
export const badText = fc.oneof(
  fc.constant(''),
  fc.constant(' '),
  fc.constant('a\u0000b'),
  fc.constant('\u0000'),
  controlChar.map((c) => `texto${String.fromCharCode(c)}fin`),
  fc.constant('\ud800'),
  fc.constant('\udfff\ud800'),
  fc.constant('\u202eevil\u202c'),
  fc.constant('\u200b\u200b'),
  fc.constant('ｃａｍｉｓａ'),
  fc.constant('e\u0301\u0301\u0301'),
  fc.constant('💥'.repeat(300)),
  fc.constant('x'.repeat(100_000)),
  fc.constant("' OR 1=1 --"),
  fc.constant('<script>alert(1)</script>'),
  fc.constant('%00'),
  fc.constant('../../etc/passwd'),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
)

/** Numbers a column cannot hold or a rule refuses: out of int4, negative, fractional, huge. */
export const badNumber = fc.oneof(
  fc.constant(INT4_MAX + 1),
  fc.constant(-1),
  fc.constant(0),
  fc.constant(1.5),
  fc.constant(-0.0001),
  fc.constant(1e308),
  fc.constant(-1e308),
  fc.constant(2 ** 53 + 2),
  fc.constant(Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

/** Any value of the wrong shape: the wrong type, null, arrays for objects and objects for arrays. */
export const badValue = fc.oneof(
  badText,
  badNumber,
  fc.constant(null),
  fc.constant(true),
  fc.constant([]),
  fc.constant([1, 2, 3]),
  fc.constant({}),
  fc.constant({ a: { b: { c: 1 } } }),
  fc.constant(JSON.parse('{"__proto__":{"isAdmin":true}}')),
  fc.constant(Array.from({ length: 5_000 }, (_, i) => i)),
)

/** Path segments, as they appear in a URL (already encoded). */
export const badPathSegment = fc.oneof(
  fc.constant(String(INT4_MAX + 1)),
  fc.constant('99999999999999999999999'),
  fc.constant('-1'),
  fc.constant('0'),
  fc.constant('1.5'),
  fc.constant('1e3'),
  fc.constant('0x10'),
  fc.constant('abc'),
  fc.constant('%00'),
  fc.constant('1%00'),
  fc.constant('%E0%A4%A'),
  fc.constant('%C3%B1'),
  fc.constant('%20'),
  fc.constant('x'.repeat(500)),
  fc.constant('00000000-0000-4000-8000-00000000000g'),
  badText.map((s) => encodeSegment(s.slice(0, 200))),
)

/** Percent-encoding that also writes a lone surrogate, as the invalid UTF-8 bytes a client could send. */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return '%ED%A0%80'
  }
}

/** A query-string value, raw (the test encodes it), or several for a repeated parameter. */
export const badQueryValue = fc.oneof(
  badText.map((s) => s.slice(0, 5_000)),
  badNumber.map(String),
  fc.constant(String(INT4_MAX + 1)),
  fc.constant(['1', '2']),
  fc.constant('true'),
)

/** Raw request bodies that no JSON parser or schema should take quietly. */
export const badRawBody = fc.oneof(
  fc.constant({ contentType: 'application/json', payload: '{"a":' }),
  fc.constant({ contentType: 'application/json', payload: '{"a":1}}' }),
  fc.constant({ contentType: 'application/json', payload: '\u0000' }),
  fc.constant({ contentType: 'application/json', payload: '['.repeat(10_000) }),
  fc.constant({ contentType: 'application/json', payload: 'null' }),
  fc.constant({ contentType: 'application/json', payload: '"texto"' }),
  fc.constant({ contentType: 'application/json', payload: '[]' }),
  fc.constant({ contentType: 'application/json', payload: `{"a":"${'x'.repeat(1_100_000)}"}` }),
  fc.constant({ contentType: 'text/plain', payload: 'hola' }),
  fc.constant({ contentType: 'application/xml', payload: '<a/>' }),
  fc.constant({ contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' }),
  fc.constant({ contentType: 'multipart/form-data', payload: '--x\r\n' }),
  fc.constant({ contentType: 'application/json; charset=latin1', payload: '{}' }),
)
