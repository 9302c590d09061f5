import type { ErrorObject, ValidateFunction } from "ajv";
import { locate, type SourceFile } from "../load/source-file.ts";
import { jsonPath, type Problem } from "../problems/problems.ts";
import { didYouMean } from "./near-miss.ts";
import type { JsonSchema } from "./schemas.ts";

function segmentsOf(instancePath: string): (string | number)[] {
  if (instancePath === "") return [];
  return instancePath
    .slice(1)
    .split("/")
    .map((raw) => raw.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  // A pasted page of text would drown the message: the start is enough to find it.
  if (typeof value === "string") return `the text '${value.length > 60 ? `${value.slice(0, 57)}…` : value}'`;
  return `${typeof value} ${String(value)}`;
}

interface Described {
  segments: (string | number)[];
  at: "value" | "key";
  message: string;
  hint?: string;
}

/** The schema of the value at a path of the document being checked. */
export type SchemaAt = (segments: readonly (string | number)[]) => JsonSchema | undefined;

function describeError(error: ErrorObject, schemaAt: SchemaAt): Described {
  const segments = segmentsOf(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required": {
      const field = String(params.missingProperty);
      const description = schemaAt([...segments, field])?.description;
      return {
        segments,
        at: "key",
        message: `missing required field '${field}'`,
        hint: typeof description === "string" ? `'${field}': ${description}` : undefined,
      };
    }
    case "additionalProperties": {
      const field = String(params.additionalProperty);
      const parent = error.parentSchema as JsonSchema | undefined;
      const known = Object.keys(parent?.properties ?? {});
      return {
        segments: [...segments, field],
        at: "key",
        message: `unknown field '${field}'`,
        hint: didYouMean(field, known) ?? (known.length ? `allowed fields: ${known.join(", ")}` : undefined),
      };
    }
    case "enum": {
      const allowed = (params.allowedValues as unknown[]).map(String);
      return {
        segments,
        at: "value",
        message: `${describe(error.data)} is not one of the allowed values`,
        hint:
          didYouMean(String(error.data), allowed) ?? `allowed: ${allowed.map((v) => `'${v}'`).join(", ")}`,
      };
    }
    case "type":
      return { segments, at: "value", message: `expected ${params.type}, got ${describe(error.data)}` };
    case "minItems":
    case "maxItems": {
      const described = (error.parentSchema as JsonSchema | undefined)?.description;
      const count = Array.isArray(error.data) ? ` (found ${error.data.length})` : "";
      const limit =
        error.keyword === "minItems" ? `needs at least ${params.limit}` : `allows at most ${params.limit}`;
      return {
        segments,
        at: "value",
        message: `${limit} item(s)${count}`,
        hint: typeof described === "string" ? described : undefined,
      };
    }
    case "minLength":
      return {
        segments,
        at: "value",
        message: params.limit === 1 ? "must not be empty" : `needs at least ${params.limit} characters`,
      };
    case "maxLength":
      return { segments, at: "value", message: `allows at most ${params.limit} characters` };
    case "pattern": {
      const hint = (error.parentSchema as JsonSchema | undefined)?.["x-pattern-hint"];
      return {
        segments,
        at: "value",
        message: `${describe(error.data)} does not match the required pattern ${params.pattern}`,
        hint: typeof hint === "string" ? hint : undefined,
      };
    }
    case "format":
      return { segments, at: "value", message: `${describe(error.data)} is not a valid ${params.format}` };
    case "anyOf": {
      const description = (error.parentSchema as JsonSchema | undefined)?.description;
      return {
        segments,
        at: "value",
        message: `${describe(error.data)} is not an allowed value`,
        hint: typeof description === "string" ? description : undefined,
      };
    }
    default:
      return { segments, at: "value", message: error.message ?? `fails the '${error.keyword}' rule` };
  }
}

/**
 * Errors that are only the branches of a failed `anyOf` are noise: the anyOf error says it all.
 * A branch error is at the anyOf's value and below its schema path (which, inside a schema reached
 * by a `$ref`, is relative to that schema: hence the value's path too).
 */
function withoutAnyOfBranches(errors: readonly ErrorObject[]): ErrorObject[] {
  const anyOfs = errors.filter((e) => e.keyword === "anyOf");
  const within = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  const isBranchOf = (e: ErrorObject, anyOf: ErrorObject) =>
    within(e.instancePath, anyOf.instancePath) && e.schemaPath.startsWith(`${anyOf.schemaPath}/`);
  return errors.filter((e) => e.keyword === "anyOf" || !anyOfs.some((anyOf) => isBranchOf(e, anyOf)));
}

export function checkAgainstSchema(
  source: SourceFile,
  validate: ValidateFunction,
  schemaAt: SchemaAt,
): Problem[] {
  if (validate(source.data)) return [];
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of withoutAnyOfBranches(validate.errors ?? [])) {
    const described = describeError(error, schemaAt);
    const path = jsonPath(
      error.keyword === "required"
        ? [...described.segments, String(error.params.missingProperty)]
        : described.segments,
    );
    const key = `${path}|${described.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({
      file: source.file,
      ...locate(source, described.segments, described.at),
      path,
      rule: error.keyword,
      message: described.message,
      ...(described.hint ? { hint: described.hint } : {}),
    });
  }
  return problems;
}
