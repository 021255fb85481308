import type { AnyKysely } from '../dialect.server'

/* Reserved for issue 31; filled in by the work that owns it. */
export async function up(_db: AnyKysely) {}
