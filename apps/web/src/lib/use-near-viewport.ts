import { useCallback, useState } from 'react';

/**
 * Whether the element given the returned ref has come within `margin` of the viewport (true from then on):
 * heavy parts below the fold (a map) load when they are about to be seen rather than with the page.
 */
export function useNearViewport<Element extends HTMLElement>(margin = '400px') {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: Element | null) => {
      if (!element || isNear) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [isNear, margin],
  );
  return [ref, isNear] as const;
}
