import { Component, type ReactNode } from 'react';
import { RemoteUnavailable } from './remote-unavailable';

interface Props {
  children: ReactNode;
  onRetry: () => void;
  /** Render nothing on failure (for small optional pieces such as a header widget). */
  quiet?: boolean;
  /** Loads the page again (the browser's reload; a test's stand-in). */
  reload?: () => void;
}

/**
 * A piece of code the open page asked for that is no longer there: the remote was redeployed (its files have new
 * names) since the page loaded. Trying the same file again cannot help; loading the page again gets the new ones.
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/i.test(error.message))
  );
}

/** Keeps a remote that fails while rendering from taking the page down. */
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
    // The cart and quote live in the browser's storage: a reload keeps them.
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
