import { useEffect, useRef, useState } from 'react';
import { hasFinePointer, prefersReducedMotion } from '@/features/site-widgets/lib/media';

/**
 * A small ring following the mouse (spec §2 'custom cursor'). Only on fine pointers and without
 * reduced motion; the system cursor stays (this is decoration, not a replacement).
 */
export function CustomCursor() {
  const [enabled, setEnabled] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setEnabled(hasFinePointer() && !prefersReducedMotion());
  }, []);

  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    let x = 0;
    let y = 0;
    let active = false;
    const draw = () => {
      frame = 0;
      const element = ref.current;
      if (!element) return;
      element.style.transform = `translate3d(${x - 12}px, ${y - 12}px, 0) scale(${active ? 1.6 : 1})`;
      element.style.opacity = '1';
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      x = event.clientX;
      y = event.clientY;
      active =
        event.target instanceof Element && event.target.closest('a, button, [role="button"], input, label') !== null;
      frame ||= requestAnimationFrame(draw);
    };
    const onLeave = () => {
      if (ref.current) ref.current.style.opacity = '0';
    };
    window.addEventListener('pointermove', onMove, { passive: true });
    document.documentElement.addEventListener('pointerleave', onLeave);
    return () => {
      window.removeEventListener('pointermove', onMove);
      document.documentElement.removeEventListener('pointerleave', onLeave);
      cancelAnimationFrame(frame);
    };
  }, [enabled]);

  if (!enabled) return null;
  return (
    <div
      ref={ref}
      data-floating=""
      aria-hidden="true"
      className="pointer-events-none fixed top-0 left-0 z-[90] size-6 rounded-full border-2 border-primary/70 opacity-0 transition-[opacity,scale] duration-150 will-change-transform"
    />
  );
}
