// The "Get Directions" address of an office: a maps search for its street address and city
// (docs/requirements.md §7). The location cards and, later, the interactive map both use this one function.
import type { Location, OfficeOnMap } from '../../lib/content/schema.ts'

const MAPS_SEARCH = 'https://www.google.com/maps/search/?api=1&query='

/** The text searched for: street address, then city, state and ZIP. */
export function directionsQuery(location: Pick<Location, 'address' | 'city'>): string {
  return `${location.address}, ${location.city}`
}

/** The maps search URL that gives directions to an office. */
export function directionsUrl(location: Pick<Location, 'address' | 'city'>): string {
  return `${MAPS_SEARCH}${encodeURIComponent(directionsQuery(location))}`
}

/** docs/requirements.md §9: the map shows the office at zoom 15. */
export const MAP_ZOOM = 15

/**
 * The embedded map of an office. With a Google Maps embed key (VITE_GOOGLE_MAPS_EMBED_KEY) it is
 * Google's place view of the address; without one, a keyless OpenStreetMap view centred on the
 * office's coordinates at about the same zoom.
 */
export function mapEmbedUrl(location: OfficeOnMap, googleKey = import.meta.env.VITE_GOOGLE_MAPS_EMBED_KEY as string | undefined): string {
  if (googleKey) {
    const query = encodeURIComponent(directionsQuery(location))
    return `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(googleKey)}&q=${query}&zoom=${MAP_ZOOM}`
  }
  // At zoom 15 a 600px-high view spans about 0.012° of latitude; keep a wider span for longitude.
  const dLat = 0.006
  const dLon = 0.012
  const { latitude: lat, longitude: lon } = location
  const bbox = [lon - dLon, lat - dLat, lon + dLon, lat + dLat].map((n) => n.toFixed(5)).join(',')
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${lat}%2C${lon}`
}
