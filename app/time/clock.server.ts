/*
 * The time the server's actions act at. Real time, unless an end-to-end test
 * moved it (TEST_CLOCK=true and POST /__test/clock, server/test-clock.ts) to
 * see what happens later — a scheduled post going live — without waiting.
 */

let offsetMs = 0

export function now(): Date {
  return new Date(Date.now() + offsetMs)
}

/** Moves the server's clock by `ms` (tests only: the route that calls this exists only with TEST_CLOCK). */
export function moveClock(ms: number) {
  offsetMs += ms
}

export function resetClock() {
  offsetMs = 0
}
