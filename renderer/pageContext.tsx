// Gives server-rendered components the page context (route parameters, URL) and collects each
// page's <head> facts while it renders.
import { createContext, useContext } from 'react'
import type { PageContextServer } from 'vike/types'

const PageContext = createContext<PageContextServer | null>(null)
export const PageContextProvider = PageContext.Provider

export function usePageContext(): PageContextServer {
  const pageContext = useContext(PageContext)
  if (!pageContext) throw new Error('usePageContext() is only available while a page renders on the server')
  return pageContext
}

export interface HeadInfo {
  /** The page's own title; the practice name is added after it (except on the home page). */
  title: string
  description: string
  /** Keep the page out of search engines (the 404 page). */
  noindex?: boolean
  /** The address search engines should treat as the original, when the page has two (/legal). */
  canonicalPath?: string
}

const HeadCollector = createContext<{ head?: HeadInfo } | null>(null)
export const HeadCollectorProvider = HeadCollector.Provider

/** Every page renders this once to give its title and description. */
export function PageHead(props: HeadInfo): null {
  const collector = useContext(HeadCollector)
  if (collector) collector.head = props
  return null
}

/** The value the page's +data hook returned. */
export function useData<T>(): T {
  return usePageContext().data as T
}
