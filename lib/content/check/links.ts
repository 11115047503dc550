// One link written in the content must be a page of this site, an anchor on a page, or a full https://,
// mailto: or tel: address; anything else gets a message with the fix.
import { FILE_NAME, distance, nearest } from './words/near-miss.ts'

export interface LinkContext {
  routes: Set<string>
  /** The heading ids of the page the link is on, and of the other pages made from one MDX file. */
  ownIds?: readonly string[]
  idsByRoute: Map<string, readonly string[]>
  /** Former addresses and the page each now leads to (content/redirects.yaml). */
  moved?: ReadonlyMap<string, string>
  /** The address the site is published at (SITE_URL). */
  siteUrl?: string
  fileExists?: (sitePath: string) => boolean
}

const bareHost = (url: string) => {
  try {
    return new URL(url).host.replace(/^www\./, '').toLowerCase()
  } catch {
    return undefined
  }
}

const SCHEMES = ['https:', 'mailto:', 'tel:']

export function linkProblem(href: string, context: LinkContext): string | undefined {
  const unquoted = /^["“‘'](.*)["”’']$/.exec(href.trim())?.[1]
  if (unquoted !== undefined) return `The link "${href}" has quotes around its address. Remove them: (${unquoted}).`
  if (href.startsWith('#')) return anchorProblem(href.slice(1), context.ownIds, 'this page')
  if (href.startsWith('/')) {
    const [pathPart = '', anchor] = href.split('#')
    const path = pathPart.split('?')[0] || '/'
    const normalized = path.length > 1 ? path.replace(/\/$/, '') : path
    if (!context.routes.has(normalized) && !(/\.[a-z0-9]+$/i.test(normalized) && context.fileExists?.(normalized))) {
      const movedTo = context.moved?.get(normalized)
      if (movedTo) return `The page ${normalized} has moved to ${movedTo} (content/redirects.yaml). Write the new address: "${movedTo}${anchor ? `#${anchor}` : ''}".`
      return `The link "${href}" leads to no page of this site. ${nearestRouteHint(normalized, context.routes)}`
    }
    if (anchor) return anchorProblem(anchor, context.idsByRoute.get(normalized), normalized)
    return undefined
  }
  if (context.siteUrl && /^https?:\/\//i.test(href) && bareHost(href) === bareHost(context.siteUrl)) {
    const url = new URL(href)
    const path = `${url.pathname}${url.search}${url.hash}`
    const wrong = linkProblem(path, context)
    return `The link "${href}" writes this site's own address in full, so it would leave the preview and test copies of the site for the published one. Write only the path: "${path}".${wrong ? ` ${wrong}` : ''}`
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase()
  if (scheme === 'http')
    return `The link "${href}" is not secure (http://): browsers warn visitors or refuse it, and what they send or read on the way can be seen or changed. Write "${href.replace(/^http:/i, 'https:')}", after checking it opens; if that site has no secure address, link to a page that has one.`
  if (scheme && SCHEMES.includes(`${scheme}:`)) return undefined
  if (scheme) {
    const likely = nearest(`${scheme}:`, SCHEMES)
    return `The link "${href}" starts with "${scheme}:", which is not a kind of address we know. Did you mean "${href.replace(/^[^:]*:/, likely)}"?`
  }
  const fileName = FILE_NAME.exec(href)
  if (fileName && /^(html?|php|aspx?|mdx?)$/i.test(fileName[2]!))
    return `The link "${href}" names a file, but the pages of this site are written from /, without an ending. ${nearestRouteHint(`/${fileName[1]}`, context.routes)}`
  if (/^[\w-]+(\.[\w-]+)+(\/|$)/.test(href) && !fileName) {
    return `The link "${href}" is missing its beginning, so it would lead to a page of this site. Add https:// in front: "https://${href}".`
  }
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(href)) return `The link "${href}" is an e-mail address: write it as "mailto:${href}".`
  return `The link "${href}" is neither a page of this site (starting with /, such as /conditions/stroke) nor a full address (starting with https://, mailto: or tel:). ${nearestRouteHint(`/${href}`, context.routes)}`
}

function anchorProblem(anchor: string, ids: readonly string[] | undefined, where: string): string | undefined {
  if (!ids || ids.includes(anchor)) return undefined
  if (ids.length === 0) return `The link "#${anchor}" points to a heading, but ${where} has no headings to link to.`
  const best = nearest(anchor, ids)
  const guess = distance(anchor, best) <= Math.max(2, Math.floor(anchor.length / 3)) ? `Did you mean "#${best}"? ` : ''
  const hint = `${guess}The headings of ${where} can be linked as: ${ids.map((id) => `#${id}`).join(', ')}.`
  return `The link "#${anchor}" matches no heading on ${where}. ${hint}`
}

export function nearestRouteHint(path: string, routes: Set<string>): string {
  const best = nearest(path, [...routes])
  if (best && distance(path, best) <= Math.max(3, Math.floor(path.length / 3))) return `Did you mean "${best}"?`
  const last = path.split('/').pop() ?? ''
  const containing = [...routes].filter((r) => last.length > 2 && r.includes(last))
  if (containing.length > 0) return `Did you mean ${containing.slice(0, 3).map((c) => `"${c}"`).join(' or ')}?`
  return 'Check the spelling against the site’s addresses, such as "/contactus" or "/conditions/stroke".'
}
