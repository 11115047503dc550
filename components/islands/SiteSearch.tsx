// The search box of /search: a plain GET form to /search?q=… that, once started, searches the build's
// Pagefind index (of the page's <html lang>) as you type, announces the results, and offers "Did you mean".
import styled from '@emotion/styled'
import type { UiWords } from '../../lib/content/ui-schema.ts'
import { fill } from '../fill.ts'
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { colors, radii } from '../theme.ts'
import { Button, fieldControl, plainList } from '../ui.tsx'
import { usePageLanguage } from '../lang.ts'
import { languageOf, withLanguagePrefix } from '../../lib/i18n/languages.ts'
import { matchedByStrayLetters, suggestionFor, suggestionsPath, type SearchSuggestions, type Suggestion } from '../interactive/searchSuggestion.ts'

interface PagefindResult {
  url: string
  excerpt: string
  meta: { title?: string }
}
interface Pagefind {
  search: (term: string) => Promise<{ results: { data: () => Promise<PagefindResult> }[] }>
}

// The index is a file of the built site, not a module of the bundle: load it at run time.
const PAGEFIND_URL = '/pagefind/pagefind.js'
let pagefind: Promise<Pagefind> | undefined
const loadPagefind = () => (pagefind ??= import(/* @vite-ignore */ PAGEFIND_URL) as Promise<Pagefind>)
// The titles and words "Did you mean …?" is chosen from (searchSuggestion.ts); without them, no suggestion.
let suggestions: Promise<SearchSuggestions> | undefined
const loadSuggestions = (lang: string) =>
  (suggestions ??= fetch(suggestionsPath(lang))
    .then((answer) => (answer.ok ? (answer.json() as Promise<SearchSuggestions>) : Promise.reject(new Error(answer.statusText))))
    .catch(() => ({ titles: [], words: [] })))

/** Pagefind names pages by folder (/team/x/); the site's addresses have no trailing slash. */
const withoutTrailingSlash = (url: string) => (url.length > 1 ? url.replace(/\/$/, '') : url)

const Box = styled.div`
  max-width: 45rem;
  margin: 2rem 0;
  label {
    display: block;
    margin-bottom: 0.375rem;
    font-weight: 600;
  }
  input {
    ${fieldControl}
    flex: 1 1 14rem;
    width: auto;
    min-width: 0;
    min-height: 3rem;
    font-size: 1.125rem;
  }
  button {
    min-height: 3rem;
  }
`

/** The box and its button on one line; the button goes under the box when there is no room. */
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`

const Status = styled.p`
  color: ${colors.muted};
`

const Results = styled.ol`
  ${plainList}
  display: grid;
  gap: 1rem;
  li {
    padding: 1rem 1.25rem;
    border: 1px solid ${colors.border};
    border-radius: ${radii.large};
  }
  a {
    font-size: 1.125rem;
    font-weight: 700;
  }
  p {
    margin: 0.375rem 0 0;
  }
  mark {
    background: ${colors.highlight};
    color: inherit;
  }
`

export function SiteSearch({ words }: { words: UiWords['search'] }) {
  const [term, setTerm] = useState('')
  // With the words they were found for: the status names those, not the ones typed since.
  const [found, setFound] = useState<{ query: string; pages: PagefindResult[]; suggestion?: Suggestion } | null>(null)
  const [failed, setFailed] = useState(false)
  const inputId = useId()
  const lang = usePageLanguage()
  const latest = useRef('')
  const input = useRef<HTMLInputElement>(null)

  // Start from what was typed before the island started, else from ?q=.
  useEffect(() => {
    const start = input.current?.value || new URLSearchParams(window.location.search).get('q')
    if (start) setTerm(start)
  }, [])

  const search = useCallback(async (query: string) => {
    try {
      const [answer, known] = await Promise.all([loadPagefind().then((index) => index.search(query)), loadSuggestions(lang)])
      const pages = (await Promise.all(answer.results.slice(0, 20).map((r) => r.data()))).filter((page) => !matchedByStrayLetters(page.excerpt, query))
      if (latest.current === query) setFound({ query, pages, suggestion: suggestionFor(query, known) })
    } catch (error) {
      console.error(error)
      setFailed(true)
    }
  }, [lang])

  // As the visitor types: search once they pause for 200 ms.
  useEffect(() => {
    const query = term.trim()
    latest.current = query
    if (!query) {
      setFound(null)
      return
    }
    const timer = setTimeout(() => void search(query), 200)
    return () => clearTimeout(timer)
  }, [term, search])

  // Enter or the Search button: search now, and keep the words in the address (to share or reload).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const query = term.trim()
    const url = new URL(window.location.href)
    if (query) url.searchParams.set('q', query)
    else url.searchParams.delete('q')
    window.history.replaceState(window.history.state, '', url)
    if (query) void search(query)
  }

  const status = failed
    ? words.failed
    : found === null
      ? ''
      : fill(found.pages.length === 0 ? words.none : new Intl.PluralRules(languageOf(lang).locale).select(found.pages.length) === 'one' ? words.one : words.many, {
          count: found.pages.length,
          term: found.query,
        })

  const searchPage = withLanguagePrefix('/search', lang)
  const suggestion = found?.suggestion
  const [before, after = ''] = words.didYouMean.split('{suggestion}')
  return (
    <Box>
      <form role="search" action={searchPage} method="get" onSubmit={onSubmit}>
        <label htmlFor={inputId}>{words.label}</label>
        <Row>
          <input ref={input} id={inputId} name="q" type="search" value={term} autoComplete="off" onChange={(event) => setTerm(event.target.value)} />
          <Button type="submit">{words.button}</Button>
        </Row>
      </form>
      <Status aria-live="polite" role="status">
        {status}
        {!failed && suggestion && (
          // "Did you mean Epilepsy?": the title's page, or a search for the words corrected.
          <>
            {' '}
            {before}
            <a href={suggestion.url ?? `${searchPage}?q=${encodeURIComponent(suggestion.text)}`}>{suggestion.text}</a>
            {after}
          </>
        )}
      </Status>
      {found && found.pages.length > 0 && (
        <Results>
          {found.pages.map((result) => (
            <li key={result.url}>
              <a href={withoutTrailingSlash(result.url)}>{result.meta.title ?? result.url}</a>
              {/* Pagefind escapes the page text and only adds <mark> around the matches. */}
              <p dangerouslySetInnerHTML={{ __html: result.excerpt }} />
            </li>
          ))}
        </Results>
      )}
    </Box>
  )
}
