import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { loadablePage } from './page-loader';

function Landing() {
  return <h1>Landing</h1>;
}

function renderPage(Page: ReturnType<typeof loadablePage>) {
  return render(
    <Suspense fallback={<p>Loading the page</p>}>
      <Page />
    </Suspense>,
  );
}

describe('loadablePage', () => {
  it('renders a preloaded page in the first frame, with no loading state before it', async () => {
    const Page = loadablePage(() => Promise.resolve(Landing));
    await Page.preload();
    renderPage(Page);
    expect(screen.getByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the page')).toBeNull();
  });

  it('shows the loading state until a page that was not preloaded arrives', async () => {
    let arrive: (page: typeof Landing) => void = () => undefined;
    const Page = loadablePage(() => new Promise((resolve) => (arrive = resolve)));
    renderPage(Page);
    expect(screen.getByText('Loading the page')).toBeInTheDocument();
    await act(async () => arrive(Landing));
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
  });

  it('downloads the page once however often it is preloaded and rendered', async () => {
    let downloads = 0;
    const Page = loadablePage(() => {
      downloads += 1;
      return Promise.resolve(Landing);
    });
    await Promise.all([Page.preload(), Page.preload()]);
    renderPage(Page).unmount();
    renderPage(Page);
    expect(downloads).toBe(1);
  });

  it('tries again after a failed download', async () => {
    let attempts = 0;
    const Page = loadablePage(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Landing);
    });
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    renderPage(Page);
    expect(screen.getByRole('heading', { name: 'Landing' })).toBeInTheDocument();
  });
});
