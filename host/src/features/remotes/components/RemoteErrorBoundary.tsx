import { Component, type ReactNode } from 'react';
import { RemoteUnavailable } from './RemoteUnavailable';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

function isChunkLoadError(error: Error): boolean {
  return error.name === 'ChunkLoadError' || /Loading chunk .* failed/i.test(error.message);
}

/** Third failure layer: a remote that loads but throws while rendering stays inside its own area. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error(`[suite] remote "${this.props.remote}" failed while rendering`, error);
  }

  private readonly retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <RemoteUnavailable
        remote={this.props.remote}
        onRetry={this.retry}
        kind={isChunkLoadError(error) ? 'chunk' : 'crashed'}
      />
    );
  }
}
