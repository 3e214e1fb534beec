import { INTRO_SHOWN_KEY } from '@rbax/shared/public-site-constants';
import { useEffect, useState } from 'react';
import { LogoMark } from '@/components/layout/logo';
import { prefersReducedMotion } from '@/features/site-widgets/lib/media';
import { readStorage, writeStorage } from '@/lib/storage';
import { cn } from '@/lib/utils';

type Phase = 'off' | 'in' | 'on' | 'out';

/** ~1.5 s in all: fade in, hold, fade out (spec §4 'intro animation'). */
const IN_MS = 30;
const HOLD_MS = 1100;
const OUT_MS = 350;

/**
 * The intro: once per browser session (sessionStorage `introShown`), never with reduced motion
 * (the flag is still set), decided after hydration so the pre-rendered page (what crawlers and
 * Lighthouse read) never contains it. It lets every click through and any click or key skips it.
 */
export function IntroAnimation() {
  const [phase, setPhase] = useState<Phase>('off');

  useEffect(() => {
    if (readStorage(INTRO_SHOWN_KEY, 'sessionStorage')) return;
    writeStorage(INTRO_SHOWN_KEY, 'true', 'sessionStorage');
    if (!prefersReducedMotion()) setPhase('in');
  }, []);

  useEffect(() => {
    if (phase === 'off') return;
    const next = { in: 'on', on: 'out', out: 'off' } as const;
    const delay = { in: IN_MS, on: HOLD_MS, out: OUT_MS }[phase];
    const timer = setTimeout(() => setPhase(next[phase]), delay);
    if (phase === 'out') return () => clearTimeout(timer);
    const skip = () => setPhase('out');
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') skip();
    };
    window.addEventListener('pointerdown', skip, true);
    window.addEventListener('keydown', onKey, true);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pointerdown', skip, true);
      window.removeEventListener('keydown', onKey, true);
    };
  }, [phase]);

  if (phase === 'off') return null;
  const visible = phase === 'on';
  return (
    <div
      data-floating=""
      data-testid="intro-animation"
      aria-hidden="true"
      className={cn(
        'pointer-events-none fixed inset-0 z-[100] flex items-center justify-center bg-background/85 transition-opacity duration-300',
        visible ? 'opacity-100' : 'opacity-0',
      )}
    >
      <LogoMark
        className={cn(
          'size-24 rounded-3xl shadow-2xl transition-transform duration-700 ease-out',
          phase === 'in' ? 'scale-50' : phase === 'on' ? 'scale-100' : 'scale-110',
        )}
      />
    </div>
  );
}
