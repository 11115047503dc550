// @emotion/styled in the browser (scripts/build/emotion-in-browser.ts). The page already holds every rule the
// server rendered, so a styled component needs only its class name, which Emotion's own serializer makes
// from the same styles and props: Emotion's styled without its React layer, theming and list of HTML
// attributes (about 8 KB of gzip on every island page). Unlike Emotion's: no theme, and a styled element
// passes on every prop but `theme` and `as` (a prop of its own is named in shouldForwardProp).
import { serializeStyles, type Interpolation } from '@emotion/serialize'
import { getRegisteredStyles } from '@emotion/utils'
import { createElement, type ComponentType } from 'react'
import { className as classOf, registered, useRule } from './styles.ts'

type Tag = string | ComponentType<Record<string, unknown>>
type ForwardProp = (prop: string) => boolean
interface Options {
  shouldForwardProp?: ForwardProp
  label?: string
}
type Props = Record<string, unknown> & { as?: Tag; className?: unknown; theme?: unknown }
interface Styled {
  (props: Props): ReturnType<typeof createElement>
  displayName: string
  __emotion_real: Styled
  __emotion_base: Tag
  __emotion_styles: Interpolation<Props>[]
  __emotion_forwardProp?: ForwardProp
  withComponent: (tag: Tag, options?: Options) => Styled
}

const isStyled = (tag: Tag | Styled): tag is Styled => (tag as Styled).__emotion_real === tag
const forwardOnElement: ForwardProp = (prop) => prop !== 'theme' && prop !== 'as'
const forwardOnComponent: ForwardProp = (prop) => prop !== 'theme'
// Emotion's test: an HTML element's name starts with a lowercase letter.
const defaultForwardProp = (tag: Tag): ForwardProp => (typeof tag === 'string' && tag.charCodeAt(0) > 96 ? forwardOnElement : forwardOnComponent)

function composeForwardProp(tag: Tag | Styled, options: Options | undefined): ForwardProp | undefined {
  const inner = isStyled(tag) ? tag.__emotion_forwardProp : undefined
  const own = options?.shouldForwardProp
  return inner && own ? (prop: string) => inner(prop) && own(prop) : (own ?? inner)
}

function createStyled(tag: Tag | Styled, options?: Options) {
  const real = isStyled(tag)
  const baseTag = real ? tag.__emotion_base : tag
  const shouldForwardProp = composeForwardProp(tag, options)
  const forwardsProp = shouldForwardProp ?? defaultForwardProp(baseTag)
  const usesAs = !forwardsProp('as')
  return (...args: unknown[]): Styled => {
    const styles: Interpolation<Props>[] = real ? tag.__emotion_styles.slice(0) : []
    if (options?.label !== undefined) styles.push(`label:${options.label};`)
    const strings = args[0] as TemplateStringsArray | null | undefined
    if (strings?.raw === undefined) styles.push(...(args as Interpolation<Props>[]))
    else {
      styles.push(strings[0])
      for (let i = 1; i < args.length; i++) styles.push(args[i] as Interpolation<Props>, strings[i])
    }
    const Styled = ((props: Props) => {
      const FinalTag = (usesAs && props.as) || baseTag
      const classStyles: string[] = []
      let className = ''
      if (typeof props.className === 'string') className = getRegisteredStyles(registered, classStyles, props.className)
      else if (props.className != null) className = `${String(props.className)} `
      const serialized = serializeStyles([...styles, ...classStyles], registered, props.theme == null ? { ...props, theme: {} } : props)
      className += classOf(serialized)
      useRule(serialized, typeof FinalTag === 'string' ? 'element' : 'component')
      const forward = usesAs && shouldForwardProp === undefined ? defaultForwardProp(FinalTag) : forwardsProp
      const elementProps: Record<string, unknown> = {}
      for (const key in props) {
        if (usesAs && key === 'as') continue
        // React 19 passes `ref` as a prop; Emotion's forwardRef always passed it on.
        if (key === 'ref' || forward(key)) elementProps[key] = props[key]
      }
      elementProps.className = className
      return createElement(FinalTag, elementProps)
    }) as Styled
    Styled.displayName = options?.label ?? `Styled(${typeof baseTag === 'string' ? baseTag : baseTag.displayName || baseTag.name || 'Component'})`
    Styled.__emotion_real = Styled
    Styled.__emotion_base = baseTag
    Styled.__emotion_styles = styles
    Styled.__emotion_forwardProp = shouldForwardProp
    Styled.withComponent = (nextTag, nextOptions) =>
      createStyled(nextTag, { ...options, ...nextOptions, shouldForwardProp: composeForwardProp(Styled, nextOptions) })(...styles)
    return Styled
  }
}

/** styled(tag, options)`…` and styled.div`…`, as Emotion's. */
const styled = new Proxy(createStyled, { get: (create, tag) => (typeof tag === 'string' ? create(tag) : Reflect.get(create, tag)) })

export default styled
