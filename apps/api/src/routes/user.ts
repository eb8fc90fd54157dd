import type { Handlers } from '../contract/handlers.js';
import type { ServerContext } from '../context.js';
import { applySettingsChange, describeSettings, effectiveValue, saveSettings, settingsContext } from '../users/settings.js';

export function userHandlers({ bus, catalogue, sessions }: ServerContext): Handlers {
  return {
    async getUser(request) {
      let snapshot = await request.caller();
      // An expired link token is replaced when its owner next signs in with a password, so the Market
      // link and the start-up wrapper always get one that works.
      if (new Date(snapshot.user.sso_token_expires_at).getTime() <= Date.now()) {
        await sessions.revokeLinkToken(snapshot.user.id);
        snapshot = await request.caller();
      }
      const { user, memberships, settings } = snapshot;
      const described = describeSettings(settingsContext({ user, memberships, settings }, catalogue.current()), settings);
      return {
        user_id: user.id,
        user_name: user.user_name,
        person_name: user.person_name,
        email: user.email,
        roles: user.roles,
        sso_token: user.sso_token,
        country: (effectiveValue(described, 'country_region') as typeof user.country | null) ?? user.country,
        app_theme: user.app_theme,
        is_user_accepted_toc: user.accepted_toc === true,
        documents_assessments: user.documents_assessments,
        address: user.address,
        points: user.points,
        companies: memberships,
      };
    },

    async getUserSettings(request) {
      const snapshot = await request.caller();
      return { data: describeSettings(settingsContext(snapshot, catalogue.current()), snapshot.settings) };
    },

    async putUserSettings(request) {
      const snapshot = await request.caller();
      const context = settingsContext(snapshot, catalogue.current());
      const { settings: changes } = request.body;
      const after = applySettingsChange(context, snapshot.settings, changes);
      await saveSettings(bus, snapshot.user.id, changes);
      return { data: describeSettings(context, after) };
    },
  };
}
