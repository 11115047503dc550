// The one list of languages (lib/i18n/languages.ts) and what must agree with it.
import { describe, expect, it } from 'vitest'
import { defaultLanguage, languageCodes, splitLanguagePrefix, translationLanguages, withLanguagePrefix } from '../../../lib/i18n/languages.ts'
import { SITE_LANGUAGES } from '../../../supabase/functions/_shared/requests.ts'

describe('the languages of the site', () => {
  it('puts a translated page under its prefix and takes it off again', () => {
    for (const lang of translationLanguages) {
      expect(withLanguagePrefix('/', lang)).toBe(`/${lang}`)
      expect(splitLanguagePrefix(withLanguagePrefix('/contactus', lang))).toEqual({ lang, path: '/contactus' })
      expect(splitLanguagePrefix(`/${lang}`)).toEqual({ lang, path: '/' })
    }
    expect(withLanguagePrefix('/contactus', defaultLanguage)).toBe('/contactus')
    expect(splitLanguagePrefix('/contactus')).toEqual({ lang: defaultLanguage, path: '/contactus' })
  })

  it('are the languages the function accepts (a request records its page language)', () => {
    expect([...SITE_LANGUAGES]).toEqual([...languageCodes])
  })
})
