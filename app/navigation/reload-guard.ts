/*
 * A full reload is our way out of a broken navigation (a route module that
 * failed to load, usually because a new build replaced it). The guard makes
 * sure we do not reload again within 10 seconds, so a page that keeps failing
 * cannot loop.
 */

export const RELOAD_GUARD_MS = 10_000
const KEY = 'claravia:last-forced-reload'

export function mayReloadNow(storage: Pick<Storage, 'getItem'>, now = Date.now()) {
  const last = Number(storage.getItem(KEY) ?? 0)
  return !(last > 0 && now - last < RELOAD_GUARD_MS && now >= last)
}

export function rememberReload(storage: Pick<Storage, 'setItem'>, now = Date.now()) {
  storage.setItem(KEY, String(now))
}
