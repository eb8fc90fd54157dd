import { isCountryCode } from '@riskatlas/domain';
import { AdvertisementsUnavailableError, type Advertisement } from './types.js';

const LINK_TYPES = new Set(['local', 'external']);
const SCOPES = new Set(['main', 'white_label']);
const TEXT_FIELDS = ['key', 'title', 'description', 'cover', 'link', 'button_text'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function readAdvertisement(value: unknown, index: number): Advertisement {
  const fail = (why: string) => new AdvertisementsUnavailableError(`advertisements[${index}]: ${why}`);
  if (!isRecord(value)) throw fail('not an object');
  for (const field of TEXT_FIELDS) if (typeof value[field] !== 'string') throw fail(`${field} is not a string`);
  const { linkType, scope, countries, applied_apps } = value;
  if (typeof linkType !== 'string' || !LINK_TYPES.has(linkType)) throw fail('linkType is not local or external');
  if (typeof scope !== 'string' || !SCOPES.has(scope)) throw fail('scope is not main or white_label');
  if (!isStringList(countries) || !countries.every(isCountryCode)) throw fail('countries are not au/nz/gb/others');
  if (!isStringList(applied_apps)) throw fail('applied_apps is not a list of strings');
  // Only the contract's fields travel on: an editor's extra keys stay in the document.
  return {
    key: value.key as string,
    title: value.title as string,
    description: value.description as string,
    cover: value.cover as string,
    link: value.link as string,
    linkType: linkType as Advertisement['linkType'],
    button_text: value.button_text as string,
    scope: scope as Advertisement['scope'],
    countries,
    applied_apps,
  };
}

/** Reads the storage's document `{ "advertisements": [...] }`; anything else is refused as a whole. */
export function parseAdvertisementDocument(text: string): Advertisement[] {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new AdvertisementsUnavailableError('the advertisement document is not JSON');
  }
  if (!isRecord(document) || !Array.isArray(document.advertisements)) {
    throw new AdvertisementsUnavailableError('the advertisement document has no advertisements list');
  }
  return document.advertisements.map(readAdvertisement);
}
