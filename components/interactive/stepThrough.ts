// Steps through timed items (slides, video scenes) without a framework, for the enhancement islands:
// each item stays for its own duration while time runs; after the last one it calls onEnd and goes
// back to the first. Time restarts from the beginning of the item shown whenever it starts running
// again, so an item held or paused gets its full time once it moves again. Also setText, with which
// these scripts write their live status lines.

export interface StepOptions {
  count: number
  /** How long item `index` stays, in milliseconds. */
  durationOf: (index: number) => number
  /** Puts item `index` on screen. */
  show: (index: number) => void
  /** After the last item (before going back to the first). */
  onEnd: () => void
  /** After each timed step, once the item is shown: the caller brings the rest of its screen up to date. */
  after: () => void
}

export function stepThrough({ count, durationOf, show, onEnd, after }: StepOptions) {
  let index = 0
  let timer: ReturnType<typeof setTimeout> | undefined

  const goTo = (next: number) => {
    index = next
    show(index)
  }

  return {
    index: () => index,
    goTo,
    /** Starts time from the beginning of the item shown (running; a clock already running keeps going), or stops it. */
    run(running: boolean) {
      if (running && timer !== undefined) return
      clearTimeout(timer)
      timer = undefined
      if (!running || count === 0) return
      timer = setTimeout(() => {
        timer = undefined
        const last = index === count - 1
        if (last) onEnd()
        goTo(last ? 0 : index + 1)
        after()
      }, durationOf(index))
    },
  }
}

/** Changes an element's text only when it differs: a live region re-announces text set again. */
export function setText(element: HTMLElement, text: string): void {
  if (element.textContent !== text) element.textContent = text
}
