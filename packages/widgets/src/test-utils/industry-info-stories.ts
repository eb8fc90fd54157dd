import type { Schema } from '@riskatlas/api-client';
import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { industryEmptyCopy } from '../rules/industry-content';
import { industryInfo } from './industry-fixtures';

const url = '/api/industries/15468';
const answering = (body: unknown, status = 200) => ({
  msw: { handlers: [http.get(url, () => HttpResponse.json(body as Record<string, unknown>, { status }))] },
});
/** What these plays use of Storybook's canvas queries. */
interface Canvas {
  findByRole(role: string, options: { name: string }): Promise<HTMLElement>;
  findByText(text: string): Promise<HTMLElement>;
}

/**
 * The states every widget over `GET /industries/15468` shows in Storybook: the default answer (for the
 * meta), still loading, an industry without this widget's data, and a failed load.
 */
export function industryInfoStates(options: { empty: Partial<Schema<'IndustryInfo'>>; loadingLabel: string }) {
  const noData = async ({ canvas }: { canvas: Canvas }) => {
    await expect(await canvas.findByText(industryEmptyCopy.noData)).toBeVisible();
  };
  return {
    parameters: answering(industryInfo),
    Loading: {
      parameters: {
        msw: {
          handlers: [
            http.get(url, async () => {
              await delay('infinite');
              return HttpResponse.json(industryInfo);
            }),
          ],
        },
      },
      play: async ({ canvas }: { canvas: Canvas }) => {
        await expect(await canvas.findByRole('status', { name: options.loadingLabel })).toBeInTheDocument();
      },
    },
    Empty: { parameters: answering({ ...industryInfo, ...options.empty }), play: noData },
    LoadFails: { parameters: answering({ code: 'internal', message: 'Internal error' }, 500), play: noData },
  };
}
