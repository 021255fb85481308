import { getServiceHandler } from '~/api-v1/handlers.server'
import { apiLoader, methodNotAllowed } from '~/api-v1/route.server'

export const loader = apiLoader((context, params) => getServiceHandler(context, params.slug))
export const action = methodNotAllowed
