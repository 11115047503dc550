// The MDX components, for the components that show entries' own Markdown (ProcedureList…): through context,
// since the registry (index.ts) lists those components and their importing it would make a circle.
import { createContext, useContext } from 'react'
import type { UseMdxComponents } from '@mdx-js/mdx'

type MDXComponents = ReturnType<UseMdxComponents>

export const BodyComponents = createContext<MDXComponents | null>(null)

export function useBodyComponents(): MDXComponents {
  const components = useContext(BodyComponents)
  if (!components) throw new Error('This component shows Markdown of its own, so it works only inside the text of a content file (rendered by MdxBody).')
  return components
}
