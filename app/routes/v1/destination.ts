import { getDestinationHandler } from '~/api-v1/handlers.server'
import { apiLoader, methodNotAllowed } from '~/api-v1/route.server'

export const loader = apiLoader((context, params) => getDestinationHandler(context, params.slug))
export const action = methodNotAllowed
