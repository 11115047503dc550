// The timer of the slideshow and the video preview (components/interactive/stepThrough.ts): each item
// for its own duration, a held item gets its full time again, and after the last one it ends at the first.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stepThrough } from '../../../components/interactive/stepThrough.ts'

const durations = [4000, 5000, 6000]

function sequence() {
  const shown: number[] = []
  const ended = vi.fn()
  let running = true
  const steps = stepThrough({
    count: durations.length,
    durationOf: (i) => durations[i]!,
    show: (i) => shown.push(i),
    onEnd: () => {
      ended()
      running = false
    },
    after: () => steps.run(running),
  })
  return { steps, shown, ended }
}

describe('stepThrough', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows each item for its own duration, then ends and goes back to the first', () => {
    const { steps, shown, ended } = sequence()
    steps.run(true)
    vi.advanceTimersByTime(3999)
    expect(shown).toEqual([])
    vi.advanceTimersByTime(1)
    expect(shown).toEqual([1])
    vi.advanceTimersByTime(5000 + 6000)
    expect(shown).toEqual([1, 2, 0])
    expect(ended).toHaveBeenCalledOnce()
    vi.advanceTimersByTime(60_000)
    expect(shown).toEqual([1, 2, 0])
  })

  it('gives a held item its full time again, and keeps a running clock when asked to run again', () => {
    const { steps, shown } = sequence()
    steps.run(true)
    vi.advanceTimersByTime(3000)
    steps.run(true)
    vi.advanceTimersByTime(1000)
    expect(shown).toEqual([1])
    vi.advanceTimersByTime(4000)
    steps.run(false)
    vi.advanceTimersByTime(60_000)
    expect(steps.index()).toBe(1)
    steps.run(true)
    vi.advanceTimersByTime(4999)
    expect(steps.index()).toBe(1)
    vi.advanceTimersByTime(1)
    expect(steps.index()).toBe(2)
  })
})
