// Shared by the accessibility and keyboard browser tests (a11y.spec.ts, keyboard.spec.ts): the pages
// and viewports they visit, axe with the WCAG 2.2 AA rules, waiting for islands, and colour contrast
// measured in the browser from computed styles.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { BrowserContext, Page } from '@playwright/test'
import { content, isSpanish, routes } from './content.ts'
import { waitForAllIslands } from './islands.ts'

/** Every built page, and an unknown address (the 404 page). */
export const NOT_FOUND_PATH = '/no-such-page-for-a11y-tests'
export const allPages = [...routes, NOT_FOUND_PATH]

/**
 * The template a page is built from: a condition page's layout (article, service…), a bio, an office
 * page; every other page has its own. Pages of one layout share their markup, in every language (a
 * Spanish page is its English page's template with other words), so a check of behaviour (keyboard
 * order, focus) runs on one page of each (onePagePerLayout), axe on every page.
 */
function layoutOf(path: string): string {
  const english = isSpanish(path) ? path.replace(/^\/es/, '') || '/' : path
  const [, section, slug] = english.split('/')
  if (section === 'conditions' && slug) return `condition: ${content.conditions.find((c) => c.slug === slug)?.data.layout}`
  if ((section === 'team' || section === 'locations') && slug) return `${section}/*`
  return english
}

/** The first page of each layout (see layoutOf), and the 404 page. */
export const onePagePerLayout = allPages.filter((path, i) => allPages.findIndex((other) => layoutOf(other) === layoutOf(path)) === i)

/** Items in `parts` groups of about the same size, dealt out in turn like cards: one test each. */
export function inGroups<T>(items: readonly T[], parts: number): T[][] {
  return Array.from({ length: parts }, (_, i) => items.filter((_, j) => j % parts === i))
}

export const viewports = {
  phone: { width: 375, height: 800 },
  desktop: { width: 1280, height: 900 },
} as const

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe-core's own script, sent into the page as it is. Not @axe-core/playwright's AxeBuilder: to join
 * the results of every frame it opens a new browser page for each analysis, which made one check take
 * 3 to 5 times as long (about 4 s a page on a busy machine), and the sweep of every page at two sizes
 * the slowest part of `npm test`. Our pages' only frames are the map's, from another site.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeSummary {
  /** Rules that passed on this page. */
  passed: number
  violations: string[]
}

/**
 * Gives every page of `target` axe's script as a function it has not called yet (`__installAxe`):
 * sent to the browser once, not once a check (half a megabyte each time: about 50 ms of the two
 * processes' CPU a page, about an eighth of what axe costs). The page runs none of it until axe() calls it.
 */
export async function installAxe(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript({ content: `Object.defineProperty(window, '__installAxe', { value: function () {\n${AXE_SOURCE}\n} })` })
}

/** Runs axe with the WCAG 2.0/2.1/2.2 A and AA rules; each violation as "rule (help): element, element". */
export async function axe(page: Page): Promise<AxeSummary> {
  // From installAxe when the page has it; otherwise (a page without it, or without JavaScript, which
  // runs no script of its own) the whole script is sent.
  const ready = await page.evaluate(() => {
    const w = window as unknown as { axe?: object; __installAxe?: () => void }
    if (!w.axe) w.__installAxe?.()
    return !!w.axe
  })
  if (!ready) await page.evaluate(AXE_SOURCE)
  return page.evaluate(async (values) => {
    type Result = { id: string; help: string; nodes: { target: string[] }[] }
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ passes: Result[]; violations: Result[] }> } }).axe
    // Only the violations in full: the elements every rule passed on are not needed, and large.
    const results = await axe.run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] })
    return {
      passed: results.passes.length,
      violations: results.violations.map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    }
  }, WCAG_TAGS)
}

/**
 * The tests never leave the site: a request to another host (the map embed) is refused, so the
 * results do not depend on a third party's page or on the network.
 */
export async function stayOnSite(target: Page | BrowserContext): Promise<void> {
  await target.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort('blockedbyclient'))
}

