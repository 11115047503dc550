// The map MDX bodies are rendered with: every name of the one list (props.ts) with its component. The
// check reads the list, not this map, so it never loads a component; a name missing here is a type error.
import type { ComponentType } from 'react'
import * as collections from '../pages/collections.tsx'
import * as blocks from './blocks.tsx'
import * as facts from './facts/facts.tsx'
import * as links from './links.tsx'
import type { MdxComponentName, PropsOf } from './props.ts'

// Markdown's own links and pictures go by the names of their HTML elements.
const { MarkdownLink: a, ...linkComponents } = links
const { MarkdownPicture: img, ...blockComponents } = blocks

export const mdxComponents: { [N in MdxComponentName]: ComponentType<PropsOf<N>> } = { ...blockComponents, ...linkComponents, ...facts, ...collections, a, img }
