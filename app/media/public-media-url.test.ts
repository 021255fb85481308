import { expect, it, vi } from 'vitest'

vi.mock('~/config/env.server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('~/config/env.server')>()
  return { ...actual, env: () => ({ ...actual.env(), PUBLIC_MEDIA_URL: 'https://cdn.claravia.example/images/' }) }
})
const { pictureSource } = await import('./pictures.server')

it('with PUBLIC_MEDIA_URL, pictures come from there with the same srcset', () => {
  const key = 'k'.repeat(32)
  const picture = pictureSource({ storage_key: key, width: 1600, height: 800, widths: '[480,960,1600]' })
  expect(picture.src).toBe(`https://cdn.claravia.example/images/${key}-960.webp`)
  expect(picture.srcset.avif).toBe([480, 960, 1600].map((width) => `https://cdn.claravia.example/images/${key}-${width}.avif ${width}w`).join(', '))
})
