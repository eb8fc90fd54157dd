import { defaultTheme, ThemeProvider } from '@riskatlas/theme';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StyleSheetManager } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from '../Modal';
import { ToastProvider, useToast } from '../Toast';
import { Button } from '../Button';
import { PortalContainerProvider, usePortalContainer } from './PortalContainer';

function ContainerProbe() {
  const container = usePortalContainer();
  return <output>{container === undefined ? 'no provider' : container === null ? 'pending' : 'ready'}</output>;
}

describe('PortalContainerProvider', () => {
  it('renders its own container and provides it', async () => {
    const { container } = render(
      <PortalContainerProvider>
        <ContainerProbe />
      </PortalContainerProvider>,
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('ready'));
    expect(container.querySelector('[data-riskatlas-portal-root]')).not.toBeNull();
  });

  it('provides a container it is given instead', () => {
    const target = document.createElement('div');
    render(
      <PortalContainerProvider container={target}>
        <ContainerProbe />
      </PortalContainerProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('ready');
  });

  it('is absent without a provider, and a modal then renders in place', () => {
    const { container } = render(
      <ThemeProvider>
        <ContainerProbe />
        <Modal open onClose={() => {}} title="In place" />
      </ThemeProvider>,
    );
    expect(screen.getByText('no provider')).toBeInTheDocument();
    expect(container).toContainElement(screen.getByRole('dialog', { name: 'In place' }));
  });
});

describe('widgets inside a shadow root', () => {
  let host: HTMLElement | undefined;

  afterEach(() => {
    host?.remove();
    host = undefined;
  });

  it('keeps the modal, toasts and their styles inside the shadow root', async () => {
    host = document.createElement('risk-test-embed');
    document.body.append(host);
    const shadowRoot = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadowRoot.append(mount);

    function Embed() {
      const toast = useToast();
      return (
        <Modal open onClose={() => {}} title="Embedded">
          <Button onClick={() => toast.info('Inside the shadow root')}>Notify</Button>
        </Modal>
      );
    }

    const headStylesBefore = document.head.querySelectorAll('style').length;
    render(
      <StyleSheetManager target={shadowRoot as unknown as HTMLElement}>
        <ThemeProvider theme={defaultTheme}>
          <PortalContainerProvider>
            <ToastProvider>
              <Embed />
            </ToastProvider>
          </PortalContainerProvider>
        </ThemeProvider>
      </StyleSheetManager>,
      { container: mount },
    );

    const inShadow = within(shadowRoot as unknown as HTMLElement);
    const dialog = await inShadow.findByRole('dialog', { name: 'Embedded' });
    expect(shadowRoot.contains(dialog)).toBe(true);
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();

    await userEvent.click(inShadow.getByRole('button', { name: 'Notify' }));
    const message = await inShadow.findByText('Inside the shadow root');
    expect(shadowRoot.contains(message)).toBe(true);

    expect(shadowRoot.querySelectorAll('style').length).toBeGreaterThan(0);
    expect(document.head.querySelectorAll('style').length).toBe(headStylesBefore);
  });
});
