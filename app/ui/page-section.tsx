/**
 * A titled section of a detail page; `id` makes it linkable (#about) below the sticky header. Laid out when it
 * comes near the screen (render-when-near, app.css).
 */
export function PageSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="render-when-near mt-12 scroll-mt-24">
      <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}
