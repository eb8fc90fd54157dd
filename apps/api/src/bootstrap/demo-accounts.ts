import type { Database } from '../db/client.js';
import { DEMO_ROLE } from '../auth/demo-allow-list.js';
import { hashPassword } from '../auth/passwords.js';
import { newLinkToken } from '../auth/tokens.js';
import { replaceLinkToken } from '../db/repositories/link-tokens.js';
import type { StoredAddress } from '../db/rows.js';
import { addMembership, findCompanyIdByName, insertCompany, insertUser, userNameExists } from '../db/repositories/users.js';

/** One account per persona (docs/product/accounts-and-access.md), so every visibility rule can be tried by logging in. */
export interface DemoAccount {
  persona: string;
  userName: string;
  password: string;
  personName: string;
  country: 'au' | 'nz' | 'gb' | 'others';
  roles: string[];
  appTheme?: 'default' | 'natcat';
  acceptedToc?: boolean | null;
  documentsAssessments?: number[] | null;
  company: string;
}

export const DEMO_PASSWORD = 'RiskAtlas-Demo-2026';

/** Every persona's email is on this reserved domain (RFC 2606): how demo mode tells its accounts from real ones. */
export const DEMO_EMAIL_DOMAIN = 'example.com';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    persona: 'AU adviser',
    userName: 'adviser.au',
    password: DEMO_PASSWORD,
    personName: 'Olivia.Chen',
    country: 'au',
    roles: ['Adviser'],
    company: 'Harbourside Insurance Brokers',
  },
  {
    persona: 'NZ adviser',
    userName: 'adviser.nz',
    password: DEMO_PASSWORD,
    personName: 'Aroha.Walker',
    country: 'nz',
    roles: ['Adviser'],
    company: 'Kauri Risk Advisers',
  },
  {
    persona: 'GB user',
    userName: 'user.gb',
    password: DEMO_PASSWORD,
    personName: 'James.Whitfield',
    country: 'gb',
    roles: ['Adviser'],
    company: 'Thames Commercial Insurance',
  },
  {
    persona: 'Others user',
    userName: 'user.others',
    password: DEMO_PASSWORD,
    personName: 'Priya.Nair',
    country: 'others',
    roles: ['Adviser'],
    company: 'Lion City Brokers',
  },
  {
    persona: 'Underwriter',
    userName: 'underwriter.au',
    password: DEMO_PASSWORD,
    personName: 'Marcus.Reid',
    country: 'au',
    roles: ['Underwriter'],
    company: 'Southern Cross Underwriting',
  },
  {
    persona: 'Trial user',
    userName: 'trial.au',
    password: DEMO_PASSWORD,
    personName: 'Sam.Taylor',
    country: 'au',
    roles: ['Trial'],
    company: 'Trial Brokerage',
  },
  {
    persona: 'Company admin',
    userName: 'admin.au',
    password: DEMO_PASSWORD,
    personName: 'Grace.Okafor',
    country: 'au',
    roles: ['Adviser', 'CompanyAdmin'],
    company: 'Harbourside Insurance Brokers',
  },
  {
    persona: 'NatCat theme user',
    userName: 'natcat.au',
    password: DEMO_PASSWORD,
    personName: 'Ethan.Brooks',
    country: 'au',
    roles: ['Adviser'],
    appTheme: 'natcat',
    company: 'Coral Coast Insurance',
  },
  {
    persona: 'Restricted classes',
    userName: 'restricted.au',
    password: DEMO_PASSWORD,
    personName: 'Chloe.Martin',
    country: 'au',
    roles: ['Adviser'],
    documentsAssessments: [1, 2, 6, 7, 10],
    company: 'Outback Rural Insurance',
  },
  {
    persona: 'Restricted demo',
    userName: 'demo.au',
    password: DEMO_PASSWORD,
    personName: 'Alex.Demo',
    country: 'au',
    roles: ['Adviser', DEMO_ROLE],
    company: 'Harbourside Insurance Brokers',
  },
  {
    persona: 'Risk-coaching brand',
    userName: 'coach.au',
    password: DEMO_PASSWORD,
    personName: 'Mia.Fraser',
    country: 'au',
    roles: ['Adviser', 'RiskCoaching'],
    company: 'Coastline Risk Coaching',
  },
  {
    persona: 'Terms not yet accepted',
    userName: 'newuser.au',
    password: DEMO_PASSWORD,
    personName: 'Noah.Williams',
    country: 'au',
    roles: ['Adviser'],
    acceptedToc: null,
    company: 'Harbourside Insurance Brokers',
  },
];

const COUNTRY_NAMES = { au: 'Australia', nz: 'New Zealand', gb: 'United Kingdom', others: 'Singapore' } as const;
const SAMPLE_ADDRESS: Record<DemoAccount['country'], Omit<StoredAddress, 'country'>> = {
  au: { suite: 'Level 12', street: '1 Macquarie Place', suburb: 'Sydney', state: 'NSW', postcode: '2000' },
  nz: { suite: null, street: '45 Queen Street', suburb: 'Auckland Central', state: 'Auckland', postcode: '1010' },
  gb: { suite: 'Floor 3', street: '20 Gracechurch Street', suburb: 'London', state: 'Greater London', postcode: 'EC3V 0BG' },
  others: { suite: null, street: '8 Marina View', suburb: 'Downtown Core', state: null, postcode: '018960' },
};

/** Creates the demo accounts that do not exist yet; existing ones (and their changes) are left alone. */
export async function seedDemoAccounts(db: Database, linkTokenLifetimeDays: number): Promise<number> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (await userNameExists(db, account.userName)) continue;
    const passwordHash = await hashPassword(account.password);
    await db.transaction(async (tx) => {
      const code = account.country === 'others' ? 'sg' : account.country;
      const address: StoredAddress = { ...SAMPLE_ADDRESS[account.country], country: { code, name: COUNTRY_NAMES[account.country] } };
      const [firstName = '', lastName = ''] = account.personName.split('.');
      const linkToken = newLinkToken();
      const userId = await insertUser(tx, {
        user_name: account.userName,
        password_hash: passwordHash,
        person_name: account.personName,
        email: `${firstName}.${lastName}@${DEMO_EMAIL_DOMAIN}`.toLowerCase(),
        roles: account.roles,
        country: account.country,
        app_theme: account.appTheme ?? 'default',
        accepted_toc: account.acceptedToc === undefined ? true : account.acceptedToc,
        documents_assessments: account.documentsAssessments ?? null,
        sso_token: linkToken,
        job_title: account.roles.includes('Underwriter') ? 'Senior Underwriter' : 'Account Executive',
        phone: '+61 2 9000 0000',
        address,
      });
      const companyId =
        (await findCompanyIdByName(tx, account.company)) ??
        (await insertCompany(tx, {
          name: account.company,
          description: `<p>${account.company} helps businesses understand and insure their risks.</p>`,
          address,
        }));
      await addMembership(tx, { user_id: userId, company_id: companyId, is_primary: true });
      await replaceLinkToken(tx, userId, linkToken, linkTokenLifetimeDays);
    });
    created += 1;
  }
  return created;
}
