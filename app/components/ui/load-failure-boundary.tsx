import { Component, type ReactNode } from "react";

type TProps = {
  // Shown in place of the children once they failed.
  fallback: ReactNode;
  // A new key (the page's address, say) gives the children another try.
  resetKey?: string;
  children: ReactNode;
};

// Without a boundary, a screen or a map whose code failed to load (load-with-retries.ts) or that
// threw while drawing would unmount the whole app and leave a blank page. This keeps the failure to
// its own part of the page.
export class LoadFailureBoundary extends Component<TProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidUpdate(previous: TProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
