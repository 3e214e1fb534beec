import type { PublicConfig, PublicStats } from '@rbax/shared/public-site';
import type { Deps } from '#src/lib/deps.ts';
import { countPublicStats } from './public-stats-repository.ts';

/** The landing footer's live numbers (issue 6). */
export function getPublicStats(deps: Pick<Deps, 'db'>): Promise<PublicStats> {
  return countPublicStats(deps.db);
}

/** Operator configuration the public site reads at run time; unset widgets are null. */
export function getPublicConfig(deps: Pick<Deps, 'config'>): PublicConfig {
  return { ...deps.config.publicSite };
}
