import type { default as Sharp } from 'sharp';

let sharp: Promise<typeof Sharp> | undefined;

/**
 * sharp and libvips (~28 MB resident) load with the first image, not with every server start
 * (issue 25: embedded mode's idle memory).
 */
export function loadSharp(): Promise<typeof Sharp> {
  return (sharp ??= import('sharp').then((module) => module.default));
}
