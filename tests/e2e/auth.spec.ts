import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './fixtures'
import { acceptTerms, DEMO, linkIn, signIn, signUp, STRONG_PASSWORD, uniqueEmail } from './accounts'
import { emailTo } from './mail'

for (const prefix of ['', '/es'] as const) {
  const spanish = prefix === '/es'
  test(`sign up, sign out, fail and succeed to sign in${spanish ? ' (es)' : ''}`, async ({ page, context }) => {
    const email = uniqueEmail()
    await signUp(page, { name: 'Ana Torres', email, password: STRONG_PASSWORD }, prefix)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanish ? 'Hola, Ana Torres' : 'Hello, Ana Torres')
    const token = (await context.cookies()).find((cookie) => cookie.name === 'token')!
    expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(token.value).toMatch(/^[\w-]{43}$/)

    await page.getByRole('button', { name: spanish ? 'Cerrar sesión' : 'Sign out' }).click()
    await expect(page).toHaveURL(new RegExp(prefix ? `${prefix}$` : ':\\d+/$'))
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'token')).toBe(false)

    await page.goto(`${prefix}/sign-in`)
    await signIn(page, email, 'Wrong#Password1', prefix)
    const failure = spanish ? 'Las credenciales no coinciden con nuestros registros. Inténtalo de nuevo.' : 'Invalid credentials. Please try again.'
    await expect(page.getByRole('alert').filter({ hasText: failure })).toBeVisible()
    // An unknown email gets exactly the same answer.
    await signIn(page, uniqueEmail('nobody'), 'Wrong#Password1', prefix)
    await expect(page.getByRole('alert').filter({ hasText: failure })).toBeVisible()

    await signIn(page, email, STRONG_PASSWORD, prefix)
    await expect(page).toHaveURL(new RegExp(`${prefix}/account$`))
  })
}

test('fields are validated on blur, not while typing, with translated messages', async ({ page }) => {
  await page.goto('/es/sign-up')
  await waitForHydration(page)
  const email = page.getByLabel('Correo electrónico')
  await email.fill('ana@')
  await expect(page.getByText('Este correo electrónico no es válido.')).toHaveCount(0)
  await email.blur()
  await expect(page.getByText('Este correo electrónico no es válido.')).toBeVisible()
  await page.getByLabel('Contraseña', { exact: true }).fill('short')
  await page.getByLabel('Contraseña', { exact: true }).blur()
  await expect(page.getByText(/La contraseña debe tener al menos 8 caracteres/)).toBeVisible()
  await page.getByLabel('Contraseña', { exact: true }).fill(STRONG_PASSWORD)
  await page.getByLabel('Repite la contraseña').fill('Different#2026')
  await page.getByLabel('Repite la contraseña').blur()
  await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible()
  await expectNoAxeViolations(page)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('sign-up errors come back from the server, translated, and nothing is created', async ({ page }) => {
    await page.goto('/sign-up')
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByText('This field is required.').first()).toBeVisible()
    await expect(page.getByText('This email is invalid.')).toBeVisible()
  })
})

