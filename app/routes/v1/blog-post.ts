import { getPostHandler } from '~/api-v1/handlers.server'
import { apiLoader, methodNotAllowed } from '~/api-v1/route.server'

export const loader = apiLoader((context, params) => getPostHandler(context, params.slug))
export const action = methodNotAllowed
