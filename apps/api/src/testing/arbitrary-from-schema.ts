import fc from "fast-check";

/** The subset of JSON Schema that z.toJSONSchema produces for our contract. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
}

const nasty = fc.constantFrom(
  "",
  " ",
  "null",
  "'; drop table users; --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "\u0000",
  "😀".repeat(50),
  "a".repeat(5000),
  "%00",
  ["$", "{jndi:ldap://x}"].join(""),
);

function stringFor(name: string, schema: JsonSchema): fc.Arbitrary<string> {
  if (/e-?mail/i.test(name)) return fc.oneof(fc.emailAddress(), nasty);
  if (schema.pattern?.startsWith("^[+0-9")) return fc.stringMatching(/^[0-9 +]{1,20}$/);
  const maxLength = Math.min(schema.maxLength ?? 64, 300);
  return fc.oneof(fc.string({ minLength: schema.minLength ?? 0, maxLength }), nasty);
}

/** Numbers at and past the edges of 32-bit integers (database `integer` columns) and of doubles. */
const edgeNumbers = fc.constantFrom(
  0,
  -1,
  2 ** 31 - 1,
  2 ** 31,
  3_000_000_000,
  2 ** 32,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  1e21,
);

/** Arbitraries for properties by name (e.g. a real session token), tried half of the time. */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

/** Values that fit the schema's shape (most of the time): the "valid" half of the fuzzing. */
export function arbitraryFromSchema(schema: JsonSchema, name = "", hints: Hints = {}): fc.Arbitrary<unknown> {
  const generated = fromSchema(schema, name, hints);
  const hint = hints[name];
  return hint ? fc.oneof(hint, generated) : generated;
}

function fromSchema(schema: JsonSchema, name: string, hints: Hints): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => arbitraryFromSchema(s, name, hints)));
  if (schema.allOf?.length) {
    const merged: JsonSchema = { type: "object", properties: {}, required: [] };
    for (const part of schema.allOf) {
      Object.assign(merged.properties as object, part.properties);
      merged.required?.push(...(part.required ?? []));
    }
    return arbitraryFromSchema(merged, name, hints);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "object": {
      const properties = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties))
        record[key] = arbitraryFromSchema(value, key, hints);
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    case "array":
      return fc.array(arbitraryFromSchema(schema.items ?? {}, name, hints), { maxLength: 5 });
    case "string":
      return stringFor(name, schema);
    case "integer":
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -10, max: Math.min(schema.maximum ?? 1000, 1_000_000) }),
        fc.integer(),
        fc.maxSafeInteger(),
        edgeNumbers,
      );
    case "number":
      return fc.oneof(fc.double({ noNaN: true }), fc.integer(), fc.maxSafeInteger(), edgeNumbers);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    default:
      return fc.jsonValue();
  }
}

/** Anything JSON can carry, and a few shapes that look almost right: the "broken" half. */
export function brokenBody(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.jsonValue(),
    fc.array(fc.anything(), { maxLength: 3 }),
    valid.map((value) =>
      value && typeof value === "object" && !Array.isArray(value)
        ? { ...value, __proto__: { admin: true }, constructor: { prototype: { polluted: true } }, extra: "x" }
        : value,
    ),
    valid.map((value) =>
      value && typeof value === "object" ? Object.fromEntries(Object.keys(value).map((k) => [k, 12345])) : [],
    ),
  );
}