/* The bot guard's stamp is single-use and bound to its form (issue 9): a refused post must leave the form sendable again. */
for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled })
    test('a sign-up refused by the server can be corrected and sent again (es)', async ({ page }) => {
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${1 + Math.floor(Math.random() * 254)}` })
      await page.goto('/es/sign-up')
      if (javaScriptEnabled) await waitForHydration(page)
      await page.getByLabel('Nombre completo').fill('Lucía Gómez')
      await page.getByLabel('Correo electrónico').fill(DEMO.email)
      await page.getByLabel('Contraseña', { exact: true }).fill(STRONG_PASSWORD)
      await page.getByLabel('Repite la contraseña').fill(STRONG_PASSWORD)
      await acceptTerms(page, '/es')
      await page.getByRole('button', { name: 'Crear cuenta' }).click()
      await expect(page.getByText('Ya existe una cuenta con este correo.', { exact: false })).toBeVisible()
      await page.getByLabel('Correo electrónico').fill(uniqueEmail('second-try'))
      await page.getByLabel('Contraseña', { exact: true }).fill(STRONG_PASSWORD)
      await page.getByLabel('Repite la contraseña').fill(STRONG_PASSWORD)
      await page.getByRole('button', { name: 'Crear cuenta' }).click()
      await expect(page).toHaveURL(/\/es\/account$/)
    })
  })
}

test('a stamp passes one sign-up, and only the form it was served for', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${1 + Math.floor(Math.random() * 254)}` })
  // The page comes from the cache, the same for everyone: no stamp in it; the form asks for its own.
  await page.goto('/sign-up')
  expect(await page.locator('form#sign-up input[name="formStamp"]').inputValue()).toBe('')
  const stampFor = async (form: string) => ((await (await page.request.get(`/form-stamp.json?form=${form}`)).json()) as { stamp: string }).stamp
  const newsletterStamp = await stampFor('newsletter')
  const stamp = await stampFor('sign-up')
  const signUpWith = (formStamp: string) =>
    page.request.post('/sign-up', {
      form: {
        formStamp,
        website: '',
        name: 'Replay Bot',
        email: uniqueEmail('replay'),
        password: STRONG_PASSWORD,
        repeatPassword: STRONG_PASSWORD,
        acceptTerms: 'on',
      },
      maxRedirects: 0,
    })
  const borrowed = await signUpWith(newsletterStamp)
  expect(borrowed.status()).toBe(400)
  expect(await borrowed.text()).toContain('This form could not be accepted.')
  expect((await signUpWith(stamp)).status()).toBe(302)
  // Signed out again, so the page answers the post instead of sending an account holder on.
  await page.context().clearCookies({ name: 'token' })
  const replayed = await signUpWith(stamp)
  expect(replayed.status()).toBe(400)
  expect(await replayed.text()).toContain('This form has expired.')
  expect((await page.request.get('/form-stamp.json?form=checkout')).status()).toBe(404)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const images of [true, false]) {
    test(`the cached sign-up form signs up ${images ? 'at once (its image brings the stamp)' : 'after asking once more (no images either)'} (es)`, async ({
      page,
    }) => {
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${1 + Math.floor(Math.random() * 254)}` })
      if (!images) await page.route('**/form-stamp.gif*', (route) => route.abort())
      await page.goto('/es/sign-up')
      expect(await page.locator('form#sign-up input[name="formStamp"]').inputValue()).toBe('')
      const email = uniqueEmail('nojs')
      const fillIn = async () => {
        await page.getByLabel('Nombre completo').fill('Marta Gil')
        await page.getByLabel('Correo electrónico').fill(email)
        await page.getByLabel('Contraseña', { exact: true }).fill(STRONG_PASSWORD)
        await page.getByLabel('Repite la contraseña').fill(STRONG_PASSWORD)
        await acceptTerms(page, '/es')
        await page.getByRole('button', { name: 'Crear cuenta' }).click()
      }
      await fillIn()
      if (!images) {
        await expect(page.getByText('Para protegerlo de los robots, revisa el formulario y envíalo una vez más.')).toBeVisible()
        expect(await page.locator('form#sign-up input[name="formStamp"]').inputValue()).not.toBe('')
        await fillIn()
      }
      await expect(page).toHaveURL(/\/es\/account$/)
    })
  }
})

test('a page that needs an account sends you to sign in and back', async ({ page }) => {
  await page.goto('/es/account')
  await expect(page).toHaveURL(/\/es\/sign-in\?redirectTo=%2Fes%2Faccount$/)
  await signIn(page, DEMO.email, DEMO.password, '/es')
  await expect(page).toHaveURL(/\/es\/account$/)
})

test('password reset: same answer for anyone, single-use link, old sessions end', async ({ page, browser }) => {
  const email = uniqueEmail('reset')
  await signUp(page, { name: 'Luis Pérez', email, password: STRONG_PASSWORD }, '/es')
  // A second browser, still signed in, must be signed out by the reset.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await signIn(otherPage, email, STRONG_PASSWORD)
  await expect(otherPage).toHaveURL(/\/account$/)

  const anonymous = await browser.newContext()
  const visitor = await anonymous.newPage()
  // Asked for in Spanish: the email and its link are in the language of the page it was asked on.
  for (const address of [email, uniqueEmail('ghost')]) {
    await visitor.goto('/es/reset-password')
    await visitor.getByLabel('Correo electrónico').fill(address)
    await visitor.getByRole('button', { name: 'Enviar el enlace' }).click()
    await expect(visitor.getByRole('status').filter({ hasText: 'Si existe una cuenta con esa dirección' })).toBeVisible()
  }

  const message = await emailTo(email)
  expect(message.subject).toBeTruthy()
  const link = linkIn(message.text)
  expect(link.pathname).toMatch(/^\/es\/new-password\//)
  await visitor.goto(link.pathname)
  await visitor.getByLabel('Contraseña', { exact: true }).fill('Nueva#Clave2026')
  await visitor.getByLabel('Repite la contraseña').fill('Nueva#Clave2026')
  await visitor.getByRole('button', { name: 'Guardar la contraseña nueva' }).click()
  await expect(visitor).toHaveURL(/\/es\/sign-in$/)
  await expect(visitor.getByText('Cambiamos tu contraseña. Inicia sesión con tu nueva contraseña.')).toBeVisible()

  await otherPage.goto('/account')
  await expect(otherPage).toHaveURL(/\/sign-in\?redirectTo=/)

  await signIn(visitor, email, STRONG_PASSWORD, '/es')
  await expect(visitor.getByRole('alert')).toContainText('Las credenciales no coinciden')
  await signIn(visitor, email, 'Nueva#Clave2026', '/es')
  await expect(visitor).toHaveURL(/\/es\/account$/)

  await visitor.goto(link.pathname)
  await expect(visitor.getByText('Este enlace ya no es válido')).toBeVisible()
  await other.close()
  await anonymous.close()
})

test('the demo patient sees treatments, appointments and a treatment timeline', async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password)
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('heading', { name: 'My appointments' })).toBeVisible()
  const active = page.locator('#active-treatments')
  await expect(active.getByRole('link', { name: /Implantable collamer lens|ICL/ })).toBeVisible()
  await expect(page.locator('#past-treatments').getByRole('link', { name: /LASIK/ })).toBeVisible()
  await expect(page.locator('#appointments').getByText('Confirmed').first()).toBeVisible()
  await waitForHydration(page)
  await expectNoAxeViolations(page)

  await active.getByRole('link', { name: /Implantable collamer lens|ICL/ }).click()
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible()
  await expect(page.getByText('One-month check-up')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Clinic and specialist' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.goto('/es/account')
  await expect(page.getByRole('heading', { name: 'Tratamientos activos' })).toBeVisible()
})

test('updating information persists; a wrong current password is refused', async ({ page }) => {
  const email = uniqueEmail('update')
  await signUp(page, { name: 'Marta Gil', email, password: STRONG_PASSWORD }, '')
  const form = page.locator('#update-information')
  await form.getByLabel('Full name').fill('Marta Gil Rubio')
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Your information was saved.')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Marta Gil Rubio')

  await form.getByLabel('Email').fill(uniqueEmail('changed'))
  await form.getByLabel('Current password').fill('Not#MyPassword1')
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('The current password is not correct.')).toBeVisible()
  await page.reload()
  await expect(form.getByLabel('Email')).toHaveValue(email)
})

test('guessing the current password on the account page is limited like sign-in (es)', async ({ page }) => {
  await signUp(page, { name: 'Rosa Vidal', email: uniqueEmail('guess'), password: STRONG_PASSWORD }, '/es')
  const form = page.locator('#update-information')
  const statuses: number[] = []
  page.on('response', (response) => {
    if (response.request().method() === 'POST') statuses.push(response.status())
  })
  for (let attempt = 0; attempt < 6; attempt++) {
    const answered = page.waitForResponse((response) => response.request().method() === 'POST')
    await form.getByLabel(/^Contraseña nueva/).fill('Nueva#Clave2026')
    await form.getByLabel('Repite la contraseña nueva', { exact: true }).fill('Nueva#Clave2026')
    await form.getByLabel('Contraseña actual', { exact: true }).fill(`Adivina#${attempt}x`)
    await form.getByRole('button', { name: 'Guardar cambios' }).click()
    await answered
  }
  await expect(page.getByRole('alert').filter({ hasText: 'Demasiados intentos. Espera' })).toBeVisible()
  expect(statuses).toContain(429)
})

