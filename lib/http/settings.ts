import { wholeNumberSetting as settingOf } from '../../supabase/functions/_shared/settings.ts'

export { SettingError } from '../../supabase/functions/_shared/settings.ts'

/** A whole-number setting of this process's environment (or of `env`), as the function reads its own. */
export const wholeNumberSetting = (name: string, range: Parameters<typeof settingOf>[1], fallback: number, env: Record<string, string | undefined> = process.env) =>
  settingOf(name, range, fallback, env)
