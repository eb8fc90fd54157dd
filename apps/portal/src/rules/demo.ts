/**
 * The restricted demo persona (platform spec §6): its token reaches only the API's allow-list
 * (apps/api/src/auth/demo-allow-list.ts), so the portal offers it only what that list opens.
 * The industries are named from the API (ids shift when the catalogue is re-seeded; names must not go
 * stale); the demo e2e test opens each one and reads the same name back.
 */
export const DEMO_ROLE = 'Demo';

export const DEMO_INDUSTRY_IDS = [15468, 21383, 21991] as const;

export const DEMO_COURSE = { id: 25, name: 'Natural Catastrophe Risk in Australia and New Zealand' } as const;

export function isDemoUser(roles: readonly string[]): boolean {
  return roles.includes(DEMO_ROLE);
}
