import { type Browser, chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../chromium.ts'

export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions)
}
