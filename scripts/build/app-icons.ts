// The web app manifest (one a language, its words from that home page's description) and its icons, made
// from public/favicon.svg: 192/512 px "any", a maskable 512 px inside the 80 % safe circle, and the
// 180 px apple-touch-icon on the practice colour (iOS fills transparency black). `npm run dev` makes them when asked.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { colors } from '../../components/theme.ts'
import { defaultLanguage, languageOf, languages, withLanguagePrefix, type Lang } from '../../lib/i18n/languages.ts'
import { APP_ICONS as ICONS, manifestPath } from '../../renderer/appManifest.ts'
import { htmlFileOf, metaContent } from './page-files.ts'

const LOGO = join(process.cwd(), 'public', 'favicon.svg')

/** The logo on a square of the practice colour, `safe` of the square wide (its disc is that colour already). */
function markOnColour(size: number, safe: number): Buffer {
  const logo = readFileSync(LOGO, 'utf8')
  const inner = logo.replace(/^<svg[^>]*>|<\/svg>\s*$/g, '')
  const scale = (size * safe) / 40
  const offset = (size - 40 * scale) / 2
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${colors.primary}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${inner}</g></svg>`,
  )
}

const png = (svg: Buffer | string, size: number) => sharp(Buffer.from(svg), { density: (72 * size) / 40 }).resize(size, size).png({ compressionLevel: 9 })

function siteName(html: string): string {
  const name = metaContent(html, 'og:site_name')
  if (!name) throw new Error('The home page has no og:site_name: the manifest takes the practice name from it.')
  return name
}

/** The icons, by their address, each drawn when called. */
function iconFiles(): [string, () => Promise<Buffer>][] {
  const logo = () => readFileSync(LOGO)
  return [
    ...ICONS.any.map(({ src, size }): [string, () => Promise<Buffer>] => [src, () => png(logo(), size).toBuffer()]),
    // The disc of the logo is the practice colour already: the mark (0.8 × its 28/40) stays inside the 80 % safe circle.
    [ICONS.maskable.src, () => png(markOnColour(ICONS.maskable.size, 0.8), ICONS.maskable.size).toBuffer()],
    [ICONS.apple.src, () => png(markOnColour(ICONS.apple.size, 0.85), ICONS.apple.size).toBuffer()],
  ]
}

/** A language's manifest, from the HTML of the default language's home page and of its own. */
function manifestOf(lang: Lang, defaultHome: string, ownHome: string): string {
  const name = siteName(defaultHome)
  const { dir } = languageOf(lang)
  const manifest = {
    name,
    short_name: name,
    description: metaContent(ownHome, 'description'),
    lang,
    dir,
    start_url: withLanguagePrefix('/', lang),
    scope: '/',
    display: 'minimal-ui',
    theme_color: colors.primary,
    background_color: colors.background,
    icons: [
      ...ICONS.any.map(({ src, size }) => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
      { src: ICONS.maskable.src, sizes: `${ICONS.maskable.size}x${ICONS.maskable.size}`, type: 'image/png', purpose: 'maskable' },
    ],
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}

export async function writeAppIcons(outDir: string): Promise<void> {
  const write = (address: string, body: Buffer | string) => {
    const file = join(outDir, address)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, body)
  }
  const home = (lang: Lang) => readFileSync(htmlFileOf(outDir, withLanguagePrefix('/', lang)), 'utf8')
  for (const { code } of languages) write(manifestPath(code), manifestOf(code, home(defaultLanguage), home(code)))
  await Promise.all(iconFiles().map(async ([address, draw]) => write(address, await draw())))
}

/** `npm run dev` serves the same files when asked, with the words of the home pages asked of the dev server at `origin`. */
export function appFilesInDev(origin: () => string) {
  const icons = new Map(iconFiles())
  return async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost')
    const lang = languages.find(({ code }) => manifestPath(code) === pathname)?.code
    const icon = icons.get(pathname)
    if ((req.method !== 'GET' && req.method !== 'HEAD') || (!lang && !icon)) return next()
    try {
      const home = async (code: Lang) => (await fetch(new URL(withLanguagePrefix('/', code), origin()))).text()
      const body = lang ? manifestOf(lang, await home(defaultLanguage), await home(lang)) : await icon!()
      res.setHeader('Content-Type', lang ? 'application/manifest+json' : 'image/png')
      res.end(req.method === 'HEAD' ? undefined : body)
    } catch (error) {
      res.statusCode = 500
      res.end(error instanceof Error ? error.message : String(error))
    }
  }
}
