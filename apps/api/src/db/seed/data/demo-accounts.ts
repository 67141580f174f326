import type { AccountType, Role } from '@sakhli/shared/enums';

/** The password of every demo account (README). Never logged. */
export const DEMO_PASSWORD = 'Demo12345';

export interface DemoAccount {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  displayName: string;
  phoneNumber: string;
}

/** The accounts the README documents, one per thing a visitor may want to try. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'owner@sakhli.example',
    role: 'User',
    firstName: 'Nino',
    lastName: 'Beridze',
    displayName: 'Nino Beridze',
    phoneNumber: '+995 599 123 456',
  },
  {
    email: 'agent@sakhli.example',
    role: 'User',
    firstName: 'Giorgi',
    lastName: 'Kapanadze',
    displayName: 'Tbilisi Home Realty',
    phoneNumber: '+995 577 200 300',
  },
  {
    email: 'user@sakhli.example',
    role: 'User',
    firstName: 'Mariam',
    lastName: 'Lomidze',
    displayName: 'Mariam',
    phoneNumber: '+995 555 410 220',
  },
  {
    email: 'moderator@sakhli.example',
    role: 'Moderator',
    firstName: 'Levan',
    lastName: 'Tsiklauri',
    displayName: 'Levan (Sakhli)',
    phoneNumber: '+995 591 300 400',
  },
  {
    email: 'admin@sakhli.example',
    role: 'Admin',
    firstName: 'Tamar',
    lastName: 'Gelashvili',
    displayName: 'Tamar (Sakhli)',
    phoneNumber: '+995 598 100 200',
  },
];

/** Private sellers and small agencies who own most demo listings: [first name, last name, display name]. */
export const SELLER_NAMES: readonly (readonly [string, string, string])[] = [
  ['Davit', 'Maisuradze', 'Davit Maisuradze'],
  ['Ana', 'Kvaratskhelia', 'Ana K.'],
  ['Irakli', 'Japaridze', 'Irakli Japaridze'],
  ['Salome', 'Chkheidze', 'Salome Chkheidze'],
  ['Luka', 'Gogoladze', 'Luka'],
  ['Ketevan', 'Abashidze', 'Keti Abashidze'],
  ['Zurab', 'Meladze', 'Zurab Meladze'],
  ['Natia', 'Kiknadze', 'Natia'],
  ['Aleksandre', 'Tsertsvadze', 'Sandro Tsertsvadze'],
  ['Eka', 'Dolidze', 'Eka Dolidze'],
  ['Giorgi', 'Nozadze', 'Vake Estate'],
  ['Tornike', 'Gvaramia', 'Batumi Sea View'],
  ['Lela', 'Jgharkava', 'Lela Jgharkava'],
  ['Sergei', 'Ivanov', 'Сергей Иванов'],
  ['Olga', 'Melnikova', 'Ольга'],
  ['Mikheil', 'Baratashvili', 'Mikheil B.'],
  ['Tamuna', 'Sharashidze', 'Tamuna Sharashidze'],
  ['Nikoloz', 'Kharaishvili', 'Nika Kharaishvili'],
  ['Maia', 'Tskhadadze', 'ქალაქის ბინები'],
  ['Revaz', 'Kobakhidze', 'რეზო კობახიძე'],
  ['Sophie', 'Bennett', 'Sophie Bennett'],
  ['Elene', 'Gabunia', 'Elene Gabunia'],
  ['Vakhtang', 'Lordkipanidze', 'Vakho'],
  ['Nana', 'Shengelia', 'Nana Shengelia'],
];

/** A demo account that sells as a business: its public page (`/agency/{id}`) and "who is selling" show it. */
export interface DemoBusiness {
  accountType: Exclude<AccountType, 'Owner'>;
  agencyName: string;
  /** The badge only an Admin grants (decision 039): one of each kind, so the demo shows both. */
  isVerified: boolean;
  /** The generated logo: its storage key and the colours it is drawn in. */
  logo: { key: string; background: string; foreground: string };
}

/** The business accounts among the demo accounts and the sellers, by e-mail. */
export const DEMO_BUSINESSES: Readonly<Record<string, DemoBusiness>> = {
  'agent@sakhli.example': {
    accountType: 'Agency',
    agencyName: 'Tbilisi Home Realty',
    isVerified: true,
    logo: { key: 'seed/logos/tbilisi-home-realty.webp', background: '#1f5f7a', foreground: '#f4d35e' },
  },
  // Maia Tskhadadze, "ქალაქის ბინები" (City Apartments): a developer selling flats in her new buildings.
  'seller19@sakhli.example': {
    accountType: 'Developer',
    agencyName: 'ქალაქის ბინები',
    isVerified: false,
    logo: { key: 'seed/logos/kalakis-binebi.webp', background: '#7a2e3b', foreground: '#f7efe2' },
  },
};
