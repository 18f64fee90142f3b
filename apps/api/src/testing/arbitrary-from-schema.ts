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

/** Values that fit the schema's shape (most of the time): the "valid" half of the fuzzing. */
export function arbitraryFromSchema(schema: JsonSchema, name = ""): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => arbitraryFromSchema(s, name)));
  if (schema.allOf?.length) {
    const merged: JsonSchema = { type: "object", properties: {}, required: [] };
    for (const part of schema.allOf) {
      Object.assign(merged.properties as object, part.properties);
      merged.required?.push(...(part.required ?? []));
    }
    return arbitraryFromSchema(merged, name);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "object": {
      const properties = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties)) record[key] = arbitraryFromSchema(value, key);
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    case "array":
      return fc.array(arbitraryFromSchema(schema.items ?? {}, name), { maxLength: 5 });
    case "string":
      return stringFor(name, schema);
    case "integer":
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -10, max: Math.min(schema.maximum ?? 1000, 1_000_000) }),
        fc.integer(),
      );
    case "number":
      return fc.oneof(fc.double({ noNaN: true }), fc.integer());
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
