// The web app manifest and its icons (scripts/build/app-icons.ts makes them from the logo): a phone that adds
// the site to its home screen shows the practice's icon and opens the home page of the language it was added in.
import { defaultLanguage, type Lang } from '../lib/i18n/languages.ts'

export const APP_ICONS = {
  any: [192, 512].map((size) => ({ src: `/icons/icon-${size}.png`, size })),
  maskable: { src: '/icons/icon-maskable-512.png', size: 512 },
  // iOS also asks for this address by itself when a page names no icon.
  apple: { src: '/apple-touch-icon.png', size: 180 },
} as const

export const manifestPath = (lang: Lang) => (lang === defaultLanguage ? '/manifest.webmanifest' : `/${lang}/manifest.webmanifest`)
