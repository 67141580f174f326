import { Component, type ReactNode } from 'react';

/** Shows `fallback` instead of the map when its chunk cannot load or Leaflet fails. */
export class MapErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { hasFailed: boolean }
> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}
