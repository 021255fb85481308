/** At most this many appointments in one bulk action (a page of the console's list is 50). */
export const BULK_LIMIT = 100
