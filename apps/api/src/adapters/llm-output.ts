import { z } from 'zod';
import { LlmInvalidOutputError } from './llm-errors';

type JsonSchema = Record<string, unknown>;

/** zod's ±2^53 bounds of a plain `.int()` say nothing to a model and only lengthen the prompt. */
function withoutSafeIntegerBounds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutSafeIntegerBounds);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node as JsonSchema)
    .filter(
      ([key, value]) =>
        !(['minimum', 'maximum'].includes(key) && Math.abs(Number(value)) === Number.MAX_SAFE_INTEGER),
    )
    .map(([key, value]) => [key, withoutSafeIntegerBounds(value)]);
  return Object.fromEntries(entries);
}

/**
 * OpenAI's strict mode accepts only objects whose every property is required and that allow no others;
 * a schema with optional fields is sent non-strict (the server still follows it, or we reject the answer).
 */
function isStrictCompatible(node: unknown): boolean {
  if (Array.isArray(node)) return node.every(isStrictCompatible);
  if (node === null || typeof node !== 'object') return true;
  const schema = node as JsonSchema;
  if (schema.type === 'object' && schema.properties) {
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const isClosed = schema.additionalProperties === false;
    if (!isClosed || Object.keys(schema.properties).some((key) => !required.has(key))) return false;
  }
  return Object.values(schema).every(isStrictCompatible);
}

/** The chat-completions `response_format` asking for JSON that follows `schema` (structured output). */
export function responseFormatOf(schema: z.ZodType, name: string) {
  const { $schema: _draft, ...jsonSchema } = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
  }) as JsonSchema;
  const cleaned = withoutSafeIntegerBounds(jsonSchema) as JsonSchema;
  return {
    type: 'json_schema',
    json_schema: { name, schema: cleaned, strict: isStrictCompatible(cleaned) },
  } as const;
}

const FENCE = '```';

/**
 * Some models wrap JSON in a Markdown code fence even when told not to: the text between an opening fence
 * (with an optional `json`) and the last closing one, when only white space surrounds them. Read in one
 * pass with `trim` and `startsWith`: a backtracking regex held the event loop for minutes on 8,000
 * characters of spaces after a fence.
 */
function unfenced(text: string): string {
  const fenced = text.trim();
  if (fenced.length < 2 * FENCE.length || !fenced.startsWith(FENCE) || !fenced.endsWith(FENCE)) return text;
  const language = fenced.slice(FENCE.length, FENCE.length + 4).toLowerCase() === 'json' ? 4 : 0;
  return fenced.slice(FENCE.length + language, fenced.length - FENCE.length).trim();
}

/** The model's text parsed as JSON and validated with `schema`; anything else is LlmInvalidOutputError. */
export function parseStructured<S extends z.ZodType>(
  operation: string,
  text: string,
  schema: S,
): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(unfenced(text));
  } catch {
    throw new LlmInvalidOutputError(operation, 'the answer is not JSON');
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues
    .slice(0, 10)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new LlmInvalidOutputError(operation, `the answer does not follow the schema (${issues[0]})`, issues);
}
