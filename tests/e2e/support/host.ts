import type { TestInfo } from '@playwright/test'

/**
 * True when a static host alone serves the site: Cloudflare Pages' local runtime (playwright.host.config.ts)
 * or the deployed site (BASE_URL). Then there is no local send-consultation function, and the host adds
 * its own defaults (a revalidating Cache-Control on pages).
 */
export const onStaticHost = (info: TestInfo): boolean => info.project.metadata.staticHost === true
