// A page that fails to pre-render is reported in the words of the content check (render-errors.ts). The
// content check as a clinician runs it (`npm run check:content -- --readability`, one run on a copy of
// the content with twelve mistakes): tests/unit/check/check-one-pass.test.ts; the real content passing
// the whole check: tests/unit/lint/text-lint.test.ts.
import { describe, expect, it } from 'vitest'
import { renderErrorReport } from '../../../lib/content/check/render-errors.ts'

describe('a page that fails to pre-render', () => {
  it('is reported on its content file, in the words of the check', () => {
    const report = renderErrorReport('/es/conditions/stroke', 'content/es/conditions/stroke.mdx', new TypeError("Cannot read properties of undefined (reading 'name')\n    at Bio (components/team/Bio.tsx:3:4)"))
    expect(report).toMatch(/^ERROR {3}content\/es\/conditions\/stroke\.mdx\n {8}The page \/es\/conditions\/stroke, made from this file, could not be built: Cannot read properties/)
    expect(report).not.toContain(' at ')
  })
})