/** Waits until every island of the page is hydrated (see islands.ts). */
export const waitForIslands = waitForAllIslands

/**
 * Installs window.__contrast in every page of the context: WCAG 2.x contrast ratios from computed
 * colours. The background of an element is its own background colour composited over those of its
 * ancestors (white under all), the way the browser paints them.
 */
export async function installContrast(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    type Rgba = [number, number, number, number]
    const parse = (color: string): Rgba => {
      const parts = color.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0]
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, color.startsWith('rgba') ? (parts[3] ?? 1) : 1]
    }
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3]
      return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1]
    }
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (v: number) => {
        const s = v / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    }
    const ratio = (a: Rgba, b: Rgba) => {
      const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
      return Math.round(((l1 + 0.05) / (l2 + 0.05)) * 100) / 100
    }
    /** The colour painted behind an element (from: include the element's own background or not). */
    const backgroundOf = (el: Element | null): Rgba => {
      const layers: Rgba[] = []
      for (let node = el; node; node = node.parentElement) {
        const layer = parse(getComputedStyle(node).backgroundColor)
        if (layer[3] > 0) layers.push(layer)
        if (layer[3] >= 1) break
      }
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1])
    }
    const css = (c: Rgba) => `rgb(${c.slice(0, 3).map(Math.round).join(', ')})`
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${text || el.getAttribute('aria-label') || ''}"`
    }
    const contrast = {
      /** Text colour against what is painted behind it; large text (24px, or 18.66px bold) needs only 3:1. */
      text(el: Element) {
        const style = getComputedStyle(el)
        const background = backgroundOf(el)
        const foreground = over(parse(style.color), background)
        const size = parseFloat(style.fontSize)
        const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700)
        return { what: describe(el), ratio: ratio(foreground, background), needed: large ? 3 : 4.5, fg: css(foreground), bg: css(background) }
      },
      /**
       * How a control stands out from what surrounds it (WCAG 1.4.11): its own background, or
       * failing that its border, against the background around it.
       */
      boundary(el: Element) {
        const style = getComputedStyle(el)
        const around = backgroundOf(el.parentElement)
        const fill = ratio(backgroundOf(el), around)
        const border = parseFloat(style.borderTopWidth) > 0 ? ratio(over(parse(style.borderTopColor), around), around) : 0
        return { what: describe(el), ratio: Math.max(fill, border), needed: 3, fg: style.borderTopColor, bg: css(around) }
      },
      /** The focus indicator's colour (outline, or the outline of ::after for card links) against the background around it. */
      focusRing(el: Element) {
        const style = getComputedStyle(el)
        const after = getComputedStyle(el, '::after')
        const ring = style.outlineStyle !== 'none' ? style.outlineColor : after.outlineStyle !== 'none' ? after.outlineColor : null
        const around = backgroundOf(el.parentElement)
        return { what: describe(el), ratio: ring ? ratio(over(parse(ring), around), around) : 0, needed: 3, fg: ring ?? 'none', bg: css(around) }
      },
      /** An SVG icon's stroke or fill (currentColor) against the control's background. */
      icon(el: Element) {
        const svg = el.querySelector('svg') ?? el
        const style = getComputedStyle(svg)
        const paint = style.stroke !== 'none' ? style.stroke : style.fill
        const background = backgroundOf(el)
        return { what: describe(el), ratio: ratio(over(parse(paint), background), background), needed: 3, fg: paint, bg: css(background) }
      },
    }
    ;(window as unknown as { __contrast: typeof contrast }).__contrast = contrast
  })
}

export interface Measured {
  what: string
  ratio: number
  needed: number
  fg: string
  bg: string
}

declare global {
  interface Window {
    __contrast: Record<'text' | 'boundary' | 'focusRing' | 'icon', (el: Element) => Measured>
  }
}

/** Measurements below what they need, as readable lines (an empty list when all pass). */
export function failures(measured: Measured[], where = ''): string[] {
  return measured.filter((m) => m.ratio < m.needed).map((m) => `${where}${m.what}: ${m.ratio}:1 (needs ${m.needed}:1; ${m.fg} on ${m.bg})`)
}
