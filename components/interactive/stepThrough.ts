// The one timed sequence of the site (hero pictures, testimonials, slides, video scenes), without a
// framework: each item stays for its own duration while time runs, and gets its full time again once
// time runs again after a pause or a hold.

export interface StepOptions {
  count: number
  /** How long item `index` stays, in milliseconds. */
  durationOf: (index: number) => number
  show?: (index: number) => void
  /** After the last item, before going back to the first. */
  onEnd?: () => void
  /** After each timed step: the caller brings the rest of its screen up to date. */
  after: () => void
}

export function stepThrough({ count, durationOf, show, onEnd, after }: StepOptions) {
  let index = 0
  let timer: ReturnType<typeof setTimeout> | undefined

  const goTo = (next: number) => {
    index = (next + count) % count
    show?.(index)
  }

  return {
    index: () => index,
    goTo,
    /** Starts time from the beginning of the item shown (a clock already running keeps going), or stops it. */
    run(running: boolean) {
      if (running && timer !== undefined) return
      clearTimeout(timer)
      timer = undefined
      if (!running || count === 0) return
      timer = setTimeout(() => {
        timer = undefined
        if (index === count - 1) onEnd?.()
        goTo(index + 1)
        after()
      }, durationOf(index))
    },
  }
}

export interface PlayerOptions extends Omit<StepOptions, 'after' | 'onEnd'> {
  /** The play/pause button, and its words while moving and while paused. */
  button: HTMLElement
  labels: { pause: string; play: string }
  /** Where the pointer or focus holds the sequence. */
  holdOn: HTMLElement
  /** Moves at once and loops (paused for less motion, WCAG 2.2.2); else waits for the button and stops after the last item. */
  autoplay: boolean
  /** Brings the rest of the screen up to date after every change. */
  render?: (state: { index: number; playing: boolean; held: boolean }) => void
}

/** A timed sequence with a play/pause button, which waits while the pointer or keyboard focus is on `holdOn`. */
export function player({ button, labels, holdOn, autoplay, render, ...step }: PlayerOptions) {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)')
  let playing = autoplay && !reducedMotion.matches
  let hovered = false
  let focused = false
  const steps = stepThrough({ ...step, onEnd: () => (playing &&= autoplay), after: () => update() })
  const update = () => {
    const held = hovered || focused
    setText(button, playing ? labels.pause : labels.play)
    render?.({ index: steps.index(), playing, held })
    steps.run(playing && !held)
  }
  // A listener that changes the state, then brings the screen and the clock up to date.
  const on = (target: EventTarget, type: string, change: (event: Event) => void) =>
    target.addEventListener(type, (event) => {
      change(event)
      update()
    })
  on(holdOn, 'mouseenter', () => (hovered = true))
  on(holdOn, 'mouseleave', () => (hovered = false))
  on(holdOn, 'focusin', () => (focused = true))
  on(holdOn, 'focusout', (event) => (focused = holdOn.contains((event as FocusEvent).relatedTarget as Node | null)))
  on(button, 'click', () => (playing = !playing))
  if (autoplay) on(reducedMotion, 'change', () => (playing &&= !reducedMotion.matches))
  update()
  return { steps, update }
}

/** Changes an element's text only when it differs: a live region re-announces text set again. */
export function setText(element: HTMLElement, text: string): void {
  if (element.textContent !== text) element.textContent = text
}
