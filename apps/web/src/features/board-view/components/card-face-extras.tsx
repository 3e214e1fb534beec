import type { Card } from '@rbax/shared/cards';
import { createContext, type ReactNode } from 'react';

/**
 * Controls other features put on every card of the board (the timer's start/stop, issue 21),
 * composed in by the board route: board-view and cards do not import those features. A context,
 * not a prop, because the cards sit several components down (canvas → column → list → card).
 * Keep the function stable (define it outside the component): every card re-renders when it changes.
 */
export type CardFaceExtras = (card: Card, canEdit: boolean) => ReactNode;

export const CardFaceExtrasContext = createContext<CardFaceExtras | null>(null);
