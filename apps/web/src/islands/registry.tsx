import type { ComponentType } from 'react';
import { LandingHeader } from '@/features/landing/components/landing-header';
import { LandingOverlays } from '@/islands/landing-overlays';
import type { IslandName } from '@/lib/island';

export type IslandDefinition =
  /** In the runtime's own chunk and hydrated at once: on screen (or floating) on every page that has it. */
  | { eager: ComponentType }
  /** Loaded when the visitor comes near it (or points at it), then hydrated when the browser is idle. */
  | { load: () => Promise<ComponentType>; appStrings?: readonly 'install'[] };

/**
 * Each island's component: the same the page rendered inside `<Island name>` (markup must match),
 * plus context-only wrappers where needed (the session for the closing call to action).
 */
export const islands: Record<IslandName, IslandDefinition> = {
  'site-header': { eager: LandingHeader },
  'landing-overlays': { eager: LandingOverlays },
  'site-footer': { load: () => import('@/features/landing/components/landing-footer').then((m) => m.LandingFooter) },
  'drag-demo': { load: () => import('@/features/landing/sections/drag-demo').then((m) => m.DragDemo) },
  'showcase-video': {
    load: () => import('@/features/landing/components/showcase-video').then((m) => m.ShowcaseVideo),
  },
  testimonials: { load: () => import('@/features/landing/sections/testimonials').then((m) => m.Testimonials) },
  'closing-cta': { load: () => import('@/islands/closing-cta').then((m) => m.ClosingCtaIsland) },
  newsletter: {
    load: () => import('@/features/landing/sections/newsletter-section').then((m) => m.NewsletterSection),
  },
  'pricing-plans': {
    load: () => import('@/features/site-pages/components/pricing-plans').then((m) => m.PricingPlans),
  },
  'blog-list': { load: () => import('@/features/site-pages/components/blog-list').then((m) => m.BlogList) },
  'guide-index': { load: () => import('@/features/site-pages/components/guide-index').then((m) => m.GuideIndex) },
  'install-page': {
    load: () => import('@/features/pwa/components/install-page').then((m) => m.InstallPage),
    appStrings: ['install'],
  },
};
