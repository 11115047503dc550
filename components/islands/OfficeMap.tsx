// The embedded map of one office: nothing leaves the site until the visitor presses "Show map" or
// scrolls it into view; "Open in Maps" is always there. A cross-origin frame fires `load` for the
// browser's error page too, so the map counts as loaded only once its host has answered as well.
import styled from '@emotion/styled'
import { startTransition, useEffect, useRef, useState } from 'react'
import type { Home, OfficeOnMap } from '../../lib/content/schema.ts'
import { directionsUrl, mapEmbedUrl } from '../home/directions.ts'
import { breakpoints, colors, media, radii } from '../theme.ts'
import { Button, ExternalLink, NewTabWords, VisuallyHidden } from '../ui.tsx'

export interface OfficeMapProps {
  location: OfficeOnMap
  /** showMapOf: what screen readers hear after "Show map"; newTab: after a link that opens a new tab. */
  text: Pick<Home['locations'], 'mapTitle' | 'showMapLabel' | 'openInMapsLabel' | 'mapFailed'> & { showMapOf: string; newTab: string }
}

/** How long the map may take to load before the box says it could not. */
export const MAP_TIMEOUT_MS = 6000

/** Whether the map's host answers: an opaque request without cookies or referrer, to a small file every host serves. */
const mapHostAnswers = (src: string): Promise<boolean> =>
  fetch(`${new URL(src).origin}/robots.txt`, { mode: 'no-cors', credentials: 'omit', referrerPolicy: 'no-referrer', cache: 'no-store' }).then(() => true, () => false)

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: 0.75rem;
`

const Frame = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  min-height: 18rem;
  padding: 1rem;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.large};
  text-align: center;
  ${breakpoints.medium} {
    min-height: 24rem;
  }
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
    border-radius: ${radii.large};
  }
  p {
    margin: 0 0 1rem;
  }
  ${media.print} {
    display: none;
  }
`

const Caption = styled.figcaption`
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    font-weight: 600;
  }
`

export function OfficeMap({ location, text }: OfficeMapProps) {
  const [state, setState] = useState<'waiting' | 'loading' | 'loaded' | 'failed'>('waiting')
  const frameRef = useRef<HTMLDivElement>(null)
  const title = text.mapTitle.replace('{name}', location.name)
  const src = mapEmbedUrl(location)

  // A new office chosen: start again (the map loads at once if it was already shown).
  const [shownSrc, setShownSrc] = useState(src)
  if (shownSrc !== src) {
    setShownSrc(src)
    if (state !== 'waiting') setState('loading')
  }

  // In view once the visitor scrolls with a wheel or a finger: a map on screen at load waits too, and
  // Tab does not swap the Show map button for the map under a keyboard user.
  useEffect(() => {
    const frame = frameRef.current
    if (state !== 'waiting' || !frame) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setState('loading')
    })
    const onScroll = () => observer.observe(frame)
    const scrolls = ['wheel', 'touchmove']
    for (const type of scrolls) window.addEventListener(type, onScroll, { once: true, passive: true })
    return () => {
      observer.disconnect()
      for (const type of scrolls) window.removeEventListener(type, onScroll)
    }
  }, [state])

  // Keep a focused map frame clear of the phone call bar (the page's blur is focus moving into the frame).
  useEffect(() => {
    const onBlur = () => {
      const active = document.activeElement
      if (active instanceof HTMLIFrameElement && frameRef.current?.contains(active)) active.scrollIntoView({ block: 'nearest' })
    }
    window.addEventListener('blur', onBlur)
    return () => window.removeEventListener('blur', onBlur)
  }, [])

  // Loaded: the frame's `load` and the host's answer, both within MAP_TIMEOUT_MS; otherwise failed.
  const [frameLoaded, setFrameLoaded] = useState<string>()
  const [hostAnswered, setHostAnswered] = useState<string>()
  useEffect(() => {
    if (state !== 'loading') return
    let current = true
    void mapHostAnswers(shownSrc).then((answers) => current && (answers ? setHostAnswered(shownSrc) : setState('failed')))
    const timer = window.setTimeout(() => setState('failed'), MAP_TIMEOUT_MS)
    return () => {
      current = false
      window.clearTimeout(timer)
    }
  }, [state, shownSrc])
  if (state === 'loading' && frameLoaded === shownSrc && hostAnswered === shownSrc) setState('loaded')

  return (
    <NewTabWords.Provider value={text.newTab}>
    <Figure>
      <Frame ref={frameRef} data-map-state={state}>
        {state === 'failed' ? (
          <p role="status">{text.mapFailed}</p>
        ) : state === 'waiting' ? (
          // A transition: the press paints at once, the frame is built in the next task.
          <Button type="button" variant="secondary" onClick={() => startTransition(() => setState('loading'))}>
            {text.showMapLabel}
            <VisuallyHidden> {text.showMapOf.replaceAll('{name}', location.name)}</VisuallyHidden>
          </Button>
        ) : (
          <iframe
            key={src}
            title={title}
            src={src}
            onLoad={() => setFrameLoaded(src)}
            onError={() => setState('failed')}
            referrerPolicy="no-referrer-when-downgrade"
          />
        )}
      </Frame>
      <Caption>
        <ExternalLink href={directionsUrl(location)}>
          {text.openInMapsLabel}
          <VisuallyHidden>: {location.name}</VisuallyHidden>
        </ExternalLink>
      </Caption>
    </Figure>
    </NewTabWords.Provider>
  )
}
