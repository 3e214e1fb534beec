import type { Card } from '@rbax/shared/cards';
import { createContext, type ReactNode } from 'react';

/** One thing another feature puts on a card's face, given the card and whether the person edits the board. */
export type CardFaceExtra = (card: Card, canEdit: boolean) => ReactNode;

/**
 * What other features put on every card of the board, composed in by the board route
 * (`app/routes/board.tsx`): the board feature imports none of them (docs/decisions/042).
 * `badges` sit with the card's dates (the ageing badge of analytics, issue 19), `actions` in
 * its corner (the timer's start/stop, issue 21). A context, not a prop, because the cards sit
 * several components down (canvas → column → list → card). Keep the object and its functions
 * stable (define them outside the component): every card re-renders when they change.
 */
export type CardFaceExtras = { badges?: CardFaceExtra; actions?: CardFaceExtra };

export const CardFaceExtrasContext = createContext<CardFaceExtras | null>(null);
