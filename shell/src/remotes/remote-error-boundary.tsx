import { Component, type ReactNode } from 'react';
import { RemoteUnavailable } from './remote-unavailable';

interface Props {
  children: ReactNode;
  onRetry: () => void;
  /** Render nothing on failure (for small optional pieces such as a header widget). */
  quiet?: boolean;
}

/** Keeps a remote that fails while rendering from taking the page down. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A micro-frontend failed to render', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.quiet) return null;
    return (
      <RemoteUnavailable
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}
