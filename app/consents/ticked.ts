import { z } from 'zod'

/**
 * A box the person must tick themselves: the page sends "on", the API `true`; unticked
 * (absent) is refused with `message`, a catalogue key. Nothing is ever ticked for them.
 * (Apart from policies.ts, whose paths the pages' links need without zod.)
 */
export function ticked(message: string) {
  return z.union([z.literal(true), z.literal('on')], { error: message }).transform(() => true as const)
}
