// The floor of `npm run bench:lcp`: the same page with every script removed, and nothing else.
import { describe, expect, it } from 'vitest'
import { withoutScripts } from '../../../scripts/bench/floor.ts'

const structuredData = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite"}</script>'
const page = [
  '<html><head><title>Home</title>',
  structuredData,
  '<link rel="modulepreload" href="/assets/chunks/a.js" />',
  '<link rel="stylesheet" href="/assets/site.css" />',
  '</head><body><h1>Expert care</h1><img src="/hero.svg" fetchpriority="high" alt="" />',
  '<script type="application/json" id="islands-start">{"entry":"/assets/islands.js","preload":[]}</script>',
  '<script type="module">const go=()=>import("/assets/islands.js")\ngo()</script>',
  '<script src="/assets/entries/page.js" type="module" async></script>',
  '</body></html>',
].join('\n')

describe('the floor of a page', () => {
  const floor = withoutScripts(page)

  it('has no script a browser would run or fetch: no script element, no module preload', () => {
    expect(floor).not.toMatch(/<script(?![^>]*ld\+json)/)
    expect(floor).not.toContain('modulepreload')
    expect(floor).not.toContain('/assets/islands.js')
  })

  it('keeps everything else: the words, the pictures, the styles and the structured data', () => {
    for (const part of ['<title>Home</title>', structuredData, '<link rel="stylesheet" href="/assets/site.css" />', '<h1>Expert care</h1>', 'fetchpriority="high"']) {
      expect(floor).toContain(part)
    }
  })

  it('leaves a page without scripts as it is', () => {
    const plain = '<html><body><p>Hours</p></body></html>'
    expect(withoutScripts(plain)).toBe(plain)
  })
})
