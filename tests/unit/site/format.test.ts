// Dates and phone numbers as each language of the site writes them (components/format.ts; office
// hours: hours.test.ts),
// and the Spanish office pages worked out from the content.
import { describe, expect, it } from 'vitest'
import { formatDate, formatPhone, telHref } from '../../../components/format.ts'
import { contentAddress, routesIn } from '../../../lib/content/routes.ts'
import { content, officePath, table } from '../../e2e/support/content.ts'
import { nonEmpty } from '../../oracles.ts'

describe('formatDate', () => {
  it('writes the date the way each language does, whatever the time zone', () => {
    expect(formatDate('2026-03-03')).toBe('March 3, 2026')
    expect(formatDate('2026-03-03', 'es')).toBe('3 de marzo de 2026')
    expect(formatDate('2027-01-01', 'es')).toBe('1 de enero de 2027')
  })
})

describe('formatPhone', () => {
  it('writes US numbers the same way in English and US Spanish, and calls the same number', () => {
    for (const phone of ['(985) 555-0100', '1-800-555-0199']) {
      expect(formatPhone(phone, 'es')).toBe(formatPhone(phone, 'en'))
      expect(formatPhone(phone, 'es')).toBe(phone)
    }
    expect(telHref('(985) 555-0100')).toBe('tel:+19855550100')
  })
})

describe('the Spanish office pages', () => {
  it('has one Spanish page per office once /es/locations is translated, and links lead to them', () => {
    const routes = routesIn(table, 'es')
    expect(routes).toContain('/es/locations')
    for (const office of nonEmpty(content.locations, 'office')) {
      expect(routes).toContain(officePath(office.name, 'es'))
      expect(contentAddress(table, officePath(office.name), 'es')).toBe(officePath(office.name, 'es'))
      expect(contentAddress(table, officePath(office.name), 'en')).toBe(officePath(office.name))
    }
  })

  it('leads to the English page when a page has no Spanish version', () => {
    expect(contentAddress(table, '/no-such-page', 'es')).toBe('/no-such-page')
  })
})
