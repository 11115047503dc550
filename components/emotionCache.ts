// The Emotion cache of the server render and of the islands, so their CSS agrees. No vendor prefixes:
// every supported browser reads the CSS unprefixed (the one still needed is written by hand).
import createCache, { type EmotionCache } from '@emotion/cache'

export function newEmotionCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [] })
}
