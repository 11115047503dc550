// The video ad preview (/video-preview): plays the scenes in a 16:9 frame, each for its own duration,
// so the practice can screen-record a 30-second ad. Play Video always starts again from the first scene.
import styled from '@emotion/styled'
import type { UiWords } from '../../lib/content/ui-schema.ts'
import { fill } from '../fill.ts'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { VideoScene } from '../../lib/content/schema.ts'
import { colors } from '../theme.ts'
import { Button } from '../ui.tsx'
import { Controls, Screen, SlideFrame } from '../interactive/SlideFrame.tsx'
import { useTimedSequence } from '../interactive/useTimedSequence.ts'

const VideoScreen = styled(Screen)`
  background: ${colors.screen};
  font-size: clamp(0.7rem, 2.4vw, 1.25rem);
`

const Placeholder = styled.p`
  position: absolute;
  inset: 0;
  margin: 0;
  display: grid;
  place-items: center;
  color: ${colors.onDark};
  font-size: 1.25em;
`

export interface VideoPreviewProps {
  scenes: VideoScene[]
  practiceName: string
  phone: string
  words: UiWords['videoPreview']
}

export function VideoPreview({ scenes, practiceName, phone, words }: VideoPreviewProps) {
  const [playing, setPlaying] = useState(false)
  const playButton = useRef<HTMLButtonElement>(null)
  const stopButton = useRef<HTMLButtonElement>(null)
  // Starting disables Play Video and stopping disables Stop: when the button being disabled has keyboard
  // focus, focus moves to the other button instead of being lost (dropped to the top of the page).
  const refocus = useRef(false)
  const changePlaying = useCallback((next: boolean) => {
    const active = document.activeElement
    refocus.current = active !== null && (active === playButton.current || active === stopButton.current)
    setPlaying(next)
  }, [])
  useEffect(() => {
    if (!refocus.current) return
    refocus.current = false
    ;(playing ? stopButton : playButton).current?.focus()
  }, [playing])
  const stop = useCallback(() => changePlaying(false), [changePlaying])
  const { index, goTo } = useTimedSequence({
    count: scenes.length,
    durationOf: (i) => scenes[i]?.durationMs ?? 0,
    running: playing,
    loop: false,
    onEnd: stop,
  })
  const totalSeconds = scenes.reduce((sum, scene) => sum + scene.durationMs, 0) / 1000
  const scene = scenes[index]

  return (
    <section aria-label={words.label}>
      <p>
        {words.totalDuration} <strong>{fill(words.seconds, { seconds: totalSeconds })}</strong>
      </p>
      <VideoScreen aria-live="polite" data-testid="video-screen">
        {playing && scene ? (
          <SlideFrame slide={scene} practiceName={practiceName} phone={phone} />
        ) : (
          <Placeholder>{words.placeholder}</Placeholder>
        )}
      </VideoScreen>
      <Controls>
        <Button
          ref={playButton}
          type="button"
          disabled={playing}
          onClick={() => {
            goTo(0)
            changePlaying(true)
          }}
        >
          {words.play}
        </Button>
        <Button ref={stopButton} type="button" variant="secondary" disabled={!playing} onClick={stop}>
          {words.stop}
        </Button>
        {playing && (
          <p>{fill(words.scene, { number: index + 1, total: scenes.length })}</p>
        )}
      </Controls>
    </section>
  )
}
