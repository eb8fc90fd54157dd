import { Panel, SubHeading } from '../primitives/shared/calculator';
import { ContactList } from './BuildingCostCalculator.styles';
import { buildingCostCopy as copy } from './copy';

export interface ValuationContact {
  name: string;
  phone?: string;
  email?: string;
  website?: string;
}

/** Where to get a professional valuation; the provider's details come from the host. */
export function ValuationContactCard({ contact }: { contact: ValuationContact | undefined }) {
  return (
    <Panel>
      <SubHeading>{copy.contactHeading}</SubHeading>
      <p>{copy.contactText}</p>
      {contact ? (
        <ContactList>
          <dt>Provider</dt>
          <dd>{contact.name}</dd>
          {contact.phone ? (
            <>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</a>
              </dd>
            </>
          ) : null}
          {contact.email ? (
            <>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
            </>
          ) : null}
          {contact.website ? (
            <>
              <dt>Website</dt>
              <dd>
                <a href={contact.website} target="_blank" rel="noopener noreferrer">
                  {contact.website}
                </a>
              </dd>
            </>
          ) : null}
        </ContactList>
      ) : null}
    </Panel>
  );
}

/** The contact as print-page lines. */
export function contactEntries(contact: ValuationContact | undefined) {
  if (!contact) return [];
  return [
    { label: 'Provider', value: contact.name },
    ...(contact.phone ? [{ label: 'Phone', value: contact.phone }] : []),
    ...(contact.email ? [{ label: 'Email', value: contact.email }] : []),
    ...(contact.website ? [{ label: 'Website', value: contact.website }] : []),
  ];
}
