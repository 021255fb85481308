import { idColumn, timestampType, type AnyKysely } from '../dialect.server'

/*
 * Pictures staff upload for the public site (issue 13): hero images of
 * services, destinations and blog posts, portraits of specialists and the
 * team. One row per uploaded image; its resized WebP and AVIF files live in the
 * image store under the row's key. Each record points at its image and keeps
 * the image's alternative text per language (what the picture shows there).
 */

export const IMAGE_TABLES = ['services', 'destinations', 'blog_posts', 'specialists', 'team_members'] as const

export async function up(db: AnyKysely) {
  await db.schema
    .createTable('content_images')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('storage_key', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    // JSON number[]: the widths the files were made in (each as WebP and AVIF).
    .addColumn('widths', 'text', (col) => col.notNull())
    .addColumn('original_name', 'text', (col) => col.notNull())
    .addColumn('byte_size', 'integer', (col) => col.notNull())
    .addColumn('uploaded_by', 'integer', (col) => col.references('users.id'))
    .addColumn('uploaded_at', timestampType(db), (col) => col.notNull())
    .execute()
  for (const table of IMAGE_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('image_id', 'integer', (col) => col.references('content_images.id'))
      .execute()
    await db.schema.alterTable(`${table}_translations`).addColumn('image_alt', 'text').execute()
  }
}

export async function down(db: AnyKysely) {
  for (const table of IMAGE_TABLES) {
    await db.schema.alterTable(`${table}_translations`).dropColumn('image_alt').execute()
    await db.schema.alterTable(table).dropColumn('image_id').execute()
  }
  await db.schema.dropTable('content_images').ifExists().execute()
}
