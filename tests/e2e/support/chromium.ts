import type { LaunchOptions } from '@playwright/test';
import { CHROMIUM_FLAGS, testChromiumPath } from '../../../scripts/chromium';

export function chromiumLaunchOptions(): LaunchOptions {
  return { executablePath: testChromiumPath(), args: CHROMIUM_FLAGS };
}
