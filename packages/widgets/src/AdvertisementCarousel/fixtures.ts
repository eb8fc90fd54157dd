/** The advertisement document as the API serves it, for the stories and tests of this widget. */
const ad = (key: string, overrides: Record<string, unknown>) => ({
  key,
  title: `Title ${key}`,
  description: `About ${key}`,
  cover: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="1"><rect width="4" height="1" fill="#2367a5"/></svg>')}`,
  link: '/courses',
  linkType: 'local',
  button_text: `Open ${key}`,
  scope: 'main',
  countries: ['au', 'nz'],
  applied_apps: ['all'],
  ...overrides,
});

export const advertisementsFixture = {
  data: [
    ad('courses', { title: 'Earn CIP and CPD points' }),
    ad('uk', { countries: ['gb'], link: 'https://www.riskatlas.example/uk', linkType: 'external', title: 'Risk Atlas in the UK' }),
    ad('webinar', {
      link: 'https://www.riskatlas.example/webinars',
      linkType: 'external',
      applied_apps: ['rc'],
      title: 'Partner webinars',
    }),
    ad('claims', { applied_apps: ['claims'], title: 'Claims app only' }),
    ad('partner', { scope: 'white_label', title: 'For partners' }),
  ],
};
