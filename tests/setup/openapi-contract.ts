import Ajv2020 from 'ajv/dist/2020'
import { expect } from 'vitest'
import { openApiDocument } from '~/api-v1/openapi.server'

/* The API's OpenAPI document, and a check that a body matches one of its schemas (ajv). */

export const document = openApiDocument('http://localhost')
const ajv = new Ajv2020({ strict: false, allErrors: true })
ajv.addSchema({ ...document, $id: 'https://claravia.example/openapi.json' })

export function expectMatches(schemaId: string, body: unknown) {
  const validate = ajv.getSchema(`https://claravia.example/openapi.json#/components/schemas/${schemaId}`)
  if (!validate) throw new Error(`No schema ${schemaId}`)
  const valid = validate(body)
  expect(validate.errors ?? [], schemaId).toEqual([])
  expect(valid).toBe(true)
}
