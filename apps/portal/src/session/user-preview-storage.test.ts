// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { USER } from '../test-support';
import { writeToken } from './token-storage';
import { readUserPreview, writeUserPreview, type UserPreview } from './user-preview-storage';

const user = USER as unknown as UserPreview;
const PREVIEW = {
  person_name: 'Olivia.Chen',
  email: 'olivia.chen@example.com',
  country: 'au',
  app_theme: 'default',
  roles: ['Adviser'],
  points: { cip: 12, cpd: 30, cpdnz: 4 },
};

describe('the user preview', () => {
  it('remembers only the display fields: never the SSO token, the address, the id or the companies', () => {
    writeUserPreview(user);
    const stored = JSON.parse(window.localStorage.getItem('riskatlas.user-preview')!);
    expect(stored).toEqual(PREVIEW);
    expect(JSON.stringify(stored)).not.toContain(USER.sso_token);
    expect(readUserPreview()).toEqual(PREVIEW);
  });

  it('is forgotten with every new token and at logout', () => {
    writeUserPreview(user);
    writeToken('another-users-token');
    expect(readUserPreview()).toBeUndefined();
    writeUserPreview(user);
    writeToken(null);
    expect(readUserPreview()).toBeUndefined();
  });

  it('ignores what is not a preview, and reads back only the display fields of what is', () => {
    for (const stored of [
      '{',
      'null',
      '"Olivia"',
      JSON.stringify({ ...PREVIEW, roles: 'Adviser' }),
      JSON.stringify({ ...PREVIEW, person_name: 7 }),
      JSON.stringify({ ...PREVIEW, points: null }),
    ]) {
      window.localStorage.setItem('riskatlas.user-preview', stored);
      expect(readUserPreview()).toBeUndefined();
    }
    window.localStorage.setItem('riskatlas.user-preview', JSON.stringify({ ...PREVIEW, sso_token: 'planted' }));
    expect(readUserPreview()).toEqual(PREVIEW);
  });
});
