// The shopper's browser for the provider's 3DS2 risk checks (core-checkout's BrowserInfo).
import type { BrowserInfo } from '@atelier/core-checkout';

export function browserInfo(win: Window = window): BrowserInfo {
  return {
    userAgent: win.navigator.userAgent,
    acceptHeader: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    language: win.navigator.language,
    colorDepth: win.screen.colorDepth,
    screenHeight: win.screen.height,
    screenWidth: win.screen.width,
    timeZoneOffset: new Date().getTimezoneOffset(),
    javaEnabled: false,
  };
}
