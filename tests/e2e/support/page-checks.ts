// The checks the sweep of every page runs on one visit of each page (a11y.spec.ts, "every page"), and
// that single tests of keyboard.spec.ts, phones.spec.ts and security.spec.ts run on one page: a visit
// costs more than most checks, so one visit of a page at a size runs every check of that size.
// Each check returns its problems as lines ("<page> <what is wrong>"), an empty list when all is well.
import type { Page, Response } from '@playwright/test'
import { expect } from './test.ts'
import { failures, stayOnSite, type Measured } from './a11y-helpers.ts'
import { callBarWords, telLink } from '../../oracles.ts'
import { isSpanish, site } from './content.ts'

/** Horizontal scrolling of the page, and boxes that cut their own content off sideways, as problems. */
export async function overflow(page: Page, where: string): Promise<string[]> {
  // Measured once the page has been laid out and painted at its new size (two frames after a resize or a
  // change of text size): a busy machine once found a page 110 px too wide that no later run, busy or
  // not, found again, which is what a page measured before it has reflowed would show.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  const { scroll, clipped } = await page.evaluate(() => {
    const root = document.scrollingElement!
    const clipped = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const style = getComputedStyle(el)
        // Visually hidden text (1 px boxes) is clipped on purpose.
        return ['hidden', 'clip'].includes(style.overflowX) && el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1
      })
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.className}"> "${(el.textContent ?? '').trim().slice(0, 30)}" ${el.scrollWidth} > ${el.clientWidth}`)
    return { scroll: root.scrollWidth - root.clientWidth, clipped }
  })
  return [...(scroll > 0 ? [`${where} scrolls ${scroll}px sideways`] : []), ...clipped.map((c) => `${where} clips ${c}`)]
}

/**
 * Hovers one control of each look not hovered yet (same element, classes, colours and surroundings as one
 * in `seen` is skipped) and measures its contrast: text AA for links and buttons, the edge 3:1 for form
 * fields (WCAG 1.4.11), in the colours the hover ends in.
 */
export async function hoverContrast(page: Page, path: string, seen: Set<string>): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const controls = 'a[href], button:not([disabled]), summary, input:not([type="hidden"]), select, textarea'
  const looks = await page.locator(controls).evaluateAll((elements) =>
    elements.map((el) => {
      const rect = el.getBoundingClientRect()
      const onScreen = el.checkVisibility({ visibilityProperty: true }) && rect.width > 1 && rect.bottom > 0 && rect.right > 0
      const look = [el.tagName, el.className, el.getAttribute('aria-current'), getComputedStyle(el).color, window.__contrast.text(el).bg]
      return onScreen ? look.join('|') : null
    }),
  )
  const problems: string[] = []
  for (const [i, look] of looks.entries()) {
    if (!look || seen.has(look)) continue
    seen.add(look)
    const control = page.locator(controls).nth(i)
    await control.hover()
    const state = await control.evaluate((el) => {
      // The colours the hover ends in (a transition, however short, starts from the colours before it).
      for (const transition of document.getAnimations()) if (transition instanceof CSSTransition) transition.finish()
      const isField = el.matches('input, select, textarea')
      return [window.__contrast.text(el), ...(isField ? [window.__contrast.boundary(el)] : [])]
    })
    problems.push(...failures(state, `${path} hovered `))
  }
  await page.mouse.move(0, 0)
  return problems
}

/** CSS animations and transitions that would take longer than 0.01 s, on any element or pseudo-element. */
export function motion(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const longest = (list: string) => Math.max(...list.split(',').map((t) => (t.trim().endsWith('ms') ? parseFloat(t) / 1000 : parseFloat(t))))
    const moving: string[] = []
    for (const el of [document.documentElement, ...document.querySelectorAll('body *')]) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(el, pseudo)
        const animated = style.animationName !== 'none' && longest(style.animationDuration) > 0.01
        const transitioned = style.transitionProperty !== 'none' && longest(style.transitionDuration) > 0.01
        if (animated || transitioned) moving.push(`<${el.tagName.toLowerCase()} class="${el.className}">${pseudo ?? ''}`)
      }
    }
    const running = document.getAnimations().filter((a) => a.playState === 'running' && Number(a.effect?.getTiming().duration) > 10)
    if (getComputedStyle(document.documentElement).scrollBehavior === 'smooth') moving.push('smooth scrolling')
    return [...moving, ...running.map((a) => `running animation on ${(a.effect as KeyframeEffect | null)?.target?.tagName}`)]
  })
}

