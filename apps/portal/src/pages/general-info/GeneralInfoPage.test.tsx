import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiFor, json, renderAt, USER } from '../../test-support';

const classes = [
  { id: 1, name: 'Property Damage', slug: 'property_damage', fallback_id: null, grouping: 'commercial', includes: [], personal: false },
  { id: 7, name: 'Cyber Risks', slug: 'cyber_risks', fallback_id: null, grouping: 'commercial', includes: [], personal: false },
];
const writeUps = classes.map(({ id, name, slug }) => ({
  insurance_class: { id, name, slug },
  title: name,
  content: `<p>${name} for every business.</p>`,
}));
const api = (user: Record<string, unknown>) =>
  apiFor(user, {
    '/insurance_classes': () => json({ data: classes }),
    [`/general_information/${String(user.country)}`]: () => json({ data: writeUps }),
  });

describe('/general-info', () => {
  it('opens the overview for an AU user, and a class page from its menu', async () => {
    renderAt('/general-info', api(USER), 'token-1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/general-info/general-info'));
    const menu = await screen.findByRole('navigation', { name: 'General Information' });
    await within(menu).findByRole('link', { name: 'Cyber Risks' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Cyber Risks' }));
    expect(await screen.findByText('Cyber Risks for every business.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/general-info/cyber-risks');
  });

  it('opens a class page directly for an NZ user', async () => {
    renderAt('/general-info/property-damage', api({ ...USER, country: 'nz' }), 'token-1');
    expect(await screen.findByText('Property Damage for every business.')).toBeInTheDocument();
  });

  it('sends a GB user to /not-found', async () => {
    renderAt('/general-info', api({ ...USER, country: 'gb' }), 'token-1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/not-found'));
  });
});
