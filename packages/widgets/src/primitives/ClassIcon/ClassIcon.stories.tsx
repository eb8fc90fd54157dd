import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CLASS_SLUGS_WITH_ICONS } from '@riskatlas/domain';
import { ClassIcon } from './ClassIcon';

const meta = {
  title: 'Primitives/ClassIcon',
  component: ClassIcon,
  args: { slug: 'property_damage' },
} satisfies Meta<typeof ClassIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every slug with its own icon, then the generic one. */
export const AllClasses: Story = {
  render: () => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 12, listStyle: 'none', padding: 0 }}>
      {[...CLASS_SLUGS_WITH_ICONS, 'core'].map((slug) => (
        <li key={slug} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <ClassIcon slug={slug} />
          <span>{slug}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(CLASS_SLUGS_WITH_ICONS.length + 1);
  },
};
