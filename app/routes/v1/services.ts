import { listServicesHandler } from '~/api-v1/handlers.server'
import { apiLoader, methodNotAllowed } from '~/api-v1/route.server'

export const loader = apiLoader(listServicesHandler)
export const action = methodNotAllowed