/**
 * What is wrong with the call bar of a loaded page once scrolled to its end, or undefined when nothing
 * is. The bar speaks the page's language: its phone link says the words of callBar.call and dials the
 * practice's toll-free number, its other link says callBar.book and opens the form in that language.
 */
export async function callBarProblem(page: Page, route: string): Promise<string | undefined> {
  // At once, not smoothly (a smooth scroll to the end of a long page kept the check waiting about a
  // second a page), and again until the page stays at its end: a smooth scroll still running from an
  // earlier focus can carry it back a little.
  await page.evaluate(async () => {
    const root = document.documentElement
    let last = -1
    for (let frame = 0; frame < 60 && window.scrollY !== last; frame++) {
      last = window.scrollY
      window.scrollTo({ top: root.scrollHeight, behavior: 'instant' })
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    }
  })
  const bar = page.locator('[data-call-bar]')
  try {
    await expect(bar).toBeInViewport({ ratio: 1 })
  } catch {
    return 'the bar is not entirely in view'
  }
  const words = callBarWords(isSpanish(route) ? 'es' : 'en')
  const links = await bar.getByRole('link').evaluateAll((all) => all.map((a) => ({ name: a.textContent?.trim() ?? '', label: a.getAttribute('aria-label') ?? '', href: a.getAttribute('href') ?? '', height: a.getBoundingClientRect().height })))
  const named = (start: string) => links.find((l) => (l.label || l.name).startsWith(start))
  const form = isSpanish(route) ? '/es/consultation-form' : '/consultation-form'
  if (named(words.call)?.href !== telLink(site.phones.tollFree)) return `no "${words.call}" link to ${telLink(site.phones.tollFree)}: ${JSON.stringify(links)}`
  // On the form's own page "Book" would lead nowhere new: the bar offers "Call" alone there.
  const onForm = route === form
  if (onForm && named(words.book)) return `a "${words.book}" link on the form's own page: ${JSON.stringify(links)}`
  if (!onForm && named(words.book)?.href !== form) return `no "${words.book}" link to ${form}: ${JSON.stringify(links)}`
  if (links.length !== (onForm ? 1 : 2)) return `the bar has ${links.length} links: ${JSON.stringify(links)}`
  // The page reserves the bar's space: the end of the footer is above the bar, not under it.
  const barTop = (await bar.boundingBox())!.y
  const footer = (await page.getByRole('contentinfo').boundingBox())!
  if (footer.y + footer.height > barTop + 1) return `the footer ends at ${footer.y + footer.height}, under the bar (top ${barTop})`
  // Primary actions are at least 44px high.
  const small = links.filter((l) => l.height < 44)
  if (small.length > 0) return `links under 44 px high: ${small.map((l) => `${l.name} ${l.height}`).join(', ')}`
  return undefined
}

/**
 * Tabs from the top of the page to the end. Every visible control must come, once, in document order
 * (the reading order), each showing a focus ring that contrasts 3:1 with what is around it and keeping
 * AA contrast for its text while focused.
 */
export async function tabThrough(page: Page): Promise<{ stops: number; problems: string[] }> {
  const expected = await page.evaluate(() => {
    const selector = 'a[href], button, input, select, textarea, summary, iframe, [tabindex]'
    const stops = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && el.checkVisibility({ visibilityProperty: true }) && !el.closest('[inert]'),
    )
    // Tab reaches one button of a radio group (the chosen one, or the first); the arrow keys move within it.
    .filter((el) => {
      if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true
      const group = [...document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(el.name)}"]`)]
      return el === (group.find((radio) => radio.checked) ?? group[0])
    })
    ;(window as unknown as { __stops: HTMLElement[] }).__stops = stops
    return stops.map((el) => `<${el.tagName.toLowerCase()}> "${(el.textContent || el.getAttribute('aria-label') || el.id).trim().slice(0, 40)}"`)
  })
  const problems: string[] = []
  const reached: number[] = []
  for (let press = 0; press < expected.length + 5; press++) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      if (!el || el === document.body) return null
      // The ring the focus ends in (a transition, however short, starts from the style before it).
      for (const transition of document.getAnimations()) if (transition instanceof CSSTransition) transition.finish()
      const index = (window as unknown as { __stops: HTMLElement[] }).__stops.indexOf(el)
      const what = `<${el.tagName.toLowerCase()}> "${(el.textContent || el.getAttribute('aria-label') || el.id).trim().slice(0, 40)}"`
      if (el.tagName === 'IFRAME') return { index, what, visible: true, measured: [] as Measured[] }
      const style = getComputedStyle(el)
      const after = getComputedStyle(el, '::after')
      const outlined = (s: CSSStyleDeclaration) => s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2
      const visible = outlined(style) || outlined(after) || style.boxShadow !== 'none'
      const ring = { ...window.__contrast.focusRing(el), what: `focus ring of ${what}` }
      return { index, what, visible, measured: [ring, { ...window.__contrast.text(el), what: `text of ${what} while focused` }] }
    })
    // The end: focus leaves the page (or comes round to the first control again).
    if (!stop || (stop.index === 0 && reached.length > 1)) break
    if (stop.index === -1) problems.push(`focus went to ${stop.what}, which is not a visible control`)
    // Focus stays on a map frame for a few presses while it walks through the frame's own document.
    else if (reached.at(-1) !== stop.index) reached.push(stop.index)
    if (!stop.visible) problems.push(`${stop.what} shows no focus ring`)
    problems.push(...failures(stop.measured))
  }
  const order = expected.map((_, i) => i)
  if (JSON.stringify(reached) !== JSON.stringify(order)) {
    const missed = order.filter((i) => !reached.includes(i)).map((i) => expected[i])
    problems.push(`Tab order ${reached.join(',')} instead of 0..${expected.length - 1}${missed.length ? `; never reached: ${missed.join(', ')}` : ''}`)
  }
  return { stops: reached.length, problems }
}

