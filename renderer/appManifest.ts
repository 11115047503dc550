// Where the web app manifest and its icons are (scripts/build/app-icons.ts makes them at build time from the
// logo), and the <head> links every page gives to them: a phone that adds the site to its home screen
// shows the practice's icon and name, and opens the home page of the language it was added in.
import { defaultLanguage, type Lang } from '../lib/i18n/languages.ts'

export const APP_ICONS = {
  any: [192, 512].map((size) => ({ src: `/icons/icon-${size}.png`, size })),
  maskable: { src: '/icons/icon-maskable-512.png', size: 512 },
  // iOS also asks for this address by itself when a page names no icon.
  apple: { src: '/apple-touch-icon.png', size: 180 },
} as const

/** The manifest of a language's pages: /manifest.webmanifest, /es/manifest.webmanifest… */
export const manifestPath = (lang: Lang) => (lang === defaultLanguage ? '/manifest.webmanifest' : `/${lang}/manifest.webmanifest`)

export function appHeadTags(lang: Lang): string {
  return [`<link rel="manifest" href="${manifestPath(lang)}" />`, `<link rel="apple-touch-icon" href="${APP_ICONS.apple.src}" />`].join('\n    ')
}
