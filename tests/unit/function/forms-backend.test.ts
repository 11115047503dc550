// A pull request's preview must never send a visitor's request to the production database.
import { describe, expect, it } from 'vitest'
import { formsBackend } from '../../../scripts/build/forms-backend.ts'

const production = { VITE_SUPABASE_URL: 'https://prod.supabase.co', VITE_SUPABASE_ANON_KEY: 'prod-key' }
const staging = { PREVIEW_SUPABASE_URL: 'https://staging.supabase.co', PREVIEW_SUPABASE_ANON_KEY: 'staging-key' }

describe('where the forms send', () => {
  it('a production build sends to the production project, or to the site itself without one', () => {
    expect(formsBackend({ ...production, ...staging })).toEqual({ url: production.VITE_SUPABASE_URL, anonKey: 'prod-key', sends: true })
    expect(formsBackend({})).toEqual({ url: undefined, anonKey: undefined, sends: true })
  })

  it('a preview build sends to the staging project, never to production', () => {
    expect(formsBackend({ PREVIEW: '1', ...production, ...staging })).toEqual({ url: staging.PREVIEW_SUPABASE_URL, anonKey: 'staging-key', sends: true })
  })

  it('a preview build without a staging project sends nothing', () => {
    expect(formsBackend({ PREVIEW: '1', ...production })).toEqual({ sends: false })
    expect(formsBackend({ PREVIEW: '1', PREVIEW_SUPABASE_URL: staging.PREVIEW_SUPABASE_URL })).toEqual({ sends: false })
  })
})
