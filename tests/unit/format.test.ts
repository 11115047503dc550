// Dates, office hours and phone numbers as each language of the site writes them (components/format.ts),
// and the Spanish office pages worked out from the content.
import { describe, expect, it } from 'vitest'
import { formatDate, formatHours, formatPhone, telHref } from '../../components/format.ts'
import { loadContent } from '../../lib/content/load.ts'
import { officePath, routeIn, routesIn } from '../../lib/content/routes.ts'

// Intl may write a narrow or no-break space inside "8:00 a.m.": compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatDate', () => {
  it('writes the date the way each language does, whatever the time zone', () => {
    expect(formatDate('2026-03-03')).toBe('March 3, 2026')
    expect(formatDate('2026-03-03', 'es')).toBe('3 de marzo de 2026')
    expect(formatDate('2027-01-01', 'es')).toBe('1 de enero de 2027')
  })
})

describe('formatHours', () => {
  it('shows English hours as the office wrote them', () => {
    expect(formatHours('Monday to Friday 8:00 AM to 4:30 PM')).toBe('Monday to Friday 8:00 AM to 4:30 PM')
  })

  it('writes hours in Spanish with Spanish day names and times', () => {
    expect(plain(formatHours('Monday to Friday 8:00 AM to 4:30 PM', 'es'))).toBe('lunes a viernes, de 8:00 a.m. a 4:30 p.m.')
    expect(plain(formatHours('Saturday 9 AM to 12 PM', 'es'))).toBe('sábado, de 9:00 a.m. a 12:00 p.m.')
  })

  it('writes in Spanish the note of an office that keeps other hours, too', () => {
    expect(plain(formatHours('Monday to Friday 8:00 AM to 4:30 PM (Slidell: Monday to Thursday 8:00 AM to 4:30 PM)', 'es'))).toBe(
      'lunes a viernes, de 8:00 a.m. a 4:30 p.m. (Slidell: lunes a jueves, de 8:00 a.m. a 4:30 p.m.)',
    )
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
  const { content } = loadContent(process.cwd(), undefined, { compileBodies: false })

  it('has one Spanish page per office once /es/locations is translated, and links lead to them', () => {
    const routes = routesIn('es')
    expect(routes).toContain('/es/locations')
    for (const office of content.locations) {
      expect(routes).toContain(officePath(office.name, 'es'))
      expect(routeIn('es', officePath(office.name))).toBe(officePath(office.name, 'es'))
      expect(routeIn('en', officePath(office.name))).toBe(officePath(office.name))
    }
  })

  it('leads to the English page when a page has no Spanish version', () => {
    expect(routeIn('es', '/no-such-page')).toBe('/no-such-page')
  })
})
