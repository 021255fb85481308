import { describe, expect, it } from 'vitest'
import { inBursts } from './bursts'

const bytes = (text: string) => new TextEncoder().encode(text)

async function chunksOf(stream: ReadableStream<Uint8Array>) {
  const chunks: string[] = []
  for await (const chunk of stream) chunks.push(new TextDecoder().decode(chunk))
  return chunks
}

describe('inBursts', () => {
  it('joins what arrives in one turn into one chunk, and keeps later arrivals apart', async () => {
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>()
    const writer = writable.getWriter()
    const chunks = chunksOf(readable.pipeThrough(inBursts()))
    for (const part of ['<html>', '<body>', 'shell']) void writer.write(bytes(part))
    await new Promise((resolve) => setTimeout(resolve, 10))
    void writer.write(bytes('late part'))
    await new Promise((resolve) => setTimeout(resolve, 10))
    void writer.write(bytes('</body>'))
    await writer.close()
    expect(await chunks).toEqual(['<html><body>shell', 'late part', '</body>'])
  })

  it('passes an empty stream and a single chunk through unchanged', async () => {
    expect(await chunksOf(new Response('').body!.pipeThrough(inBursts()))).toEqual([])
    expect(await chunksOf(new Response('whole').body!.pipeThrough(inBursts()))).toEqual(['whole'])
  })
})
