// The video ad preview's 16:9 screen: rendered here on the server only, made to play by VideoPreview.enhance.ts.
import styled from '@emotion/styled'
import { fill } from '../fill.ts'
import { colors } from '../theme.ts'
import { Button } from '../ui.tsx'
import { Controls, Screen, SlideFrame } from '../interactive/SlideFrame.tsx'
import type { VideoPreviewProps } from './VideoPreview.enhance.ts'

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

export function VideoPreview({ scenes, practiceName, phone, words }: VideoPreviewProps) {
  const totalSeconds = scenes.reduce((sum, scene) => sum + scene.durationMs, 0) / 1000
  return (
    <section aria-label={words.label}>
      <p>
        {words.totalDuration} <strong>{fill(words.seconds, { seconds: totalSeconds })}</strong>
      </p>
      <VideoScreen aria-live="polite" data-testid="video-screen" data-video-screen="">
        <Placeholder>{words.placeholder}</Placeholder>
      </VideoScreen>
      {scenes.map((scene, i) => (
        <template key={i}>
          <SlideFrame slide={scene} practiceName={practiceName} phone={phone} />
        </template>
      ))}
      <Controls>
        <Button type="button" data-play="">
          {words.play}
        </Button>
        <Button type="button" variant="secondary" disabled data-stop="">
          {words.stop}
        </Button>
        <p data-status="" hidden />
      </Controls>
    </section>
  )
}
