import { z } from 'zod';

/** Limits (spec §5, §9). */
export const BOARD_TITLE_MAX = 100;
export const BOARD_DESCRIPTION_MAX = 500;
export const COVER_MAX_BYTES = 5 * 1024 * 1024;
export const DUPLICATE_CHOICES_MAX = 6;
export const coverMimeTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The 37 lucide icon names a board may use (spec §3); LayoutGrid is the default. */
export const boardIcons = [
  'LayoutGrid', 'Rocket', 'Target', 'Zap', 'TrendingUp', 'Heart', 'Star', 'Briefcase', 'Calendar',
  'Clock', 'Coffee', 'DollarSign', 'Gift', 'Home', 'Lightbulb', 'Mail', 'Music', 'Palette', 'Settings',
  'ShoppingCart', 'Smartphone', 'Trophy', 'Users', 'Book', 'Camera', 'Code', 'Headphones', 'Map',
  'MessageCircle', 'Package', 'Scissors', 'Shield', 'Sparkles', 'Umbrella', 'Wrench', 'Archive', 'Award',
] as const;
export type BoardIcon = (typeof boardIcons)[number];
export const DEFAULT_BOARD_ICON: BoardIcon = 'LayoutGrid';

/** The 8-colour label palette (spec §3), keyed by a stable id with the pt-BR name. */
export const labelPalette = [
  { id: 'green', name: 'Verde', hex: '#10b981' },
  { id: 'blue', name: 'Azul', hex: '#3b82f6' },
  { id: 'purple', name: 'Roxo', hex: '#8b5cf6' },
  { id: 'pink', name: 'Rosa', hex: '#ec4899' },
  { id: 'red', name: 'Vermelho', hex: '#ef4444' },
  { id: 'orange', name: 'Laranja', hex: '#f97316' },
  { id: 'yellow', name: 'Amarelo', hex: '#eab308' },
  { id: 'gray', name: 'Cinza', hex: '#6b7280' },
] as const;
export const labelColors = labelPalette.map((c) => c.hex) as [string, ...string[]];

export const boardTitleSchema = z
  .string({ error: 'validation.titleRequired' })
  .trim()
  .min(1, { error: 'validation.titleRequired' })
  .max(BOARD_TITLE_MAX, { error: 'validation.titleTooLong' });

export const boardDescriptionSchema = z
  .string()
  .trim()
  .max(BOARD_DESCRIPTION_MAX, { error: 'validation.descriptionTooLong' });
