// An office's "Get Directions" address and its embedded map (docs/requirements.md §7 and §9).
import type { Location, OfficeOnMap } from '../../lib/content/schema.ts'

const query = (location: Pick<Location, 'address' | 'city'>) => encodeURIComponent(`${location.address}, ${location.city}`)

/** A maps search for the office's street address and city. */
export function directionsUrl(location: Pick<Location, 'address' | 'city'>): string {
  return `https://www.google.com/maps/search/?api=1&query=${query(location)}`
}

/** Google's place view at zoom 15 with an embed key (VITE_GOOGLE_MAPS_EMBED_KEY), else OpenStreetMap around the office. */
export function mapEmbedUrl(location: OfficeOnMap, googleKey = import.meta.env.VITE_GOOGLE_MAPS_EMBED_KEY as string | undefined): string {
  if (googleKey) return `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(googleKey)}&q=${query(location)}&zoom=15`
  // At zoom 15 a 600px-high view spans about 0.012° of latitude; keep a wider span for longitude.
  const { latitude: lat, longitude: lon } = location
  const bbox = [lon - 0.012, lat - 0.006, lon + 0.012, lat + 0.006].map((n) => n.toFixed(5)).join(',')
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${lat}%2C${lon}`
}
