import type { ReactNode } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';

/** Renders `children` once this spot comes near the screen: parts far below the fold load when about to be seen. */
export function NearViewport({ children }: { children: ReactNode }) {
  const [ref, isNear] = useNearViewport<HTMLDivElement>();
  return isNear ? children : <div ref={ref} />;
}
