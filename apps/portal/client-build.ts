import type { Plugin } from 'vite';

/**
 * `apply` for the portal's build plugins: the client build only, not `vite dev` and not the server-side
 * build the pre-render step starts (apps/portal/prerender.ts), which would otherwise run them again.
 */
export const clientBuildOnly: NonNullable<Plugin['apply']> = (_config, environment) =>
  environment.command === 'build' && !environment.isSsrBuild;
