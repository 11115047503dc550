// The page context for server-rendered components, and each page's <head> facts collected while it renders.
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
  /** The practice name is added after it (except on the home page). */
  title: string
  description: string
  noindex?: boolean
  /** When the page has two addresses (/legal). */
  canonicalPath?: string
  type?: 'website' | 'article' | 'profile'
  /** PNG, JPEG or WebP; otherwise the practice's card. */
  image?: { src: string; alt: string }
}

/** What a page gives for its <head> (renderer/+onRenderHtml.tsx writes it out). */
export interface HeadCollection {
  head?: HeadInfo
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
