import { Component, type ReactNode } from 'react'

/** Shows `fallback` instead of a part that failed (e.g. a lazy chunk that could not be fetched). */
export class ErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
