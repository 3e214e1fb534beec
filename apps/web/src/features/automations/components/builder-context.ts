import type { BoardLabel } from '@rbax/shared/boards';
import { createContext, useContext } from 'react';
import type { DraftErrors } from '@/features/automations/lib/draft';

/** What every picker of the builder reads: the board's lists, the webhooks, the draft's errors. */
export interface BuilderContextValue {
  columns: readonly { id: string; name: string }[];
  labels: readonly BoardLabel[];
  members: readonly { id: string; name: string; email: string }[];
  /** The workspace's webhooks; null when they cannot be listed (a board outside a workspace, or no right to). */
  webhooks: readonly { id: string; name: string }[] | null;
  errors: DraftErrors;
  /** Set once the person tried to save or test: errors show from then on. */
  showErrors: boolean;
  idPrefix: string;
}

export const BuilderContext = createContext<BuilderContextValue | null>(null);

export function useBuilder(): BuilderContextValue {
  const value = useContext(BuilderContext);
  if (!value) throw new Error('useBuilder outside the automation builder');
  return value;
}

/** A DOM id for the field at `key` (`actions.0.labelIds`). */
export function fieldId(prefix: string, key: string): string {
  return `${prefix}-${key.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
}
