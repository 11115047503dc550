// fill() with elements for values (a link, a date): for React components.
import { createElement, Fragment, type ReactNode } from 'react'

/** Fills {name} placeholders with text or elements (a link, a date), keeping the words around them. */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1]
    return createElement(Fragment, { key: index }, name !== undefined && name in values ? values[name] : part)
  })
}
