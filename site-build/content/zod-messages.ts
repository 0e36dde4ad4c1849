import type { z } from "zod";

/** What the content check says when a value breaks a rule: by the rule's pattern (its source) or string format. */
export interface RuleMessages {
  byPattern: Map<string, string>;
  byFormat: Map<string, string>;
}

interface ZodInternals {
  _zod: {
    def: {
      type: string;
      format?: string;
      pattern?: RegExp;
      error?: (issue: object) => unknown;
      checks?: ZodInternals[];
      shape?: Record<string, ZodInternals>;
      element?: ZodInternals;
      innerType?: ZodInternals;
      in?: ZodInternals;
      out?: ZodInternals;
      options?: ZodInternals[];
    };
  };
}

const messageOf = (def: ZodInternals["_zod"]["def"]): string | undefined => {
  const message = def.error?.({});
  return typeof message === "string" ? message : undefined;
};

function visit(schema: ZodInternals, found: RuleMessages, seen: Set<ZodInternals>) {
  if (seen.has(schema)) return;
  seen.add(schema);
  const { def } = schema._zod;
  const record = (rule: ZodInternals["_zod"]["def"]) => {
    const message = messageOf(rule);
    if (!message) return;
    if (rule.pattern) found.byPattern.set(rule.pattern.source, message);
    if (rule.format) found.byFormat.set(rule.format, message);
  };
  record(def);
  for (const check of def.checks ?? []) record(check._zod.def);
  const children = [
    ...Object.values(def.shape ?? {}),
    def.element,
    def.innerType,
    def.in,
    def.out,
    ...(def.options ?? []),
  ];
  for (const child of children) if (child) visit(child, found, seen);
}

/**
 * The Hebrew messages of the model's patterns and formats (src/content/model/), which its JSON Schema does not carry:
 * the editor's form shows them when a value does not match.
 */
export function ruleMessages(schemas: readonly z.ZodType[]): RuleMessages {
  const found: RuleMessages = { byPattern: new Map(), byFormat: new Map() };
  const seen = new Set<ZodInternals>();
  for (const schema of schemas) visit(schema as unknown as ZodInternals, found, seen);
  return found;
}
