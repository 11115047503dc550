// The one list of languages (lib/i18n/languages.ts) and what must agree with it.
import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { defaultLanguage, languageCodes, splitLanguagePrefix, translationLanguages, withLanguagePrefix } from '../../lib/i18n/languages.ts'
import { SITE_LANGUAGES } from '../../supabase/functions/_shared/requests.ts'

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

  it('are the languages the function accepts and the database stores (a request records its page language)', () => {
    // The function (Deno) and the migrations keep their own copy: this test keeps the copies true.
    expect([...SITE_LANGUAGES]).toEqual([...languageCodes])
    const migrations = readdirSync('supabase/migrations').map((file) => readFileSync(`supabase/migrations/${file}`, 'utf8'))
    const check = migrations.map((sql) => /sent_from_language[^\n]*check \(sent_from_language in \(([^)]*)\)\)/.exec(sql)?.[1]).find(Boolean)
    expect(check?.split(',').map((code) => code.trim().replace(/'/g, ''))).toEqual([...languageCodes])
  })
})
