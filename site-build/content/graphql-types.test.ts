/**
 * @jest-environment node
 */
import {
  Kind,
  parse,
  print,
  type InterfaceTypeDefinitionNode,
  type ObjectTypeDefinitionNode,
  type TypeNode,
} from "graphql";
import { z } from "zod";
import { contentFiles, type ContentFile } from "../../src/content/content-files";
import { contentJsonSchema, resolve, type JsonSchema } from "./content-json-schema";
import { contentTypeDefs } from "./graphql-types";

const document = parse(contentTypeDefs());
const objectTypes = new Map(
  document.definitions
    .filter((node): node is ObjectTypeDefinitionNode => node.kind === Kind.OBJECT_TYPE_DEFINITION)
    .map((node) => [node.name.value, node]),
);
const fieldsOf = (typeName: string) =>
  new Map((objectTypes.get(typeName)?.fields ?? []).map((field) => [field.name.value, print(field.type)]));

/** What the GraphQL type of a JSON Schema property must be, by the rules the generator states. */
function expectedType(root: JsonSchema, property: JsonSchema, required: boolean): string {
  const { schema, name } = resolve(root, property);
  const scalar = { string: "String", integer: "Int", number: "Float", boolean: "Boolean" }[schema.type as string];
  const type =
    schema.type === "array"
      ? `[${expectedType(root, schema.items!, true)}]`
      : schema.type === "object" || schema.enum
        ? (name ?? scalar)
        : scalar;
  return `${type}${required ? "!" : ""}`;
}

function expectAgreement(root: JsonSchema, object: JsonSchema, typeName: string, overridden: string[] = []) {
  const graphql = fieldsOf(typeName);
  const required = new Set(object.required ?? []);
  for (const [key, property] of Object.entries(object.properties ?? {})) {
    if (overridden.includes(key)) continue;
    expect([typeName, key, graphql.get(key)]).toEqual([typeName, key, expectedType(root, property, required.has(key))]);
    const { schema, name } = resolve(root, property);
    if (schema.type === "object" && name) expectAgreement(root, schema, name);
    if (schema.type === "array" && schema.items) {
      const item = resolve(root, schema.items);
      if (item.schema.type === "object" && item.name) expectAgreement(root, item.schema, item.name);
    }
  }
}

describe("the GraphQL types agree with the content's schema", () => {
  it.each(contentFiles().map((file) => [file.name, file] as const))(
    "%s: every field, its nullability and its lists",
    (_name, file) => {
      const root = contentJsonSchema(file);
      const entry = file.shape === "list" && !file.folder ? root.items! : root;
      expectAgreement(root, entry, file.graphqlType, Object.keys(file.graphqlFields ?? {}));
      const omitted = Object.entries(file.graphqlFields ?? {}).filter(([, type]) => type === null);
      const kept = Object.keys(entry.properties ?? {}).filter((key) => !omitted.some(([name]) => name === key));
      expect([...fieldsOf(file.graphqlType).keys()]).toEqual(expect.arrayContaining(kept));
      for (const [name] of omitted) expect(fieldsOf(file.graphqlType).has(name)).toBe(false);
    },
  );

  it("keeps the admins' addresses out of GraphQL, and so out of the built site: only their digests", () => {
    const site = fieldsOf("SiteSettings");
    expect(site.has("adminEmails")).toBe(false);
    expect(site.get("adminEmailDigests")).toBe("[String!]!");
  });

  it("makes the fixed lists GraphQL enums, so a page cannot receive a value without a label", () => {
    expect(fieldsOf("StudioClass").get("menuGroup")).toBe("MenuGroup!");
    expect(fieldsOf("ScheduleSlot").get("day")).toBe("Weekday!");
    expect(fieldsOf("Price").get("period")).toBe("PricePeriod!");
    const enums = document.definitions.flatMap((node) =>
      node.kind === Kind.ENUM_TYPE_DEFINITION ? [[node.name.value, node.values?.map((v) => v.name.value)]] : [],
    );
    expect(Object.fromEntries(enums)).toEqual({
      MenuGroup: ["kids", "adults", "courses", "open"],
      Weekday: ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"],
      PricePeriod: ["month", "course", "session", "card"],
    });
  });

  it("gives the privacy notice and the terms one interface, TextDocument, so that their pages share one fragment", () => {
    const shared = document.definitions.find(
      (node): node is InterfaceTypeDefinitionNode =>
        node.kind === Kind.INTERFACE_TYPE_DEFINITION && node.name.value === "TextDocument",
    );
    const sharedFields = new Map(shared?.fields?.map((field) => [field.name.value, print(field.type)]));
    expect(sharedFields).toEqual(new Map([...fieldsOf("PrivacyNotice")]));
    expect(sharedFields).toEqual(new Map([...fieldsOf("TermsDocument")]));
    for (const type of ["PrivacyNotice", "TermsDocument"])
      expect(objectTypes.get(type)?.interfaces?.map((named) => named.name.value)).toEqual(["Node", "TextDocument"]);
  });

  it("adds what the registry says: languages, positions, routes, links and pictures", () => {
    for (const type of ["StudioClass", "SiteSettings", "UiTexts", "FaqEntry"])
      expect(print(objectTypes.get(type)!)).toContain("lang: String! @language");
    expect(fieldsOf("StudioClass").get("position")).toBe("Int!");
    expect(print(objectTypes.get("StudioClass")!)).toContain('path: String! @route(prefix: "/classes/")');
    expect(print(objectTypes.get("StudioClass")!)).toContain(
      'coaches: [Coach!]! @linkInLanguage(type: "Coach", by: "slug")',
    );
    expect(print(objectTypes.get("Product")!)).toContain(
      'image: File! @mediaFile(folder: "images/shop", from: "image")',
    );
    expect(print(objectTypes.get("Coach")!)).toContain(
      'photo: File! @mediaFile(folder: "videos/coaches", from: "poster")',
    );
    expect(fieldsOf("SiteSettings").has("position")).toBe(false);
  });
});

