import { composeStory, type Meta, type StoryObj } from '@storybook/react-vite';
import axe from 'axe-core';
import { waitFor, within } from 'storybook/test';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SIDE_BY_SIDE, toolbarThemes } from '../../.storybook/themes';
import { computedColor } from '../../packages/widgets/src/test-utils/css';
import * as GeneralInformation from '../../packages/widgets/src/GeneralInformation/GeneralInformation.stories';
import * as HazardIndex from '../../packages/widgets/src/HazardIndex/HazardIndex.stories';
import { hazardIndexCopy } from '../../packages/widgets/src/HazardIndex/HazardIndex';
import * as LoginForm from '../../packages/widgets/src/LoginForm/LoginForm.stories';
import * as IndustrySearch from '../../packages/widgets/src/IndustrySearch/IndustrySearch.stories';

/**
 * The toolbar's "All side by side" view renders a story four times, once per theme. The story
 * projects cannot run it (play functions find four of everything), so this renders a few stories
 * side by side, without their play functions, and runs axe as the a11y addon does: ids, landmarks
 * and each theme's contrast must hold with all four copies on one page.
 */
const cases: { stories: { default: Pick<Meta, 'title'> }; story: string; ready: (canvas: ReturnType<typeof within>) => HTMLElement[] }[] = [
  { stories: LoginForm, story: 'Idle', ready: (canvas) => canvas.queryAllByRole('textbox', { name: 'Username' }) },
  { stories: HazardIndex, story: 'ChartMode', ready: (canvas) => canvas.queryAllByRole('img', { name: hazardIndexCopy.chartLabel }) },
  { stories: GeneralInformation, story: 'Overview', ready: (canvas) => canvas.queryAllByRole('navigation') },
  { stories: IndustrySearch, story: 'Playground', ready: (canvas) => canvas.queryAllByRole('combobox', { name: 'Search industries' }) },
];

const root = document.createElement('div');
beforeAll(() => {
  root.style.width = '1000px';
  document.body.append(root);
});
afterAll(() => root.remove());

/** Renders a story (without its play function) in the side-by-side view: one copy per theme. */
async function renderSideBySide(stories: unknown, story: string): Promise<{ parameters: unknown }> {
  const module = stories as { default: Meta } & Record<string, StoryObj>;
  const annotations = module[story];
  if (!annotations) throw new Error(`no story ${story}`);
  const composed = composeStory({ ...annotations, play: undefined }, module.default, { initialGlobals: { theme: SIDE_BY_SIDE } }, story);
  await composed.run({ canvasElement: root });
  return composed;
}

test.each(cases.map((entry) => [`${entry.stories.default.title ?? ''} ${entry.story}`, entry] as const))(
  '%s side by side is axe-clean',
  async (_name, { stories, story, ready }) => {
    const composed = await renderSideBySide(stories, story);
    // Each copy has loaded (its own SWR cache, the same MSW answers) and sits in a region named after its theme.
    await waitFor(() => expect(ready(within(root))).toHaveLength(4));
    expect(within(root).getAllByRole('region', { name: /^(Default|NatCat|Partner: .+)$/ })).toHaveLength(4);

    // The preview's axe settings, plus the rule the a11y addon always turns off for fragments.
    const config = (composed.parameters as { a11y?: { config?: axe.Spec } }).a11y?.config ?? {};
    axe.reset();
    axe.configure({ ...config, rules: [{ id: 'region', enabled: false }, ...(config.rules ?? [])] });
    const { violations } = await axe.run(document.body);
    expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  },
);

test.each([
  ['Widgets/HazardIndex ChartMode', HazardIndex, 'ChartMode', [hazardIndexCopy.chart, hazardIndexCopy.grid]],
  ['Widgets/IndustrySearch Playground', IndustrySearch, 'Playground', ['Browse']],
] as const)("%s side by side shows each theme's own action colours", async (_name, stories, story, buttons) => {
  await renderSideBySide(stories, story);
  const navy = computedColor(toolbarThemes[0]!.theme.color.action.secondary.foreground);
  for (const { title, theme } of toolbarThemes) {
    const copy = within(within(root).getByRole('region', { name: title }));
    for (const name of buttons) {
      const style = getComputedStyle(await copy.findByRole('button', { name }));
      expect({ title, name, color: style.color, border: style.borderColor }).toEqual({
        title,
        name,
        color: computedColor(theme.color.action.secondary.foreground),
        border: computedColor(theme.color.action.secondary.border),
      });
      if (title.startsWith('Partner')) expect(style.color).not.toBe(navy);
    }
  }
});
