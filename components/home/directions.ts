// The "Get Directions" address of an office: a maps search for its street address and city
// (SPEC.md §7). The location cards and, later, the interactive map both use this one function.
import type { Location } from '../../content/schema.ts'

const MAPS_SEARCH = 'https://www.google.com/maps/search/?api=1&query='

/** The text searched for: street address, then city, state and ZIP. */
export function directionsQuery(location: Pick<Location, 'address' | 'city'>): string {
  return `${location.address}, ${location.city}`
}

/** The maps search URL that gives directions to an office. */
export function directionsUrl(location: Pick<Location, 'address' | 'city'>): string {
  return `${MAPS_SEARCH}${encodeURIComponent(directionsQuery(location))}`
}
