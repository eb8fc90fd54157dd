import { useEffect, useState, type RefObject } from 'react';

/** Whether `target` is fullscreen, and a toggle for it (the browser's Fullscreen API). */
export function useFullscreen(target: RefObject<HTMLElement | null>): { fullscreen: boolean; toggle: () => void } {
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const update = () => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [target]);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void target.current?.requestFullscreen();
  };
  return { fullscreen, toggle };
}
