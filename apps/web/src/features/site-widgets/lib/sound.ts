import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '@/lib/storage';

/**
 * Subtle interface sounds (spec §2 'sound toggle'), synthesized with the Web Audio API — no audio
 * files to download. Off by default; the visitor's choice is remembered on the device.
 */
export const SOUND_STORAGE_KEY = 'rbax-sound';

export type SoundKind = 'click' | 'drop' | 'success' | 'error';

/** Frequencies (Hz) played one after the other, each note this long. */
const tunes: Record<SoundKind, number[]> = {
  click: [880],
  drop: [523.25, 659.25],
  success: [523.25, 659.25, 783.99],
  error: [311.13, 233.08],
};
const NOTE_S = 0.09;
const VOLUME = 0.06;

const listeners = new Set<() => void>();
let context: AudioContext | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isSoundOn(): boolean {
  return readStorage(SOUND_STORAGE_KEY) === 'on';
}

export function setSoundOn(on: boolean): void {
  writeStorage(SOUND_STORAGE_KEY, on ? 'on' : 'off');
  for (const listener of listeners) listener();
  if (on) playSound('click');
}

export function useSoundOn(): boolean {
  return useSyncExternalStore(subscribe, isSoundOn, () => false);
}

/** Plays a short tune when sounds are on; a no-op otherwise or where Web Audio is missing. */
export function playSound(kind: SoundKind): void {
  if (!isSoundOn() || typeof window === 'undefined' || typeof window.AudioContext !== 'function') return;
  try {
    context ??= new window.AudioContext();
    if (context.state === 'suspended') void context.resume();
    const start = context.currentTime;
    tunes[kind].forEach((frequency, index) => {
      const at = start + index * NOTE_S;
      const oscillator = context!.createOscillator();
      const gain = context!.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      // A soft attack and exponential release: a tick, not a beep.
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(VOLUME, at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_S);
      oscillator.connect(gain).connect(context!.destination);
      oscillator.start(at);
      oscillator.stop(at + NOTE_S + 0.02);
    });
  } catch {
    // Sound is decoration: a browser refusing audio changes nothing else.
  }
}
