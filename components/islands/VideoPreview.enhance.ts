// The video ad preview: Play Video plays the scenes from the first, each for its own duration, so the
// practice can screen-record an ad; Stop ends it, and so does the last scene. The server renders the
// placeholder and the scenes in <template>s.
import type { VideoScene } from '../../lib/content/schema.ts'
import type { UiWords } from '../../lib/content/ui-schema.ts'
import { fill } from '../fill.ts'
import { setText, stepThrough } from '../interactive/stepThrough.ts'

export interface VideoPreviewProps {
  scenes: VideoScene[]
  practiceName: string
  phone: string
  words: UiWords['videoPreview']
}

export function enhanceVideoPreview(root: HTMLElement, { scenes, words }: VideoPreviewProps): void {
  const screen = root.querySelector<HTMLElement>('[data-video-screen]')
  const playButton = root.querySelector<HTMLButtonElement>('[data-play]')
  const stopButton = root.querySelector<HTMLButtonElement>('[data-stop]')
  const status = root.querySelector<HTMLElement>('[data-status]')
  const placeholder = screen?.firstElementChild
  if (!screen || !playButton || !stopButton || !status || !placeholder) return

  const frames = [...root.querySelectorAll('template')].map((template) => template.content.firstElementChild!)
  let playing = false
  const steps = stepThrough({
    count: frames.length,
    durationOf: (i) => scenes[i]?.durationMs ?? 0,
    onEnd: () => (playing = false),
    after: () => update(),
  })

  const update = () => {
    const focusOnButton = document.activeElement === playButton || document.activeElement === stopButton
    const scene = playing ? frames[steps.index()] : undefined
    if (screen.firstElementChild !== (scene ?? placeholder)) screen.replaceChildren(scene ?? placeholder)
    playButton.disabled = playing
    stopButton.disabled = !playing
    // The button disabled had the focus: it moves to the other one, not to the top of the page.
    if (focusOnButton) (playing ? stopButton : playButton).focus()
    status.hidden = !playing
    setText(status, fill(words.scene, { number: steps.index() + 1, total: frames.length }))
    steps.run(playing)
  }

  const play = (on: boolean) => () => {
    steps.goTo(0)
    playing = on
    update()
  }
  playButton.addEventListener('click', play(true))
  stopButton.addEventListener('click', play(false))
  update()
}