/** Hosts and calls of analytics, ad pixels and session recorders. */
const TRACKERS =
  /google-analytics\.com|googletagmanager\.com|\bgtag\(|\bfbq\(|connect\.facebook\.net|facebook\.com\/tr|hotjar\.com|clarity\.ms|cdn\.segment\.com|plausible\.io|matomo|doubleclick\.net|mxpnl\.com|amplitude\.com|licdn\.com|bat\.bing\.com|analytics\.tiktok\.com|newrelic|sentry\.io|datadoghq/i

/** Browser messages about the page's policies (a blocked load, or a header the browser rejects). */
const POLICY_MESSAGE = /Content[- ]Security[- ]Policy|Permissions[- ]Policy|Refused to|Error with .* header/i

export interface Watch {
  /** Every URL the page or its frames asked for. */
  requests: string[]
  policyMessages: string[]
}

export const isSite = (url: string, baseURL: string) => url.startsWith(`${baseURL}/`) || url === baseURL || url.startsWith('data:')

/** Records requests, policy messages and `securitypolicyviolation` events; other hosts are never reached. */
export async function watch(page: Page): Promise<Watch> {
  const watched: Watch = { requests: [], policyMessages: [] }
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] }
    w.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`)
    })
  })
  page.on('console', (message) => {
    if (POLICY_MESSAGE.test(message.text())) watched.policyMessages.push(message.text())
  })
  page.on('request', (request) => watched.requests.push(request.url()))
  // Offline and private: a request to another host is recorded above, then stopped here.
  await stayOnSite(page)
  return watched
}

/** The `securitypolicyviolation` events of the page so far. */
export async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
}

/**
 * What is wrong with a page as it loaded under the security headers: its status (`expectedStatus`), a
 * Content-Security-Policy missing, a policy violation or message, a request to another host, a tracker
 * in a script it loaded (each script read once: `scripts` keeps them across pages). Call it right after
 * `page.goto`, with `watched` emptied before it: what the page asks for by itself on load.
 */
export async function loadProblems(page: Page, path: string, response: Response | null, expectedStatus: number, watched: Watch, scripts: Map<string, string>, baseURL: string): Promise<string[]> {
  const problems: string[] = []
  const status = response?.status()
  if (status !== expectedStatus) problems.push(`${path}: status ${status}`)
  if (!response?.headers()['content-security-policy']) problems.push(`${path}: no Content-Security-Policy`)
  for (const violation of await violations(page)) problems.push(`${path}: ${violation}`)
  for (const message of watched.policyMessages) problems.push(`${path}: ${message}`)
  // Nothing from another host on load: no font, script, image, or map (it loads when scrolled to).
  for (const url of watched.requests.filter((u) => !isSite(u, baseURL))) problems.push(`${path}: asked ${url}`)
  for (const url of watched.requests.filter((u) => /\.m?js(\?|$)/.test(u))) {
    if (!scripts.has(url)) scripts.set(url, await (await page.request.get(url)).text())
    if (TRACKERS.test(scripts.get(url)!)) problems.push(`${path}: a tracker in ${url}`)
  }
  return problems
}
