import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { ErrorView } from '../error-view.js';
import { ErrorContent } from './ErrorContent.js';

interface Props {
  view: ErrorView;
  /** A new page (client navigation) gets a fresh chance to render. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failedKey: string | null;
}

/**
 * A render fault in the page body shows the server-error content with its links (a way
 * forward) instead of a blank screen; header and footer stay usable around it.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failedKey: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedKey: '' };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ failedKey: this.props.resetKey });
    console.error('page render failed', error, info.componentStack);
  }

  override render(): ReactNode {
    const { failedKey } = this.state;
    if (failedKey !== null && (failedKey === '' || failedKey === this.props.resetKey))
      return <ErrorContent view={this.props.view} status={500} />;
    return this.props.children;
  }
}
