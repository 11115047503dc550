// The pseudo-locale generator (tests/harness/pseudo-locale-lib.ts): its words are never plain English, and
// it leaves MDX tags, props, expressions and addresses as they are, so the pseudo pages still build.
import { describe, expect, it } from 'vitest'
import { pseudoMdx, pseudoText, pseudoTranslation, untranslatedWords, visibleText } from '../../harness/pseudo-locale-lib.ts'

describe('the pseudo-locale', () => {
  it('accents and lengthens every word, keeping {placeholders} and entities', () => {
    expect(pseudoText('Call {phone} now &amp; then')).toMatch(/^\S+ \{phone\} \S+ &amp; \S+$/)
    expect(untranslatedWords(pseudoText('Contact us about your appointment'), new Set())).toEqual([])
    expect(pseudoText('Contact us').length).toBeGreaterThan('Contact us'.length)
  })

  it('keeps the MDX structure: tags, props that name things, expressions, code and link addresses', () => {
    const body = 'Call <PhoneNumber which="tollFree" /> or see [our offices](/locations), `code` and {1 + 1}.\n<Card title="Testing">\nSome words <Button href="/contactus">Write</Button>\n</Card>\n'
    const pseudo = pseudoMdx(body)
    for (const kept of ['<PhoneNumber which="tollFree" />', '](/locations)', '`code`', '{1 + 1}', '<Button href="/contactus">', '</Card>']) expect(pseudo).toContain(kept)
    // A text prop is words people read: translated like the text around it.
    expect(pseudo).toMatch(/<Card title="[^"A-Za-z]+">/)
    expect(untranslatedWords(visibleText(pseudo.replace(/<[^>]+>|`code`|\]\([^)]*\)/g, ' ')), new Set())).toEqual([])
  })

  it('writes a translation of an English file, with the translation fields', () => {
    const text = pseudoTranslation('content/pages/contactus.mdx', '---\ntitle: Contact Us\nlayout: article\n---\nHello there.\n', '2026-11-24')
    expect(text).toContain('layout: article')
    expect(text).toContain('translatedFrom: content/pages/contactus.mdx')
    expect(text).not.toMatch(/Contact Us|Hello/)
  })

  it('reports plain English words of a page, not the facts every language shows', () => {
    expect(untranslatedWords('Ĥééľľóó Book an appointment in Covington', new Set(['covington']))).toEqual(['Book', 'appointment'])
  })

  it('reads a link marked as another language as that language, and a link left unmarked as the page', () => {
    const page = '<body><a href="/es" lang="es">Español<span> – Esta pagina todavia no esta disponible</span></a> <a href="/x">Left behind</a> <span lang="qps">Ŵóŕďş</span></body>'
    expect(untranslatedWords(visibleText(page), new Set())).toEqual(['Left', 'behind'])
  })
})
