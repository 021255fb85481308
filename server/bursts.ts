/*
 * A streamed page arrives in many small chunks (React writes 2 kB at a time)
 * and each write is compressed and flushed on its own. This joins what arrives
 * together (in one turn of the event loop) into one chunk: a handful of
 * compressed writes per page instead of dozens, and nothing held back longer
 * than that turn, so streamed parts still leave as soon as they are ready.
 */
export function inBursts(): TransformStream<Uint8Array, Uint8Array> {
  let pending: Uint8Array[] = []
  let scheduled: NodeJS.Immediate | undefined
  const release = (controller: TransformStreamDefaultController<Uint8Array>) => {
    clearImmediate(scheduled)
    scheduled = undefined
    if (pending.length === 0) return
    controller.enqueue(pending.length === 1 ? pending[0]! : Buffer.concat(pending))
    pending = []
  }
  return new TransformStream({
    transform(chunk, controller) {
      pending.push(chunk)
      scheduled ??= setImmediate(() => release(controller))
    },
    flush: release,
  })
}
