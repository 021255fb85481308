import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { NonceProvider } from '~/http/nonce'
import { CATALOGUE_PRELOAD_ATTRIBUTE, loadCatalogue } from '~/i18n/catalogue-store'

// The browser hides nonce attributes but keeps the value on the element: hand
// the page's nonce back to React so hydration sees the same props as the server.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? ''
// The page's catalogue, preloaded by its <head> (root.tsx); none on the bare error page.
const catalogue = document.querySelector(`link[${CATALOGUE_PRELOAD_ATTRIBUTE}]`)?.getAttribute('href')

let hydrated = false

function hydrate() {
  if (hydrated) return
  hydrated = true
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <NonceProvider value={nonce}>
          <HydratedRouter />
        </NonceProvider>
      </StrictMode>,
    )
  })
}

/** Hydrates once the catalogue is here. Until it can be loaded the page stays as the server wrote it (it works without JavaScript); tried again when back online or at the next touch. */
function hydrateWithCatalogue() {
  loadCatalogue(catalogue!).then(hydrate, () => {
    for (const event of ['online', 'pointerdown', 'keydown']) addEventListener(event, hydrateWithCatalogue, { once: true })
  })
}

if (catalogue) hydrateWithCatalogue()
else hydrate()
