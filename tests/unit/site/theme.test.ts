// Styles come from one scale: colours, breakpoints, media queries and corner radii are named in
// components/theme.ts and nowhere else (docs/architecture.md, "Styles"). A raw hex colour, @media
// query or radius in pages/, components/ or renderer/ fails here with its file and line and what to
// use instead.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = process.cwd()
const THEME = 'components/theme.ts'
const FOLDERS = ['pages', 'components', 'renderer']

/** A hex colour where CSS or an SVG attribute takes one: after ":", a quote, "(", "," or a space. */
const HEX_COLOUR = /(?<=[:'"(,\s])#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})(?![\w-])/g
const MEDIA_QUERY = /@media\b[^{`]*/g
/** A corner radius given as a length rather than a name of the theme's radii. */
const RAW_RADIUS = /border-radius:[^;]*?\d(?:rem|em|px|%)/g

/** Every raw colour and media query of one file's text, as "file:line: what to do" lines. */
function styleMistakes(file: string, text: string): string[] {
  const mistakes: string[] = []
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`
    for (const [hex] of line.matchAll(HEX_COLOUR)) {
      mistakes.push(`${where}: the colour ${hex} is not from the theme: name it in ${THEME} (colors) and use that name`)
    }
    for (const [query] of line.matchAll(MEDIA_QUERY)) {
      mistakes.push(`${where}: "${query.trim()}" is not from the theme: use breakpoints.medium or breakpoints.wide (or media.print, media.reducedMotion) from ${THEME}`)
    }
    for (const [radius] of line.matchAll(RAW_RADIUS)) {
      mistakes.push(`${where}: "${radius}" is not from the theme: use radii (small, medium, large, panel, pill, round) from ${THEME}`)
    }
  })
  return mistakes
}

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
}

describe('styles from one scale', () => {
  it('finds a raw colour, media query and radius, with file and line', () => {
    const text = "const Box = styled.div`\n  color: #b45309;\n  @media (min-width: 64em) {\n    fill: '#fff';\n  }\n  border-radius: 0 0.875rem;\n`\nconst link = '#main'"
    expect(styleMistakes('pages/x/+Page.server.tsx', text)).toEqual([
      expect.stringMatching(/^pages\/x\/\+Page\.server\.tsx:2: the colour #b45309 is not from the theme/),
      expect.stringMatching(/^pages\/x\/\+Page\.server\.tsx:3: "@media \(min-width: 64em\)" is not from the theme: use breakpoints\.medium/),
      expect.stringMatching(/^pages\/x\/\+Page\.server\.tsx:4: the colour #fff is not from the theme/),
      expect.stringMatching(/^pages\/x\/\+Page\.server\.tsx:6: "border-radius: 0 0\.875rem" is not from the theme: use radii/),
    ])
  })

  it('pages, components and the renderer take every colour, media query and radius from the theme', () => {
    const files = FOLDERS.flatMap(sourceFiles).filter((file) => file !== THEME)
    expect(files.length).toBeGreaterThan(0)
    const mistakes = files.flatMap((file) => styleMistakes(file, readFileSync(join(ROOT, file), 'utf8')))
    expect(mistakes, mistakes.join('\n')).toEqual([])
  })
})
