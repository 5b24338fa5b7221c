import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

// Responses are written by a serializer generated from the route's zod response schema
// (through JSON Schema and fast-json-stringify) instead of a zod parse followed by
// JSON.stringify: under load that parse was the largest piece of per-request work we
// own. Like zod's output it writes only the declared fields, so a column added to a
// query never leaks into a response, and a missing required field fails the request.
// Schemas JSON Schema cannot express (dates as objects) keep zod's way.

type ZodSerializerCompiler = FastifySerializerCompiler<ZodType | { properties: ZodType }>;

const resolve = (schema: ZodType | { properties: ZodType }): ZodType =>
  schema instanceof z.ZodType ? schema : schema.properties;

export const serializerCompiler: ZodSerializerCompiler = (route) => {
  let jsonSchema: Record<string, unknown>;
  try {
    jsonSchema = z.toJSONSchema(resolve(route.schema), { io: 'output', target: 'draft-7' }) as Record<
      string,
      unknown
    >;
  } catch {
    return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  }
  delete jsonSchema.$schema;
  return fastJson(forSerializing(jsonSchema) as unknown as Parameters<typeof fastJson>[0]);
};

/**
 * fast-json-stringify writes only declared properties anyway; `additionalProperties:
 * false` would instead make it reject an object with extra fields when it has to pick a
 * branch of an anyOf. "X or null" becomes `nullable`, which it writes without running a
 * validator per value.
 */
function forSerializing(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forSerializing);
  if (!node || typeof node !== 'object') return node;
  const schema = Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, forSerializing(value)]),
  ) as Record<string, unknown>;
  const branches = schema.anyOf as Record<string, unknown>[] | undefined;
  if (branches?.length === 2) {
    const other = branches.find((branch) => branch.type !== 'null');
    if (other && branches.some((branch) => branch.type === 'null' && Object.keys(branch).length === 1)) {
      const { anyOf: _, ...rest } = schema;
      return { ...rest, ...other, nullable: true };
    }
  }
  return schema;
}
