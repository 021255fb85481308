/*
 * How long staff may undo a mark they just made (no-show, completed): the
 * patient's email waits in the outbox that long, so nothing has left the
 * building while undo is offered (docs/decisions/032).
 */
export const UNDO_SECONDS = 15
