// Presses that reach an island before its code has started are kept, not lost. Until the island has
// started, a click (a tap, or Enter/Space on a button) or a key press on one of its controls that needs
// the island's script is held back from the server HTML; once the island has started, the same presses
// are carried out on the same controls, in order. A form's submit is held too: the started island checks
// the fields with the page's words and sends (a form posted by itself would show no message of ours, and
// offline only the browser's error page). What the browser does by itself without a script (following a
// link, typing into a field, choosing in a list) is never held. Every press also starts the island
// (client.ts), so the wait is as short as loading its code. Should its code never come, a held submit
// is made as the server HTML would (the browser checks and posts), or, offline, the form's notice shows.

/** The events that start an island that has not started yet: the first sign a visitor is using it. */
export const START_EVENTS = ['pointerdown', 'focusin', 'keydown', 'click', 'input'] as const

type Press = { path: number[]; kind: 'click' | 'submit' } | { path: number[]; kind: 'keydown'; init: KeyboardEventInit }

/** Controls whose click the browser carries out by itself, script or not. */
const WORKS_WITHOUT_SCRIPT = 'a[href], input, select, textarea, label, summary, [contenteditable]'

/** Controls on which Enter and Space already make a click (held as a click), or type. */
const ACTIVATES_ITSELF = 'button, a[href], input, select, textarea, summary, [contenteditable]'

function element(target: EventTarget | null): Element | null {
  return target instanceof Element ? target : null
}

/** The submit button pressed, when the target is one (or inside one) and it has a form. */
function submitButton(target: Element): HTMLButtonElement | HTMLInputElement | null {
  const button = target.closest('button, input[type="submit"]') as HTMLButtonElement | HTMLInputElement | null
  return button?.type === 'submit' && button.form ? button : null
}

/**
 * Offline, a submit the island will not carry out (its code could not load) shows the form's notice
 * (data-offline-notice) and keeps what was typed, where a post would only reach the browser's own error
 * page; true when it did. Online, the submit goes through as the server HTML's (the browser checks the
 * fields and posts). The page's start lines (renderer/islandsStart.ts) do the same before this script.
 */
function offlineNotice(button: HTMLButtonElement | HTMLInputElement): boolean {
  const notice = button.form?.querySelector<HTMLElement>('[data-offline-notice]')
  if (navigator.onLine || !notice) return false
  notice.hidden = false
  notice.focus()
  return true
}

/** After the island could not start: every press goes through, but an offline submit shows the notice. */
function onSubmitWithoutIsland(event: Event): void {
  const button = element(event.target) && submitButton(event.target as Element)
  if (button && offlineNotice(button)) event.preventDefault()
}

function needsScript(event: Event): boolean {
  const target = element(event.target)
  if (!target) return false
  if (event instanceof KeyboardEvent) {
    if (event.key === 'Tab' || event.ctrlKey || event.metaKey || event.altKey) return false
    if ((event.key === 'Enter' || event.key === ' ') && target.closest(ACTIVATES_ITSELF)) return false
    return !target.closest('input, select, textarea, [contenteditable]')
  }
  return !!submitButton(target) || !target.closest(WORKS_WITHOUT_SCRIPT)
}

/** Where an element sits under the root (child indexes), to find it again after hydration. */
function pathOf(root: Element, target: Element): number[] {
  const path: number[] = []
  for (let node = target; node !== root && node.parentElement; node = node.parentElement) {
    path.unshift([...node.parentElement.children].indexOf(node))
  }
  return path
}

function at(root: Element, path: number[]): Element | null {
  let node: Element | undefined = root
  for (const index of path) node = node?.children[index]
  return node ?? null
}

/**
 * Starts watching an island's root before it has started: `start` is called on the first sign of use
 * (START_EVENTS), and presses that need the island's script are kept. Call the returned function once
 * the island has started: it stops holding presses and carries out the kept ones; with `false`, when
 * its code could not load: it stops holding presses and makes only the kept submits, without the island.
 */
export function keepEarlyPresses(root: HTMLElement, start: () => void): (started?: boolean) => void {
  const kept: Press[] = []
  const onEvent = (event: Event) => {
    start()
    if ((event.type !== 'click' && event.type !== 'keydown') || !needsScript(event)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    const path = pathOf(root, event.target as Element)
    const last = kept.at(-1)
    // A second tap on the same control while waiting is the visitor repeating a tap that seemed lost.
    if (event.type === 'click' && last && last.kind !== 'keydown' && last.path.join() === path.join()) return
    if (event instanceof KeyboardEvent) {
      const { key, code, shiftKey, repeat } = event
      kept.push({ path, kind: 'keydown', init: { key, code, shiftKey, repeat, bubbles: true, cancelable: true } })
    } else kept.push({ path, kind: submitButton(event.target as Element) ? 'submit' : 'click' })
  }
  for (const type of START_EVENTS) root.addEventListener(type, onEvent, { capture: true })

  return (started = true) => {
    for (const type of START_EVENTS) root.removeEventListener(type, onEvent, { capture: true })
    if (!started) root.addEventListener('click', onSubmitWithoutIsland, { capture: true })
    for (const press of kept.splice(0)) {
      const target = at(root, press.path)
      const button = target && submitButton(target)
      if (!started) {
        if (press.kind === 'submit' && button) button.click()
      } else if (press.kind === 'submit' && button) {
        // To the island's own submit handler, which checks the fields itself: a click could still meet
        // the browser's check of the server HTML (its `required`) in the render before the island's.
        button.form!.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button }))
      } else if (target instanceof HTMLElement) {
        if (press.kind === 'click') target.click()
        else if (press.kind === 'keydown') target.dispatchEvent(new KeyboardEvent('keydown', press.init))
      }
    }
  }
}
