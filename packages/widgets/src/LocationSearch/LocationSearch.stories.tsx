import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { natcatCopy } from '../rules/natcat';
import { withFreshCache } from '../test-utils/swr';
import { LocationSearch } from './LocationSearch';

const suggestions = [
  {
    place_id: 'au:9710',
    description: 'Townson QLD 4341, Australia',
    main_text: 'Townson',
    secondary_text: 'QLD 4341, Australia',
    postcode: '4341',
  },
  {
    place_id: 'au:14186',
    description: 'Townsville QLD 4810, Australia',
    main_text: 'Townsville',
    secondary_text: 'QLD 4810, Australia',
    postcode: '4810',
  },
];
const townsvillePlace = {
  place_id: 'au:14186',
  address: 'Townsville QLD 4810, Australia',
  lat: -19.2589635,
  lng: 146.8169483,
  street: null,
  suburb: 'Townsville',
  state: 'QLD',
  postcode: '4810',
  country: { code: 'au', name: 'Australia' },
};

const meta = {
  title: 'Widgets/LocationSearch',
  component: LocationSearch,
  args: { value: null, onChange: fn() },
  parameters: {
    msw: {
      handlers: [
        http.get('/api/geo/places', () => HttpResponse.json({ data: suggestions })),
        http.get('/api/geo/places/:placeId', () => HttpResponse.json(townsvillePlace)),
      ],
    },
  },
  decorators: [
    (Story) =>
      withFreshCache(
        <div style={{ maxWidth: 560 }}>
          <Story />
        </div>,
      ),
  ],
} satisfies Meta<typeof LocationSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type a suburb or postcode, pick a suggestion, press Search. */
export const Playground: Story = {};

/** Nothing chosen: Search is disabled. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: natcatCopy.search })).toBeDisabled();
  },
};

/** Suggestions show postal codes; choosing one enables Search, which hands back the place's details. */
export const ChoosePlace: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Business location' }), 'Towns');
    // The list is in the portal container, outside the story's root.
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('option', { name: /Townsville QLD 4810/ }, { timeout: 3000 }));
    await userEvent.click(canvas.getByRole('button', { name: natcatCopy.search }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ address: 'Townsville QLD 4810, Australia', postcode: '4810' })),
    );
  },
};

/** No suggestion for the text: the list stays closed (geocoding failures are only logged). */
export const NoSuggestions: Story = {
  parameters: { msw: { handlers: [http.get('/api/geo/places', () => HttpResponse.json({ data: [] }))] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Zzyzx');
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A location is set: it shows with Change Location. */
export const LocationSet: Story = {
  args: { value: { address: 'Townsville QLD 4810, Australia', lat: -19.26, lng: 146.82, postcode: '4810' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Townsville QLD 4810, Australia')).toBeVisible();
    await expect(canvas.getByRole('button', { name: natcatCopy.changeLocation })).toBeEnabled();
  },
};

/** A New Zealand address (no postcode in the gazetteer). */
export const NewZealand: Story = {
  args: { country: 'nz', value: { address: 'Wellington, New Zealand', lat: -41.29, lng: 174.78, postcode: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Wellington, New Zealand')).toBeVisible();
  },
};
