/**
 * Opens the demo-booking popup of the configured scheduling service (spec §2 'book-demo').
 * Contract shared by the landing header and the widgets; the implementation belongs to the
 * site-widgets feature.
 */
export async function openScheduling(): Promise<void> {
  // Implemented by the site-widgets work (issue 6).
}

/** Whether a scheduling service is configured (the book-demo button is absent otherwise). */
export function useSchedulingAvailable(): boolean {
  return false;
}
