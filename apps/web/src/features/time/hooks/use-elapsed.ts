import { useEffect, useState } from 'react';
import { serverNow } from '@/features/time/api/get-timer';

/** Seconds since `startedAt` on the server's clock, ticking every second while there is one. */
export function useElapsedSeconds(startedAt: string | null | undefined): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (!startedAt) return;
    setNow(serverNow());
    const id = window.setInterval(() => setNow(serverNow()), 1000);
    return () => window.clearInterval(id);
  }, [startedAt]);
  return startedAt ? Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000)) : 0;
}
