import {
  data,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import { IntlProvider } from 'use-intl'
import { csrfTokenContext, currentSession, sessionMiddleware } from '~/accounts/session-middleware.server'
import { routePatternMiddleware } from '~/observability/request-observer.server'
import { colorModeScript, FORCED_ATTRIBUTE, isColorMode } from '~/color-mode/color-mode'
import { useColorModeSync } from '~/color-mode/use-color-mode'
import { publicEnv } from '~/config/env.server'
import { database } from '~/db/db.server'
import { LazyErrorPage } from '~/errors/lazy-error-page'
import { isNetworkFailureAnswer, keepFormsOnNetworkFailure } from '~/forms/network-failure'
import { NetworkFailureToasts } from '~/forms/network-failure-toasts'
import { localeFromPath } from '~/i18n/locales'
import { messageArea } from '~/i18n/message-areas'
import { catalogueHref } from '~/i18n/catalogue-files.server'
import { CATALOGUE_PRELOAD_ATTRIBUTE, catalogueAt, loadNewCatalogue } from '~/i18n/catalogue-store'
import { useNonce } from '~/http/nonce'
import { requestScopeMiddleware } from '~/http/request-scope.server'
import { useHydratedMark } from '~/navigation/hydrated-mark'
import { NavigationEffects } from '~/navigation/navigation-effects'
import { renderAllBeforeRestoreScript, SCROLL_POSITIONS_KEY } from '~/navigation/render-when-near'
import { PAGE_END_ID, ScriptsAfterFirstPaint } from '~/navigation/scripts-after-first-paint'
import { SeoLinks } from '~/navigation/seo-links'
import { logger } from '~/observability/logger.server'
import { issueFormStamps } from '~/security/bot-guard.server'
import { readSettings } from '~/settings/settings.server'
import { readFlashToast } from '~/toast/flash-toast.server'
import { AppToaster, useFlashToast } from '~/toast/app-toaster'
import { NoScriptToast } from '~/toast/noscript-toast'
import { pageLocale } from '~/http/request-scope.server'
import { requestInfoContext } from '~/http/request-context'
import { island } from '~/ui/island'
import type { Route } from './+types/root'
import appStylesHref from './app.css?url'
import interLatinHref from '~/fonts/inter-latin.woff2?url'

/** Closed on load, and its panel opens natively (a popover) before its code arrives. */
const ChatWidget = island(() => import('~/chat/chat-widget').then((module) => module.ChatWidget))

/*
 * Raster icons, drawn from the logo by scripts/favicons.js: the page's main thread renders an SVG favicon as a
 * document of its own (20–30 ms here, while the page starts). The ICO holds an uncompressed bitmap, which decoding
 * only copies (0.1–0.4 ms, against 1–4 ms for a PNG inside an ICO); the server sends it compressed, 0.9 kB.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
]

const WHATSAPP_SETTING = 'general.whatsapp_number'

export const middleware: Route.MiddlewareFunction[] = [routePatternMiddleware, requestScopeMiddleware, sessionMiddleware]

// A form sent while offline keeps the page and what was typed (forms/network-failure). A page of
// another locale or area shows once its catalogue is loaded (i18n/catalogue-store).
export const clientMiddleware = [keepFormsOnNetworkFailure, loadNewCatalogue]

export async function loader({ request, context }: Route.LoaderArgs) {
  // The URL alone decides; the visitor's choice was honoured before (server/locale-preference.ts).
  const locale = pageLocale(context)
  const flash = await readFlashToast(request)
  const session = currentSession(context)
  // The shell must render even when the database does not answer; the page's
  // own loader reports that failure.
  const settings = await readSettings(database(), [WHATSAPP_SETTING]).catch((error: unknown) => {
    logger.error({ err: error }, 'settings unavailable')
    return {} as Record<string, string>
  })
  const headers = new Headers({ Vary: 'Accept-Language, Cookie' })
  if (flash.setCookie) headers.append('Set-Cookie', flash.setCookie)
  return data(
    {
      locale,
      // Only this locale's catalogue reaches the browser, and of it only the page's area (i18n/message-areas),
      // as a file of its own that the browser keeps (i18n/catalogue-store).
      catalogue: catalogueHref(locale, messageArea(new URL(request.url).pathname)),
      publicEnv: publicEnv(),
      whatsappNumber: settings[WHATSAPP_SETTING] ?? '',
      toast: flash.toast,
      csrfToken: context.get(csrfTokenContext),
      // When the forms on this page were served, one signed single-use stamp per form: bots post faster than people
      // (security/bot-guard). None in a page the cache may keep: its forms fetch their own.
      formStamps: context.get(requestInfoContext).sharedRender ? {} : issueFormStamps(),
      user: session ? { name: session.user.name } : null,
    },
    { headers },
  )
}

/**
 * The catalogue is large and rarely changes: reload it only when the locale or the area does (public
 * pages, the patient's, the console: i18n/message-areas), or after a form post
 * — after any post, refused ones too, because a post may spend its form's bot-guard stamp and the
 * form needs a fresh one to be sent again. Not after a post that never got through: the
 * stamp was not spent, and the reload would fail offline and replace the page.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, actionResult }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return !isNetworkFailureAnswer(actionResult)
  return (
    localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname) || messageArea(currentUrl.pathname) !== messageArea(nextUrl.pathname)
  )
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { Vary: loaderHeaders.get('Vary') ?? 'Cookie', 'Cache-Control': 'private, no-cache' }
}

/** A route forces a colour mode with `export const handle = { colorMode: 'dark' }`. */
function useForcedColorMode() {
  const forced = useMatches()
    .map((match) => (match.handle as { colorMode?: unknown } | undefined)?.colorMode)
    .findLast(isColorMode)
  return forced
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation()
  const nonce = useNonce()
  const forced = useForcedColorMode()
  useColorModeSync(forced)
  const catalogue = useRouteLoaderData<typeof loader>('root')?.catalogue
  return (
    <html lang={localeFromPath(pathname)} {...{ [FORCED_ATTRIBUTE]: forced }} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* React Aria reads the nonce here for the small <style> it injects. */}
        <meta property="csp-nonce" nonce={nonce} />
        {/* data-js: scripts run here, so server-rendered fallbacks for script-less browsers can hide (see NoScriptToast). */}
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{
            __html: `${colorModeScript};${renderAllBeforeRestoreScript};document.documentElement.setAttribute('data-js','')`,
          }}
        />
        {/* With a precedence React puts the stylesheet, and the font every text above the fold
            uses, first in <head>. The scripts come after the first paint (ScriptsAfterFirstPaint). */}
        <link rel="preload" href={interLatinHref} as="font" type="font/woff2" crossOrigin="anonymous" />
        <link rel="stylesheet" href={appStylesHref} precedence="default" />
        <link rel="expect" href={`#${PAGE_END_ID}`} {...{ blocking: 'render' }} />
        {/* Fetched with the page, ready when its scripts hydrate it (entry.client.tsx). */}
        {catalogue && <link rel="preload" href={catalogue} as="fetch" crossOrigin="anonymous" {...{ [CATALOGUE_PRELOAD_ATTRIBUTE]: '' }} />}
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} storageKey={SCROLL_POSITIONS_KEY} />
        <ScriptsAfterFirstPaint nonce={nonce} />
      </body>
    </html>
  )
}

