import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What shows instead of the children once they failed; `retry` renders them again. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/** Keeps a failing part (a chunk that could not download, a library that threw) from taking the page down. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  private readonly retry = () => this.setState({ hasFailed: false });

  override render() {
    return this.state.hasFailed ? this.props.fallback(this.retry) : this.props.children;
  }
}
