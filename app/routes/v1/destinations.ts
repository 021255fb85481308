import { listDestinationsHandler } from '~/api-v1/handlers.server'
import { apiLoader, methodNotAllowed } from '~/api-v1/route.server'

export const loader = apiLoader(listDestinationsHandler)
export const action = methodNotAllowed
