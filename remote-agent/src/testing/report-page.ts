// Test support: a report page (period, paged rows, totals) answered by one endpoint of the fake API.
import type { Endpoint } from '@suite/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUpPageTests } from './page-setup';
import { lastPayload, networkError, onApi } from './shared-mock';

/**
 * The page frame (setUpPageTests) with `endpoint` answering `page` before each test, unless the test
 * swaps the answer (`answerWith`). `caption` names the report's table (its caption starts the name).
 */
export function setUpReportTests<Q, P>(endpoint: Endpoint<Q, P>, page: P, caption: RegExp) {
  let answer: (query: Q) => unknown = () => page;
  setUpPageTests();
  beforeEach(() => {
    answer = () => page;
    onApi(endpoint.path, (query: Q) => answer(query));
  });
  const table = () => screen.findByRole('table', { name: caption });
  return {
    answerWith: (next: (query: Q) => unknown) => {
      answer = next;
    },
    /** The last query the page sent. */
    query: () => lastPayload<Q>(endpoint.path),
    table,
    /** The call is lost until Retry: `render()` shows the alert with `failed`, and Retry brings the table. */
    async expectRetryAfterFailure(render: () => unknown, failed: string) {
      let fail = true;
      answer = () => {
        if (fail) throw networkError();
        return page;
      };
      render();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(failed);
      fail = false;
      await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
      expect(await table()).toBeInTheDocument();
    },
  };
}

/** The texts of a table row's cells. */
export const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

/** The text of each figure in the totals named `title`, by its label. */
export function totalsIn(title: string): (label: string) => string | null | undefined {
  const region = screen.getByRole('region', { name: title });
  return (label) => within(region).getByText(label).nextSibling?.textContent;
}
