// Colours and spacing used across the site. Every text/background pair here meets WCAG AA (4.5:1).
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
  footerBackground: '#0f2a3a',
  footerText: '#e8eef2',
  footerMuted: '#c2ced6',
} as const

export const breakpoints = {
  /** Header switches from the menu button to the inline links. */
  wide: '@media (min-width: 60em)',
  medium: '@media (min-width: 40em)',
  /**
   * Phones held upright: the call bar shows (below 48em). Not on very short screens (a phone held sideways,
   * or 200% text at 320px), where a bar that stays on screen would take too much of the view.
   */
  callBar: '@media (max-width: 47.99em) and (min-height: 30em)',
} as const

export const maxWidth = '72rem'
