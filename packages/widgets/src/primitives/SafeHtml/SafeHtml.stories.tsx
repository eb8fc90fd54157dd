import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SafeHtml } from './SafeHtml';

const meta = {
  title: 'Primitives/SafeHtml',
  component: SafeHtml,
  args: {
    html: '<p>Bakeries run <strong>ovens and fryers</strong> for long hours.</p><ul><li>Fire load from flour dust</li><li>Burns and scalds</li></ul>',
  },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ovens and fryers')).toBeVisible();
  },
};

/** Hostile HTML renders as its text only. */
export const HostileInput: Story = {
  args: { html: '<img src=x onerror="window.__xss=1"><p>Only this text remains.</p><a href="javascript:alert(1)">and this</a>' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('Only this text remains.')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  },
};

/** Capped at 4 lines, as the hazard summary is. */
export const LineClamp: Story = {
  args: {
    lineClamp: 4,
    style: { maxWidth: 280 },
    id: 'clamped-summary',
    html: `<p>${'Commercial bakeries combine heat, fuel and combustible dust. '.repeat(8)}</p>`,
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('#clamped-summary');
    await expect(root).not.toBeNull();
    if (!root) return;
    await expect(root.scrollHeight).toBeGreaterThan(root.clientHeight);
  },
};
