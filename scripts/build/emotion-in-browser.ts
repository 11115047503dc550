// The islands' Emotion in the browser: the client build (and `npm run dev`'s browser code) takes
// @emotion/styled and @emotion/react from components/emotion/, which makes the same class names with
// Emotion's own serializer and adds a rule with Emotion's own cache only when the page lacks it. The
// server renders with Emotion itself. See components/emotion/styled.ts for why.
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const browserEmotion: Record<string, string> = {
  '@emotion/styled': 'styled.ts',
  '@emotion/react': 'react.ts',
  '@emotion/react/jsx-runtime': 'jsx-runtime.ts',
  '@emotion/react/jsx-dev-runtime': 'jsx-dev-runtime.ts',
}

export function emotionInBrowser(): Plugin {
  return {
    name: 'emotion-in-browser',
    enforce: 'pre',
    resolveId(source) {
      const file = browserEmotion[source]
      if (!file || this.environment.name !== 'client') return null
      return fileURLToPath(new URL(`../../components/emotion/${file}`, import.meta.url))
    },
  }
}