describe("contentTypeDefs", () => {
  const fixture = (schema: z.ZodType): ContentFile => ({
    name: "site",
    graphqlType: "Fixture",
    shape: "object",
    schema,
    description: "x",
  });
  const typeOf = (schema: z.ZodType, field: string) => {
    const node = parse(contentTypeDefs([fixture(schema)])).definitions.find(
      (definition): definition is ObjectTypeDefinitionNode =>
        definition.kind === Kind.OBJECT_TYPE_DEFINITION && definition.name.value === "Fixture",
    );
    const type: TypeNode | undefined = node?.fields?.find((f) => f.name.value === field)?.type;
    return type && print(type);
  };

  it("writes required, optional, lists, whole numbers and named objects", () => {
    const schema = z.strictObject({
      a: z.string(),
      b: z.number().int().optional(),
      c: z.array(z.strictObject({ d: z.boolean() }).meta({ id: "FixtureItem" })),
      e: z.number(),
    });
    expect([typeOf(schema, "a"), typeOf(schema, "b"), typeOf(schema, "c"), typeOf(schema, "e")]).toEqual([
      "String!",
      "Int",
      "[FixtureItem!]!",
      "Float!",
    ]);
  });

  it("refuses an interface whose types differ in their fields", () => {
    const shared = (name: string, schema: z.ZodType): ContentFile => ({
      ...fixture(schema),
      graphqlType: name,
      graphqlInterface: "FixtureDocument",
    });
    const same = [shared("A", z.strictObject({ a: z.string() })), shared("B", z.strictObject({ a: z.string() }))];
    expect(contentTypeDefs(same)).toContain("interface FixtureDocument {\n  a: String!\n  lang: String! @language\n}");
    const other = [shared("A", z.strictObject({ a: z.string() })), shared("B", z.strictObject({ a: z.number() }))];
    expect(() => contentTypeDefs(other)).toThrow(/The types that share FixtureDocument differ in their fields/);
  });

  it("refuses a nested object without a type name, and an enum GraphQL cannot spell", () => {
    expect(() => contentTypeDefs([fixture(z.strictObject({ inner: z.strictObject({ x: z.string() }) }))])).toThrow(
      /Fixture.inner: a nested object needs .meta\(\{ id \}\)/,
    );
    const spaced = z.enum(["Muay Thai"]).meta({ id: "FixtureSport" });
    expect(() => contentTypeDefs([fixture(z.strictObject({ sport: spaced }))])).toThrow(
      /GraphQL cannot name: Muay Thai/,
    );
  });
});
