export type InstallPlatform = 'android' | 'ios' | 'desktop';

/**
 * Which install instructions fit the visitor. iPadOS Safari reports a desktop
 * Mac user agent, so a "Macintosh" with a touch screen counts as iOS.
 */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): InstallPlatform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'desktop';
}
