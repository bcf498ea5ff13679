import { Component, type ReactNode } from 'react';

interface Props {
  /** A new value (a new answer or form data) gives the chart another chance. */
  resetKey: unknown;
  onError: (message: string) => void;
  children: ReactNode;
}

/**
 * Keeps a chart type that throws while rendering from taking its page down with it (Explore's
 * chart pane, a dashboard's chart box): the host shows the failure (spec §8 render message).
 */
export class ChartErrorBoundary extends Component<Props, { failed: boolean; resetKey: unknown }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; resetKey: unknown }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error instanceof Error ? error.message : String(error));
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
