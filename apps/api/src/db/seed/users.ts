import { hash } from '@node-rs/argon2';
import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema/index';
import type { AccountType } from '@sakhli/shared/enums';
import { DEMO_ACCOUNTS, DEMO_BUSINESSES, DEMO_PASSWORD, SELLER_NAMES } from './data/demo-accounts';
import type { Random } from './random';

export interface SeededOwner {
  id: string;
  email: string;
  phoneNumber: string;
  /** What the owner's listings say of who sells them (decision 039). */
  accountType: AccountType;
}

/** The seller fields of a demo account that sells as a business, none for a private owner. */
function businessFieldsOf(email: string) {
  const business = DEMO_BUSINESSES[email];
  if (!business) return {};
  const { accountType, agencyName, isVerified, logo } = business;
  return { accountType, agencyName, isVerified, logoKey: logo.key };
}

export interface SeededUsers {
  /** The documented private owner whose listings cover every publish status. */
  owner: SeededOwner;
  /** The documented agency account. */
  agent: SeededOwner;
  /** Other owners of demo listings. */
  sellers: SeededOwner[];
}

const MOBILE_PREFIXES = [
  '551',
  '555',
  '557',
  '558',
  '568',
  '571',
  '574',
  '577',
  '579',
  '591',
  '592',
  '593',
  '595',
  '596',
  '597',
  '598',
  '599',
];

export function randomPhone(random: Random): string {
  return `+995 ${random.pick(MOBILE_PREFIXES)} ${random.int(100, 999)} ${random.int(100, 999)}`;
}

type Account = Pick<
  typeof users.$inferInsert,
  'email' | 'role' | 'firstName' | 'lastName' | 'displayName' | 'phoneNumber'
>;

function sellerAccounts(random: Random): Account[] {
  return SELLER_NAMES.map(([firstName, lastName, displayName], index) => ({
    email: `seller${String(index + 1).padStart(2, '0')}@sakhli.example`,
    role: 'User' as const,
    firstName,
    lastName,
    displayName,
    phoneNumber: randomPhone(random),
  }));
}

/** Confirmed e-mail accounts with the demo password (argon2id, each with its own salt). */
async function insertAccounts(db: Db, random: Random, accounts: readonly Account[]) {
  const hashes = await Promise.all(accounts.map(() => hash(DEMO_PASSWORD)));
  const rows = accounts.map((account, index) => ({
    ...account,
    id: random.uuid(),
    passwordHash: hashes[index],
    emailConfirmed: true,
    provider: 'email',
    language: 'ka',
    ...businessFieldsOf(account.email),
  }));
  if (rows.length > 0) await db.insert(users).values(rows);
  return rows.map((row): SeededOwner => ({
    id: row.id,
    email: row.email,
    phoneNumber: row.phoneNumber ?? '',
    accountType: row.accountType ?? 'Owner',
  }));
}

/** Inserts the demo accounts and the sellers who own most demo listings. */
export async function seedUsers(db: Db, random: Random): Promise<SeededUsers> {
  const sellers = sellerAccounts(random);
  const demo = DEMO_ACCOUNTS.map(({ email, role, firstName, lastName, displayName, phoneNumber }) => ({
    email,
    role,
    firstName,
    lastName,
    displayName,
    phoneNumber,
  }));
  const rows = await insertAccounts(db, random, [...demo, ...sellers]);
  const owner = (email: string): SeededOwner => {
    const row = rows.find((candidate) => candidate.email === email);
    if (!row) throw new Error(`demo account ${email} is missing`);
    return row;
  };
  return {
    owner: owner('owner@sakhli.example'),
    agent: owner('agent@sakhli.example'),
    sellers: sellers.map((seller) => owner(seller.email)),
  };
}

/** The seller accounts, created when missing (a database seeded without demo data has none). */
export async function ensureSellers(db: Db, random: Random): Promise<SeededOwner[]> {
  const wanted = sellerAccounts(random);
  const emails = wanted.map((account) => account.email);
  const existing = await db
    .select({
      id: users.id,
      email: users.email,
      phoneNumber: users.phoneNumber,
      accountType: users.accountType,
    })
    .from(users)
    .where(inArray(users.email, emails));
  const missing = wanted.filter((account) => !existing.some((row) => row.email === account.email));
  const created = await insertAccounts(db, random, missing);
  return [...existing.map((row) => ({ ...row, phoneNumber: row.phoneNumber ?? '' })), ...created];
}
