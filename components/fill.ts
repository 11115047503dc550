// Fills the {placeholders} of a words file's text (content/ui/). Safe in the browser: islands use it.
import { createElement, Fragment, type ReactNode } from 'react'

/** Fills {name} placeholders; a placeholder with no value is left as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** Fills {name} placeholders with text or elements (a link, a date), keeping the words around them. */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1]
    return createElement(Fragment, { key: index }, name !== undefined && name in values ? values[name] : part)
  })
}
