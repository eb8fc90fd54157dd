import type { FastifyReply } from 'fastify';
import { assertMayChangeEmail } from '../auth/link-credential.js';
import type { Handlers } from '../contract/handlers.js';
import type { ServerContext } from '../context.js';
import {
  countMembershipsForUpdate,
  deleteCompanyRow,
  findCompanyLogo,
  findMemberCompany,
  listCompanyMemberIds,
  listMemberCompanies,
  removeMembership,
  setCompanyLogo,
  updateCompanyFields,
  type MemberCompany,
} from '../db/repositories/companies.js';
import { addMembership, findAvatar, insertCompany, setAvatar, updateProfile, type StoredImage } from '../db/repositories/users.js';
import { ApiError, notFound } from '../errors.js';
import { uploadedFile } from '../plugins/uploads.js';
import { checkImageUpload } from '../uploads/image.js';
import { normaliseAddress } from '../users/address.js';
import { companyAccess, MAX_COMPANIES } from '../users/companies.js';
import { plainText } from '../users/plain-text.js';
import { profileOf } from '../users/profile.js';
import { cleanDescription } from '../users/rich-text.js';

const AVATAR_URL = '/api/user/avatar';
const COMPANY_NAME = 'Company name';
const logoUrl = (companyId: number) => `/api/user/companies/${companyId}/logo`;

function companyOf(company: MemberCompany) {
  const address = company.address;
  return {
    id: company.id,
    name: company.name,
    description: company.description || null,
    logo: company.has_logo ? logoUrl(company.id) : null,
    is_primary: company.is_primary,
    address: address && {
      street: address.street,
      suburb: address.suburb,
      postcode: address.postcode,
      state: address.state,
      country: address.country,
    },
  };
}

/**
 * Images are served as the type their bytes were sniffed as, never as anything a browser may guess, and
 * kept nowhere: an avatar is personal data (the API's default policy, see plugins/cache-policy.ts).
 */
function sendImage(reply: FastifyReply, image: StoredImage): Buffer {
  reply.header('content-type', image.type).header('x-content-type-options', 'nosniff');
  return Buffer.from(image.bytes);
}

/** The account area: profile, avatar, companies and their logos. Every row is reached through the caller. */
export function accountHandlers({ bus, db }: ServerContext): Handlers {
  /** The caller's company, or 404 whether it does not exist or belongs to someone else. */
  async function callerCompany(userId: number, companyId: number): Promise<MemberCompany> {
    const company = await findMemberCompany(db, userId, companyId);
    if (!company) throw notFound('No such company.');
    return company;
  }

  async function invalidateMembers(companyId: number, alsoUserId: number, write: Parameters<typeof bus.transaction>[0]) {
    await bus.transaction(async (tx, invalidate) => {
      const members = await listCompanyMemberIds(tx, companyId);
      await write(tx, invalidate);
      for (const userId of new Set([...members, alsoUserId])) invalidate({ kind: 'user', userId });
    });
  }

  return {
    async getUserProfile(request) {
      const { user } = await request.caller();
      return profileOf(user, AVATAR_URL);
    },

    async putUserProfile(request) {
      const { user } = await request.caller();
      const body = request.body;
      const change = {
        person_name: plainText('Name', body.person_name).trim(),
        email: body.email.trim(),
        phone: plainText('Phone', body.phone ?? '').trim(),
        mobile: plainText('Mobile', body.mobile ?? '').trim(),
        job_title: plainText('Job title', body.job_title ?? '').trim(),
        description: cleanDescription(body.description),
        address: normaliseAddress(body.address),
      };
      assertMayChangeEmail(request, user.email, change.email);
      await bus.transaction(async (tx, invalidate) => {
        await updateProfile(tx, user.id, change);
        invalidate({ kind: 'user', userId: user.id });
      });
      const after = await request.caller();
      return profileOf(after.user, AVATAR_URL);
    },

    async getUserAvatar(request, reply) {
      const { user } = await request.caller();
      const avatar = await findAvatar(db, user.id);
      if (!avatar) throw notFound('No avatar has been uploaded.');
      return sendImage(reply, avatar);
    },

    async putUserAvatar(request) {
      const { user } = await request.caller();
      const file = uploadedFile(request);
      const type = checkImageUpload(file.declaredType, file.bytes);
      await bus.transaction(async (tx, invalidate) => {
        await setAvatar(tx, user.id, { bytes: file.bytes, type });
        invalidate({ kind: 'user', userId: user.id });
      });
      return { url: AVATAR_URL };
    },

    async listCompanies(request) {
      const { user } = await request.caller();
      return { data: (await listMemberCompanies(db, user.id)).map(companyOf) };
    },

    async createCompany(request, reply) {
      const { user } = await request.caller();
      const body = request.body;
      const fields = {
        name: plainText(COMPANY_NAME, body.name).trim(),
        description: cleanDescription(body.description),
        address: normaliseAddress(body.address),
      };
      const companyId = await bus.transaction(async (tx, invalidate) => {
        if ((await countMembershipsForUpdate(tx, user.id)) >= MAX_COMPANIES) {
          throw new ApiError(409, 'conflict', `A user has at most ${MAX_COMPANIES} companies.`);
        }
        const id = await insertCompany(tx, fields);
        await addMembership(tx, { user_id: user.id, company_id: id, is_primary: false });
        invalidate({ kind: 'user', userId: user.id });
        return id;
      });
      reply.code(201);
      return companyOf(await callerCompany(user.id, companyId));
    },

    async updateCompany(request) {
      const { user } = await request.caller();
      const company = await callerCompany(user.id, request.params.companyId);
      companyAccess(user, company).assertMay('edit');
      const body = request.body;
      const fields = {
        name: body.name === undefined ? company.name : plainText(COMPANY_NAME, body.name).trim(),
        description: body.description === undefined ? company.description : cleanDescription(body.description),
        address: body.address === undefined ? company.address : normaliseAddress(body.address),
      };
      await invalidateMembers(company.id, user.id, (tx) => updateCompanyFields(tx, company.id, fields));
      return companyOf(await callerCompany(user.id, company.id));
    },

    async deleteCompany(request, reply) {
      const { user } = await request.caller();
      const company = await callerCompany(user.id, request.params.companyId);
      companyAccess(user, company).assertMay('delete');
      // The caller leaves the company; the row goes only with its last member, so colleagues sharing a
      // primary company keep it.
      await invalidateMembers(company.id, user.id, async (tx) => {
        await removeMembership(tx, user.id, company.id);
        if ((await listCompanyMemberIds(tx, company.id)).length === 0) await deleteCompanyRow(tx, company.id);
      });
      reply.code(204);
      return undefined;
    },

    async getCompanyLogo(request, reply) {
      const { user } = await request.caller();
      const company = await callerCompany(user.id, request.params.companyId);
      const logo = await findCompanyLogo(db, company.id);
      if (!logo) throw notFound('The company has no logo.');
      return sendImage(reply, logo);
    },

    async putCompanyLogo(request) {
      const { user } = await request.caller();
      const company = await callerCompany(user.id, request.params.companyId);
      companyAccess(user, company).assertMay('change the logo of');
      const file = uploadedFile(request);
      const type = checkImageUpload(file.declaredType, file.bytes);
      await invalidateMembers(company.id, user.id, (tx) => setCompanyLogo(tx, company.id, { bytes: file.bytes, type }));
      return { url: logoUrl(company.id) };
    },
  };
}
