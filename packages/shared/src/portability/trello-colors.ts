import { labelPalette } from '../boards.ts';

/**
 * Trello's label colours and our palette of 8 (spec §3). Trello has 10 base colours, and since 2023
 * `_light` and `_dark` shades of each (`green_dark`); a label without colour is `null`. Each is
 * proposed a palette colour in the import's mapping step, where the person may change it.
 */
const hexOf = (id: (typeof labelPalette)[number]['id']) => labelPalette.find((c) => c.id === id)!.hex;

const byBase: Record<string, string> = {
  green: hexOf('green'),
  lime: hexOf('green'),
  yellow: hexOf('yellow'),
  orange: hexOf('orange'),
  red: hexOf('red'),
  purple: hexOf('purple'),
  blue: hexOf('blue'),
  sky: hexOf('blue'),
  pink: hexOf('pink'),
  black: hexOf('gray'),
};

/** The colour name of a Trello label as the mapping shows it: its base colour, or `none`. */
export function trelloColorKey(color: unknown): string {
  if (typeof color !== 'string' || color.trim() === '') return 'none';
  const base = color.trim().toLowerCase().split('_')[0]!;
  return Object.hasOwn(byBase, base) ? base : 'none';
}

/** The palette colour proposed for a Trello colour (gray for none or unknown). */
export function proposedColor(trelloColor: string): string {
  return byBase[trelloColor] ?? hexOf('gray');
}
