import { expect, it } from 'vitest'
import { seedContent } from '../../tests/setup/content-editing'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { mostReadPosts, recentPosts, recordPostView } from './blog.server'

describeEachDatabase('most read articles', (db) => {
  it('lists nothing until articles are read, then the read ones by views (never a copy of the recent list)', async () => {
    await seedContent(db())
    expect(await mostReadPosts(db(), 'en')).toEqual([])
    const recent = await recentPosts(db(), 'en', 20)
    const older = recent.at(-1)!.slug
    const newer = recent.at(-2)!.slug
    for (let i = 0; i < 3; i++) await recordPostView(db(), older)
    await recordPostView(db(), newer)
    expect((await mostReadPosts(db(), 'es')).map((post) => post.slug)).toEqual([older, newer])
  }, 60_000)
})
