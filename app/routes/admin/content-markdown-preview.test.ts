import type { Kysely } from 'kysely'
import { beforeAll, expect, it, vi } from 'vitest'
import type { Database } from '~/db/schema'
import { auditBy, consoleForm, consoleStaff } from '../../../tests/setup/console-request'
import { describeEachDatabase } from '../../../tests/setup/test-database'
import { action } from './content-markdown-preview'

/*
 * The content editor's live Markdown preview: the editor's script posts a
 * field's text (a fetcher form, urlencoded, with the CSRF token) and shows
 * the HTML it gets back. It writes nothing, but stands behind the same door.
 */

const current = vi.hoisted(() => ({ db: undefined as Kysely<Database> | undefined }))
vi.mock('~/db/db.server', () => ({ database: () => current.db! }))

const post = consoleForm(action, '/admin/content/markdown-preview')

describeEachDatabase('the console’s Markdown preview', (db) => {
  beforeAll(() => {
    current.db = db()
  })

  it('answers the text rendered and sanitised as the public pages render it; nothing written', async () => {
    const coordinator = await consoleStaff(db(), 'coordinator')
    const answer = await post(coordinator, {}, { text: '**Before** the [assessment](https://example.com)\n\n<script>alert(1)</script>' })
    expect(answer.status).toBe(200)
    const { html } = answer.data as { html: string }
    expect(html).toContain('<strong>Before</strong>')
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">assessment</a>')
    expect(html).not.toContain('<script')
    expect(await post(coordinator, {}, { text: 'x'.repeat(60_001) }, { locale: 'es' })).toMatchObject({ status: 200, data: { html: '' } })
    expect(await auditBy(db(), coordinator.userId)).toEqual([])
  })

  it('the door: clinic staff and a visitor get 404', async () => {
    expect((await post(await consoleStaff(db(), 'clinic_staff'), {}, { text: '**x**' })).status).toBe(404)
    expect((await post(null, {}, { text: '**x**' })).status).toBe(404)
  })
})
