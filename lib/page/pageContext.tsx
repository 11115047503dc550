// Gives server-rendered components the page context (route parameters, URL) and collects each
// page's <head> facts while it renders.
import { createContext, useContext } from 'react'
import type { PageContextServer } from 'vike/types'

export const PageContext = createContext<PageContextServer | null>(null)
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
  /** What link previews call the page: website (default), article (condition pages) or profile (team bios). */
  type?: 'website' | 'article' | 'profile'
  /** The picture link previews show (PNG, JPEG or WebP; otherwise the practice's default picture). */
  image?: { src: string; alt: string }
}

/** What a page gives for its <head> while it renders (renderer/+onRenderHtml.tsx writes it out). */
export interface HeadCollection {
  head?: HeadInfo
  /** Structured data for search engines (renderer/jsonLd.ts builds it). */
  jsonLd?: object[]
}

const HeadCollector = createContext<HeadCollection | null>(null)
export const HeadCollectorProvider = HeadCollector.Provider

/** Every page renders this once to give its title and description. */
export function PageHead(props: HeadInfo): null {
  const collector = useContext(HeadCollector)
  if (collector) collector.head = props
  return null
}

/** Adds a block of structured data (JSON-LD) to the page's <head>. */
export function StructuredData({ data }: { data: object }): null {
  const collector = useContext(HeadCollector)
  if (collector) (collector.jsonLd ??= []).push(data)
  return null
}

/** The value the page's +data hook returned. */
export function useData<T>(): T {
  return usePageContext().data as T
}