/**
 * The staff console (its layout's handle, once its door let the member in:
 * the layout has data) has no patients' chat button. A refused visitor gets
 * the public 404 with everything it always has.
 */
function useInConsole() {
  return useMatches().some((match) => (match.handle as { console?: boolean } | undefined)?.console === true && match.loaderData !== undefined)
}

function Providers({ data, children }: { data: Route.ComponentProps['loaderData']; children: React.ReactNode }) {
  const inConsole = useInConsole()
  return (
    <IntlProvider locale={data.locale} messages={catalogueAt(data.catalogue)} timeZone="UTC">
      <SeoLinks origin={data.publicEnv.PUBLIC_BASE_URL} />
      {children}
      <AppToaster />
      <NetworkFailureToasts />
      <NoScriptToast toast={data.toast} />
      {!inConsole && <ChatWidget phone={data.whatsappNumber} />}
      <NavigationEffects />
    </IntlProvider>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  useFlashToast(loaderData.toast)
  useHydratedMark()
  return (
    <Providers data={loaderData}>
      <Outlet />
    </Providers>
  )
}

/**
 * Errors below the layouts are handled there; this boundary catches what the
 * shell itself throws. The root loader does not fail (see above), so its data
 * and the page's catalogue are there; if not, a language-neutral page remains.
 */
export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>('root')
  if (!data) {
    return (
      <main className="mx-auto max-w-[740px] px-4 py-24 text-center">
        <h1 className="text-5xl font-bold">500</h1>
        <a href="/" className="mt-6 inline-block underline">
          Claravia
        </a>
      </main>
    )
  }
  return (
    <Providers data={data}>
      <main id="main">
        <LazyErrorPage />
      </main>
    </Providers>
  )
}
