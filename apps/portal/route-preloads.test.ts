import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { routePreloads } from './route-preloads';

function chunk(fileName: string, imports: string[], options: { isEntry?: boolean; facadeModuleId?: string } = {}): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    imports,
    isEntry: options.isEntry ?? false,
    facadeModuleId: options.facadeModuleId ?? null,
  } as Rollup.OutputChunk;
}

const bundle: Rollup.OutputBundle = Object.fromEntries(
  [
    chunk('assets/index-1.js', ['assets/react-2.js'], { isEntry: true, facadeModuleId: '/repo/apps/portal/index.html' }),
    chunk('assets/react-2.js', []),
    chunk('assets/HomePage-3.js', ['assets/react-2.js', 'assets/home-4.js'], {
      facadeModuleId: '/repo/apps/portal/src/pages/HomePage.tsx',
    }),
    chunk('assets/home-4.js', ['assets/icons-5.js']),
    chunk('assets/icons-5.js', []),
    chunk('assets/DashboardPage-6.js', ['assets/icons-5.js'], { facadeModuleId: '/repo/apps/portal/src/pages/DashboardPage.tsx' }),
  ].map((output) => [output.fileName, output]),
);

describe('routePreloads', () => {
  it("lists each landing page's chunk and everything it imports that the entry has not loaded already", () => {
    expect(routePreloads(bundle, { '/': 'src/pages/HomePage.tsx', '/dashboard': 'src/pages/DashboardPage.tsx' }, '/')).toEqual({
      '/': ['/assets/HomePage-3.js', '/assets/home-4.js', '/assets/icons-5.js'],
      '/dashboard': ['/assets/DashboardPage-6.js', '/assets/icons-5.js'],
    });
  });

  it('fails the build when a landing page has no chunk of its own', () => {
    expect(() => routePreloads(bundle, { '/account': 'src/pages/account/AccountLayout.tsx' }, '/')).toThrow(
      /no chunk for src\/pages\/account/,
    );
  });
});
