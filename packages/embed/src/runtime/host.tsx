import { ToastProvider } from '@riskatlas/widgets';
import type { ReactNode } from 'react';
import { defineWidget as defineFrameWidget, type WidgetRenderProps } from './frame';
import type { WidgetModule } from './element';

export { numberAttribute, type EmbedUser, type WidgetRenderProps } from './frame';

/**
 * For widgets that raise toasts: the frame of ./frame plus a toast region in the shadow root's
 * portal container. Widgets without toasts use ./frame's `defineWidget`, so the toast code (and its
 * live regions) ships only with the widgets that need it (issue #11's size budget).
 */
export function defineWidget(render: (props: WidgetRenderProps) => ReactNode): WidgetModule {
  return defineFrameWidget((props) => <ToastProvider>{render(props)}</ToastProvider>);
}
