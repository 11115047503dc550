// The one scale of the site's styles, taken by name everywhere (tests/unit/site/theme.test.ts keeps it
// so). Every text/background pair used meets WCAG AA (4.5:1 for text, 3:1 for borders and marks).
export const colors = {
  text: '#1b2631',
  muted: '#475467',
  background: '#ffffff',
  surface: '#f2f6f8',
  border: '#c9d3db',
  primary: '#0b5a73',
  primaryHover: '#084457',
  primaryText: '#ffffff',
  accent: '#0f766e',
  destructive: '#b42318',
  destructiveText: '#ffffff',
  focus: '#c2410c',
  /** The focus ring on dark surfaces (footer, dark call-to-action bands), where the orange ring is under 3:1. */
  focusOnDark: '#ffffff',
  /** Text and marks on dark or strongly coloured backgrounds (footer headings, numbered steps, slides). */
  onDark: '#ffffff',
  footerBackground: '#0f2a3a',
  footerText: '#e8eef2',
  footerMuted: '#c2ced6',
  /** Behind the slides and video scenes (the clinic screen, the video preview). */
  screen: '#0d1b21',
  /** Secondary text on a slide of the brand colour, and of the accent colour. */
  onPrimaryMuted: '#d9edf2',
  onAccentMuted: '#e0f2ef',
  /** The brand colour's light tint, and its border: a badge of lesser weight (a chronic condition). */
  primaryTint: '#e3f1f4',
  primaryTintBorder: '#b9dbe3',
  /** The accent colour's light tint, and the deep ink read on it: quiet badges, notes. */
  accentTint: '#e6f4f1',
  accentInk: '#0b4f4a',
  /** A box to read first (a sample page, urgent symptoms): warm tint and border; its left bar says how urgent. */
  noticeTint: '#fff8eb',
  noticeBorder: '#e9c98b',
  /** The left bar of a notice that is not urgent. */
  notice: '#b45309',
  /** An error message: tint and ink of the destructive red. */
  errorTint: '#fef3f2',
  errorInk: '#7a271a',
  /** The searched words in a search result. */
  highlight: '#fde68a',
  /** The stars of a patient's rating. */
  rating: '#b45309',
} as const

/** The discs of team members without a photograph: soft tints, each with a deep ink of the same hue. */
export const initialsPalette = [
  { disc: '#dcecf1', ink: colors.primary },
  { disc: '#d9efeb', ink: colors.accent },
  { disc: '#e3e8f4', ink: '#33477a' },
  { disc: '#ece5f2', ink: '#5b3a78' },
  { disc: '#f3e8dc', ink: '#7a4519' },
] as const

/** Where layouts change: from `medium` (a tablet) two cards side by side; from `wide` (a laptop) the header's links and wider grids. */
export const breakpoints = {
  medium: '@media (min-width: 40em)',
  wide: '@media (min-width: 60em)',
  /** Phones held upright, where the call bar shows; not very short screens, where it would take too much of the view. */
  callBar: '@media (max-width: 47.99em) and (min-height: 30em)',
} as const

export const media = {
  print: '@media print',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const

/** Corner radii, from controls to panels; `pill` for badges, `round` for discs and dots. */
export const radii = {
  small: '0.375rem',
  medium: '0.5rem',
  large: '0.75rem',
  panel: '1rem',
  pill: '999px',
  round: '50%',
} as const

export const maxWidth = '72rem'

/** The text font: the reader's own system font (no font file to load). */
export const fontStack = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"
/** The call bar's height (a 44px button plus padding, in rem so it grows with the text). */
export const callBarHeight = '4.25rem'
