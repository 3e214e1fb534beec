/** Black or white, whichever reads better on a `#rrggbb` background (WCAG relative luminance). */
export function readableTextColor(hex: string): '#111827' | '#ffffff' {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!match) return '#111827';
  const value = parseInt(match[1]!, 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 255) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
  // Contrast with white = 1.05 / (L + 0.05); with #111827 (L ≈ 0.0137) = (L + 0.05) / 0.0637.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0637 ? '#ffffff' : '#111827';
}
