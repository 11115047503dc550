// A team member's picture (the bio's `photo`), or until there is one a disc with the person's initials.
import styled from '@emotion/styled'
import type { TeamMember } from '../../lib/content/schema.ts'
import { Picture } from '../Picture.tsx'
import { colors, initialsPalette, radii } from '../theme.ts'
import { plainName } from './team.ts'

/** "Amelia Hart, MD" → "AH"; "Pediatric Neurologist" → "PN". */
export function initialsOf(name: string): string {
  const words = plainName(name).replace(/^Dr\.?\s+/i, '').split(/\s+/).filter((w) => /^\p{L}/u.test(w))
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}

function paletteFor(name: string) {
  let hash = 0
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return initialsPalette[hash % initialsPalette.length]!
}

const Frame = styled('span', { shouldForwardProp: (prop) => prop !== 'size' })<{ size: number }>`
  display: block;
  flex: none;
  width: ${({ size }) => size / 16}rem;
  height: ${({ size }) => size / 16}rem;
  border-radius: ${radii.round};
  overflow: hidden;
  box-shadow:
    0 0 0 4px ${colors.background},
    0 0 0 5px ${colors.border};
  img,
  svg {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

/** `size`: shown size in CSS pixels. */
export function TeamPhoto({ name, photo, size = 112, eager = false, className }: { name: string; photo?: TeamMember['photo']; size?: number; eager?: boolean; className?: string }) {
  if (photo) {
    return (
      <Frame size={size} className={className}>
        <Picture src={photo.src} alt={photo.decorative ? '' : photo.alt} width={size} height={size} eager={eager} />
      </Frame>
    )
  }
  const { disc, ink } = paletteFor(name)
  // Decorative: the person's name is always written next to it.
  return (
    <Frame size={size} className={className} data-placeholder="initials">
      <svg viewBox="0 0 100 100" width={size} height={size} aria-hidden="true" focusable="false">
        <circle cx="50" cy="50" r="50" fill={disc} />
        <text x="50" y="50" dy="0.35em" textAnchor="middle" fontSize="36" fontWeight="600" fill={ink} letterSpacing="1">
          {initialsOf(name)}
        </text>
      </svg>
    </Frame>
  )
}
