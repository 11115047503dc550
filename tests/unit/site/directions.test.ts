// The office map and "Get Directions" addresses (components/home/directions.ts), on a fixture office
// whose answers are written here: a maps search for the street address and city line; the embedded map
// centred on the office, from OpenStreetMap without a key and Google's place view at zoom 15 with one.
import { describe, expect, it } from 'vitest'
import { directionsUrl, mapEmbedUrl } from '../../../components/home/directions.ts'

const office = { name: 'Covington', address: '1 Main St, Suite 2', city: 'Covington, LA 70433', phone: '(985) 555-0100', latitude: 30.4755, longitude: -90.1009 }

describe('office map addresses', () => {
  it('"Get Directions" searches Google Maps for the street address and the city line', () => {
    expect(directionsUrl(office)).toBe('https://www.google.com/maps/search/?api=1&query=1%20Main%20St%2C%20Suite%202%2C%20Covington%2C%20LA%2070433')
  })

  it('without a Google key, the map is OpenStreetMap centred on the office, with its marker', () => {
    const url = new URL(mapEmbedUrl(office, ''))
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html')
    expect(url.searchParams.get('marker')).toBe('30.4755,-90.1009')
    const [west, south, east, north] = url.searchParams.get('bbox')!.split(',').map(Number)
    // The office is in the middle of the view.
    expect((west! + east!) / 2).toBeCloseTo(office.longitude, 4)
    expect((south! + north!) / 2).toBeCloseTo(office.latitude, 4)
    expect(east! - west!).toBeGreaterThan(0)
    expect(north! - south!).toBeGreaterThan(0)
  })

  it('with a Google key, the map is Google’s place view of the address at zoom 15', () => {
    expect(mapEmbedUrl(office, 'test-key')).toBe('https://www.google.com/maps/embed/v1/place?key=test-key&q=1%20Main%20St%2C%20Suite%202%2C%20Covington%2C%20LA%2070433&zoom=15')
  })
})
