// The Emotion cache of the server render and of the islands: one setting for both, so the CSS the
// server writes and the CSS an island adds agree. No vendor prefixes (Emotion's default plugin): every
// browser the site supports reads flexbox and the rest unprefixed, and the prefixes made a quarter of
// each page's CSS. The one prefix still needed (-webkit-text-size-adjust, Safari) is written by hand.
import createCache, { type EmotionCache } from '@emotion/cache'

export function newEmotionCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [] })
}
