import { callerId } from '../request-context.js';
import { effectiveValue, readSettings, saveSettings, type SettingKey } from '../users/settings.js';
import { addressLine, findUser, userCompanies } from '../users/records.js';
import type { Dependencies, Handlers } from './types.js';

export function userHandlers({ db }: Dependencies): Handlers {
  return {
    async getUser(request) {
      const userId = callerId(request);
      const [user, companies, settings] = await Promise.all([findUser(db, userId), userCompanies(db, userId), readSettings(db, userId)]);
      return {
        user_id: user.id,
        user_name: user.user_name,
        person_name: user.person_name,
        email: user.email,
        roles: user.roles,
        sso_token: user.sso_token,
        country: effectiveValue(settings, 'country_region') ?? user.country,
        app_theme: user.app_theme,
        is_user_accepted_toc: user.accepted_toc === true,
        documents_assessments: user.documents_assessments,
        address: user.address,
        points: user.points,
        companies,
      };
    },

    async getUserSettings(request) {
      return { data: await readSettings(db, callerId(request)) };
    },

    async putUserSettings(request) {
      const userId = callerId(request);
      const { settings } = request.body as { settings: { key: SettingKey; value: string | null }[] };
      await db.transaction((tx) => saveSettings(tx, userId, settings));
      return { data: await readSettings(db, userId) };
    },

    async getUserProfile(request) {
      const user = await findUser(db, callerId(request));
      const address = user.address;
      return {
        person_name: user.person_name,
        email: user.email,
        phone: user.phone || null,
        mobile: user.mobile || null,
        job_title: user.job_title || null,
        description: user.description || null,
        suite: address?.suite ?? null,
        street: address?.street ?? null,
        suburb: address?.suburb ?? null,
        postcode: address?.postcode ?? null,
        state: address?.state ?? null,
        country: address?.country.code ?? null,
        address,
        addressStr: addressLine(address),
        avatar: user.has_avatar ? '/api/user/avatar' : null,
      };
    },
  };
}
