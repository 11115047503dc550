// Steps through a sequence of timed items (hero images, testimonials, slides, video scenes).
// Each item stays for its own duration; the caller decides whether time runs (playing and not
// paused by hover or focus) and what happens after the last item (loop, or stop at the first).
import { useEffect, useLayoutEffect, useState } from 'react'

export interface TimedSequenceOptions {
  count: number
  /** How long item `index` stays, in milliseconds. */
  durationOf: (index: number) => number
  /** Whether time runs now. */
  running: boolean
  /** After the last item: start again (true), or call onEnd and go back to the first (false). */
  loop: boolean
  onEnd?: () => void
}

export function useTimedSequence({ count, durationOf, running, loop, onEnd }: TimedSequenceOptions) {
  const [index, setIndex] = useState(0)
  const duration = durationOf(index)

  // A layout effect starts the timer in the same commit that shows the item, so each item's time
  // starts exactly when it appears.
  useLayoutEffect(() => {
    if (!running || count === 0) return
    const timer = setTimeout(() => {
      const last = index === count - 1
      if (last && !loop) onEnd?.()
      setIndex(last ? 0 : index + 1)
    }, duration)
    return () => clearTimeout(timer)
  }, [running, index, count, duration, loop, onEnd])

  return {
    index,
    goTo: (next: number) => setIndex(((next % count) + count) % count),
  }
}

/** True while the pointer is over, or keyboard focus is inside, an element: moving content waits. */
export function useHoldWhileEngaged() {
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  return {
    held: hovered || focused,
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: React.FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      },
    },
  }
}

/** Whether the visitor asked their system for less motion. False on the server. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    setReduced(query.matches)
    const update = () => setReduced(query.matches)
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return reduced
}
