import type { ErrorObject, ValidateFunction } from "ajv";
import type { SourceFile } from "../load/source-file.ts";
import { isValidatorWorded } from "../problems/catalogue.ts";
import { type Problem, problemAt } from "../problems/problems.ts";
import { closestMatch } from "./near-miss.ts";
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

/** The schema of the value at a path of the document being checked. */
export type SchemaAt = (segments: readonly (string | number)[]) => JsonSchema | undefined;

/** A text the schema gives (a description, an `x-pattern-hint`), if it is one. */
function text(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** The problem an ajv error is, at the value (or the missing or unknown field) it is about. */
function problemOf(source: SourceFile, error: ErrorObject, schemaAt: SchemaAt): Problem {
  const segments = segmentsOf(error.instancePath);
  const params = error.params as Record<string, unknown>;
  const parent = error.parentSchema as JsonSchema | undefined;
  const value = describe(error.data);
  switch (error.keyword) {
    case "required": {
      const field = String(params.missingProperty);
      const description = text(schemaAt([...segments, field])?.description);
      return problemAt(source, [...segments, field], "required", { field, description });
    }
    case "additionalProperties": {
      const field = String(params.additionalProperty);
      const known = Object.keys(parent?.properties ?? {});
      return problemAt(source, [...segments, field], "additionalProperties", {
        field,
        nearest: closestMatch(field, known),
        known,
      });
    }
    case "enum": {
      const allowed = (params.allowedValues as unknown[]).map(String);
      return problemAt(source, segments, "enum", {
        value,
        nearest: closestMatch(String(error.data), allowed),
        allowed,
      });
    }
    case "type":
      return problemAt(source, segments, "type", { expected: String(params.type), value });
    case "minItems":
    case "maxItems":
      return problemAt(source, segments, error.keyword, {
        limit: Number(params.limit),
        found: Array.isArray(error.data) ? error.data.length : undefined,
        description: text(parent?.description),
      });
    case "minLength":
    case "maxLength":
      return problemAt(source, segments, error.keyword, { limit: Number(params.limit) });
    case "pattern":
      return problemAt(source, segments, "pattern", {
        value,
        pattern: String(params.pattern),
        patternHint: text(parent?.["x-pattern-hint"]),
      });
    case "format":
      return problemAt(source, segments, "format", { value, format: String(params.format) });
    case "anyOf":
      return problemAt(source, segments, "anyOf", { value, description: text(parent?.description) });
    default: {
      const rule = isValidatorWorded(error.keyword) ? error.keyword : "schema";
      return problemAt(source, segments, rule, { keyword: error.keyword, said: error.message });
    }
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
    const problem = problemOf(source, error, schemaAt);
    const key = `${problem.path}|${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}
