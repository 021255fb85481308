import { availabilityHandler } from '~/api-v1/handlers.server'
import { apiLoader, methodNotAllowed } from '~/api-v1/route.server'

export const loader = apiLoader(availabilityHandler)
export const action = methodNotAllowed
