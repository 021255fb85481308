/** Cancelling at least this long before the appointment refunds the fee in full. */
export const FREE_CANCELLATION_HOURS = 48