test("another patient's treatment is a 404, never their data", async ({ page, browser }) => {
  const demo = await browser.newContext()
  const demoPage = await demo.newPage()
  await signIn(demoPage, DEMO.email, DEMO.password)
  await demoPage.locator('#active-treatments').getByRole('link').first().click()
  await demoPage.waitForURL(/\/account\/treatments\/\d+$/)
  const treatmentPath = new URL(demoPage.url()).pathname
  await demo.close()

  await signUp(page, { name: 'Eva Ruiz', email: uniqueEmail('intruder'), password: STRONG_PASSWORD }, '')
  const response = await page.goto(treatmentPath)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page does not exist')
  expect((await page.goto('/account/treatments/abc'))?.status()).toBe(404)
})

test('forged form posts are refused and change nothing', async ({ request }) => {
  const response = await request.post('/sign-in', {
    headers: { 'Sec-Fetch-Site': 'cross-site' },
    form: { email: DEMO.email, password: DEMO.password },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(303)
  expect(response.headers()['set-cookie'] ?? '').not.toContain('token=')
})

test('sign-in attempts are rate limited per account, with Retry-After', async ({ page }) => {
  const email = uniqueEmail('limited')
  await page.goto('/sign-in')
  const statuses: number[] = []
  page.on('response', (response) => {
    if (response.request().method() === 'POST') statuses.push(response.status())
  })
  for (let attempt = 0; attempt < 6; attempt++) {
    const answered = page.waitForResponse((response) => response.request().method() === 'POST')
    await signIn(page, email, 'Wrong#Password1')
    await answered
  }
  await expect(page.getByRole('alert')).toContainText('Too many attempts. Please wait')
  expect(statuses).toContain(429)
})
