// @vitest-environment happy-dom
// The search box waits for the page to be idle, unless the address already carries a search
// (/search?q=…): then the visitor has asked, and it starts at load. A q of spaces only is no search.
import { afterEach, describe, expect, it } from 'vitest'
import { islands } from '../../../components/islands/registry.ts'

const startsAtLoad = (address: string) => {
  window.history.replaceState(null, '', address)
  return islands.SiteSearch.atLoadIf!()
}

afterEach(() => window.history.replaceState(null, '', '/'))

describe('the search box starts at load when the address carries a search', () => {
  it('starts at load for /search?q=migraine and for a q with spaces around a word', () => {
    expect(startsAtLoad('/search?q=migraine')).toBe(true)
    expect(startsAtLoad('/es/search?q=%20%20sue%C3%B1o%20')).toBe(true)
  })

  it('waits for an address with no q, an empty q, or a q of spaces only', () => {
    expect(startsAtLoad('/search')).toBe(false)
    expect(startsAtLoad('/search?q=')).toBe(false)
    expect(startsAtLoad('/search?q=%20%20')).toBe(false)
    expect(startsAtLoad('/search?page=2')).toBe(false)
  })
})
