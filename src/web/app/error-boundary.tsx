import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../components/button.tsx';

interface State {
  error: Error | null;
}

/** The spec's fallback panel: "Something went wrong", the message, and "Try again". */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div
        role="alert"
        className="mx-auto my-16 max-w-lg rounded-xl border border-red-200 bg-white p-8 text-center shadow-sm"
      >
        <h2 className="font-semibold text-red-800 text-xl">Something went wrong</h2>
        <p className="mt-3 break-words text-slate-700">{error.message}</p>
        <Button variant="primary" className="mt-6" onClick={() => this.setState({ error: null })}>
          Try again
        </Button>
      </div>
    );
  }
}
