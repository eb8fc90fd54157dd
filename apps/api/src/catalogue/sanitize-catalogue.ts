import { sanitizeRichText } from '../html/sanitize.js';
import type { Catalogue } from './types.js';

/** Cleans every HTML field of an imported (untrusted) catalogue in place, once, before it is stored. */
export function sanitizeCatalogueHtml(catalogue: Catalogue): Catalogue {
  for (const industry of catalogue.industries) {
    for (const rating of industry.hazard) rating.comment = sanitizeRichText(rating.comment);
  }
  for (const endorsement of catalogue.endorsements) {
    endorsement.text = sanitizeRichText(endorsement.text);
    endorsement.explanation = sanitizeRichText(endorsement.explanation);
  }
  for (const course of catalogue.courses) {
    for (const guide of course.guides) guide.content = sanitizeRichText(guide.content);
    for (const unit of course.units) unit.text = sanitizeRichText(unit.text);
  }
  return catalogue;
}
