import { parse, type Submission } from '@conform-to/react'
import type { z } from 'zod'
import type { ContactSchema } from './schemas'

/*
 * The contact form is on the home page, where zod would add ~35 KB (gzip) to
 * the first load. The browser-side check (the same ContactSchema the server
 * applies) is fetched when the form is first focused or hovered; until then
 * every value passes here, and the form checks the fields left meanwhile as
 * soon as the checks arrive (the server checks everything again anyway).
 */

type ContactFields = z.input<typeof ContactSchema>
type Validate = (formData: FormData) => Submission<ContactFields, string[]>

let loaded: Validate | undefined
let loading: Promise<void> | undefined

export function prepareContactValidation() {
  loading ??= Promise.all([import('@conform-to/zod/v4'), import('./schemas')]).then(([{ parseWithZod }, { ContactSchema }]) => {
    loaded = (formData) => parseWithZod(formData, { schema: ContactSchema })
  })
  return loading
}

export function validateContact(formData: FormData): Submission<ContactFields, string[]> {
  return loaded ? loaded(formData) : (parse(formData, { resolve: () => ({ value: {} }) }) as Submission<ContactFields, string[]>)
}
