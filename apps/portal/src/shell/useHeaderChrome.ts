import { useEffect, useRef, useState } from 'react';
import { headerChrome, type HeaderChrome } from '../rules/header-chrome';

/** The header's look as the window scrolls (one passive listener, removed on unmount). */
export function useHeaderChrome(onHomePage: boolean): HeaderChrome {
  const lastY = useRef(0);
  const [chrome, setChrome] = useState<HeaderChrome>(() => headerChrome(0, 0, onHomePage));

  useEffect(() => {
    const update = () => {
      const y = window.scrollY;
      const next = headerChrome(lastY.current, y, onHomePage);
      lastY.current = y;
      // Only a change re-renders: scroll events arrive every frame.
      setChrome((current) =>
        current.hidden === next.hidden && current.shadow === next.shadow && current.transparent === next.transparent ? current : next,
      );
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [onHomePage]);

  return chrome;
}
