import type { LaunchOptions } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../../../scripts/chromium';

export function chromiumLaunchOptions(): LaunchOptions {
  return { executablePath: chromiumPath(), args: CHROMIUM_FLAGS };
}
