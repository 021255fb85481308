import { z } from 'zod'

type Json = Record<string, unknown>

/**
 * The query parameters of a schema the handler validates with. A parameter is
 * required exactly when the schema's input requires it (no default, not
 * optional), as zod's JSON Schema of the input side says.
 */
export function queryParameters(schema: z.ZodObject): Json[] {
  const { required = [] } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { required?: string[] }
  return Object.entries(schema.shape).map(([name, field]) => {
    const { $schema: _ignored, description, ...jsonSchema } = z.toJSONSchema(field as z.ZodType, { io: 'input', unrepresentable: 'any' }) as Json
    return { name, in: 'query', required: required.includes(name), description, schema: jsonSchema }
  })
}
