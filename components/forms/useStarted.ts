// Whether an island is running: false in the server HTML and while the island hydrates (so both render
// the same), true from the first render after. The forms show what only JavaScript can hide until then.
import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

export function useStarted(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}
