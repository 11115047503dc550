// The tabs of /patients, following the ARIA tabs pattern: arrow keys move between tabs, Home and End go
// to the first and last, and a link to #preparation or #policies opens that tab.
import type { ResourcePanel } from '../../lib/content/schema.ts'

export type PanelId = 'resources' | 'preparation' | 'policies'

export interface ResourceTabsProps {
  panels: (ResourcePanel & { id: PanelId })[]
  /** The number the call button dials. */
  phone: string
  /** What screen readers call the row of tabs. */
  label: string
}

export function enhanceResourceTabs(root: HTMLElement, { panels }: ResourceTabsProps): void {
  const tabs = panels.map((panel) => root.querySelector<HTMLButtonElement>(`#${panel.id}-tab`)!)
  const select = (tab: HTMLButtonElement) => {
    for (const [i, other] of tabs.entries()) {
      other.setAttribute('aria-selected', String(other === tab))
      other.tabIndex = other === tab ? 0 : -1
      root.querySelector<HTMLElement>(`#${panels[i]!.id}`)!.hidden = other !== tab
    }
  }

  for (const [index, tab] of tabs.entries()) {
    tab.addEventListener('click', () => select(tab))
    tab.addEventListener('keydown', (event) => {
      const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }
      const next = event.key in moves ? tabs[(moves[event.key]! + tabs.length) % tabs.length] : undefined
      if (!next) return
      event.preventDefault()
      select(next)
      next.focus()
    })
  }

  const openFromHash = () => {
    const index = panels.findIndex((panel) => panel.id === window.location.hash.slice(1))
    if (index >= 0) select(tabs[index]!)
  }
  openFromHash()
  window.addEventListener('hashchange', openFromHash)
}
