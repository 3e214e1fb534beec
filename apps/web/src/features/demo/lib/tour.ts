import { TOUR_END_MS, TOUR_STEPS } from '@rbax/shared/public-site-constants';
import { useEffect, useReducer } from 'react';

/**
 * The demo's guided tour (spec §2, §4) as a pure state machine: steps 1–3, back allowed except
 * on step 1, 'Finalizar' on the last step; finishing or closing fades the tour out and it ends
 * after about 300 ms; closing the demo ends it at once.
 */
export type TourState =
  | { status: 'idle' }
  | { status: 'active'; step: number }
  /** Fading out; becomes idle after TOUR_END_MS. */
  | { status: 'ending'; step: number };

export type TourAction =
  | { type: 'start' }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'finish' }
  | { type: 'close' }
  | { type: 'ended' }
  | { type: 'demoClosed' };

export const initialTourState: TourState = { status: 'idle' };

export function tourReducer(state: TourState, action: TourAction): TourState {
  switch (action.type) {
    case 'start':
      return state.status === 'active' ? state : { status: 'active', step: 1 };
    case 'next':
      return state.status === 'active' && state.step < TOUR_STEPS ? { ...state, step: state.step + 1 } : state;
    case 'back':
      return state.status === 'active' && state.step > 1 ? { ...state, step: state.step - 1 } : state;
    case 'finish':
      return state.status === 'active' && state.step === TOUR_STEPS ? { status: 'ending', step: state.step } : state;
    case 'close':
      return state.status === 'active' ? { status: 'ending', step: state.step } : state;
    case 'ended':
      return state.status === 'ending' ? initialTourState : state;
    case 'demoClosed':
      return initialTourState;
  }
}

/** The reducer plus the timer that ends a fading tour. */
export function useTour() {
  const [state, dispatch] = useReducer(tourReducer, initialTourState);
  useEffect(() => {
    if (state.status !== 'ending') return;
    const timer = setTimeout(() => dispatch({ type: 'ended' }), TOUR_END_MS);
    return () => clearTimeout(timer);
  }, [state.status]);
  return [state, dispatch] as const;
}
