/**
 * Browser and operating system from a User-Agent, simply (issue 8: "parsed simply"). Order
 * matters: Edge and Opera also say Chrome, Chrome also says Safari, Android also says Linux.
 */
const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export type Device = { browser: string | null; os: string | null; mobile: boolean };

export function parseUserAgent(userAgent: string | null | undefined): Device {
  if (!userAgent) return { browser: null, os: null, mobile: false };
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  const os = systems.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return { browser, os, mobile: /Mobi|iPhone|iPod|Android.*Mobile/.test(userAgent) };
}
