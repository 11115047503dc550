// The components used in MDX texts, against their list (components/mdx/props.ts): an unknown name or
// prop, or a value the component's schema refuses, in plain words with file and line.
import type { z } from 'zod'
import { mdxComponentList, type PropsSchema } from '../../../components/mdx/props.ts'
import { problem, type Problem, type SourceFile } from './check-types.ts'
import type { Content } from '../content-types.ts'
import { didYouMean } from './words/near-miss.ts'
import { everyNode, mdastOf, type MdastNode } from '../mdast.ts'

type JsxAttribute = NonNullable<MdastNode['attributes']>[number]

export const componentNames = Object.keys(mdxComponentList).filter((name) => /^[A-Z]/.test(name))
const knownNames = componentNames.toSorted()

/** When content/site.yaml could not be read, the names it holds (phones, links) are not checked. */
export function checkMdxComponents(files: SourceFile[], content: Content, routes: readonly string[]): Problem[] {
  const known = content.site ? content : ({ ...content, site: { phones: {}, links: {}, social: {} } } as unknown as Content)
  const problems: Problem[] = []
  for (const file of files) {
    const tree = mdastOf(file.text)
    // Text MDX cannot read is the syntax check's to report (mdx-syntax.ts).
    if ('reason' in tree) continue
    everyNode(tree, ({ type, name, attributes, position }) => {
      if (type !== 'mdxJsxFlowElement' && type !== 'mdxJsxTextElement') return
      const message = name && /^[A-Z]/.test(name) ? checkElement(name, attributes ?? [], known, routes, !content.site) : undefined
      if (message) problems.push(problem(file.path, position?.start.line, message))
    })
  }
  return problems
}

function checkElement(name: string, attributes: JsxAttribute[], content: Content, routes: readonly string[], siteUnread: boolean): string | undefined {
  const propsOf = (mdxComponentList as Record<string, { props: PropsSchema }>)[name]?.props
  if (!propsOf) {
    const guess = didYouMean(name, knownNames, (known) => `\`<${known}>\``)
    return `\`<${name}>\` is not a component the site knows.${guess} Check the spelling and capital letters; the components are: ${knownNames.join(', ')}.`
  }
  const props: Record<string, unknown> = {}
  for (const attribute of attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) return `Write each prop of \`<${name}/>\` as name="value".`
    const value = attribute.value
    if (value === null || value === undefined) props[attribute.name] = true
    else if (typeof value === 'string') props[attribute.name] = value
    else {
      try {
        props[attribute.name] = JSON.parse(value.value) as unknown
      } catch {
        return `The prop \`${attribute.name}\` of \`<${name}/>\` must be written in quotes, like ${attribute.name}="…".`
      }
    }
  }
  const schema = propsOf(content, routes)
  const result = schema.safeParse(props)
  if (result.success) return undefined
  // A name site.yaml would hold (which="fax") cannot be judged while site.yaml cannot be read.
  const issues = result.error.issues.filter((issue) => !(siteUnread && issue.code === 'invalid_value' && props[String(issue.path[0] ?? '')] !== undefined))
  return issues.map((issue) => describe(name, issue, props, schema)).join(' ') || undefined
}

function describe(name: string, issue: z.core.$ZodIssue, props: Record<string, unknown>, schema: z.ZodType): string {
  const component = `\`<${name}/>\``
  const prop = String(issue.path[0] ?? '')
  const found = props[prop]
  switch (issue.code) {
    case 'unrecognized_keys': {
      const known = Object.keys((schema as unknown as { shape?: object }).shape ?? {})
      const allowed = known.length > 0 ? `Its props are: ${known.join(', ')}.` : 'It takes no props.'
      return `The ${component} component has no prop ${issue.keys.map((k) => `\`${k}\``).join(', ')}. ${allowed}`
    }
    case 'invalid_value':
      if (found === undefined) return `The ${component} component needs the prop \`${prop}\`: one of ${issue.values.map(String).join(', ')}.`
      return `Invalid prop passed to the ${component} component: \`${prop}\` must be one of ${issue.values.map(String).join(', ')}, found "${String(found)}".${didYouMean(String(found), issue.values.map(String))}`
    case 'invalid_type': {
      if (found !== undefined) return `Invalid prop passed to the ${component} component: \`${prop}\` must be some text in quotes.`
      const options = (schema as unknown as { shape?: Record<string, { options?: unknown[] }> }).shape?.[prop]?.options
      return `The ${component} component needs the prop \`${prop}\`${options ? `: one of ${options.map(String).join(', ')}` : ''}.`
    }
    case 'too_small':
      return `Invalid prop passed to the ${component} component: \`${prop}\` is empty. Write some text in it.`
    default:
      return `Invalid prop passed to the ${component} component: \`${prop}\` ${issue.message}.`
  }
}
