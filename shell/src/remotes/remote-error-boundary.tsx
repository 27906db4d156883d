import { Component, type ReactNode } from 'react';
import { RemoteUnavailable } from '@vip/ui';

interface Props {
  children: ReactNode;
  onRetry: () => void;
  /** Render nothing on failure (small optional pieces). */
  quiet?: boolean;
  reload?: () => void;
}

/** The remote was redeployed since the page loaded: retrying the old file cannot help, a reload can. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/i.test(error.message))
  );
}

export class RemoteErrorBoundary extends Component<Props, { failed: boolean; outdated: boolean }> {
  override state = { failed: false, outdated: false };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, outdated: isChunkLoadError(error) };
  }

  override componentDidCatch(error: unknown) {
    console.error('A micro-frontend failed to render', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.quiet) return null;
    // A reload keeps the cart and quote: they live in the browser's storage.
    if (this.state.outdated)
      return <RemoteUnavailable onRetry={this.props.reload ?? (() => window.location.reload())} />;
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
