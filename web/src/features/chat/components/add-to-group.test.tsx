import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/server';
import { campaignsEndpoint, renderDashboard, storeUser } from '@/testing/dashboard';

const suggestion = { campaignId: 'c-1', group: 'EV chargers', field: 'headlines', lines: ['Ask for a Quote', 'Request a Quote Today'] };
const history = () => JSON.parse(localStorage.getItem('chatHistory') ?? '[]') as { role: string; suggestion?: unknown }[];

function campaign(headlines: string[]) {
  return {
    campaign: {
      id: 'c-1',
      name: 'Spark North Electrical',
      strategy: {
        adGroups: [
          {
            name: 'EV chargers',
            keywords: [],
            ad: { headlines, descriptions: ['EV chargers by a licensed QLD electrician.'], path1: 'ev', path2: '' },
          },
          {
            name: 'Smoke alarms',
            keywords: [],
            ad: { headlines: ['Smoke Alarms'], descriptions: ['Smoke alarms.'], path1: 'smoke', path2: '' },
          },
        ],
      },
    },
  };
}

/** The campaign as GET answers it, and every PATCH body; `patch` answers each PATCH. */
function campaignEndpoint(headlines: string[], patch: () => Response = () => HttpResponse.json(campaign(headlines))) {
  const patches: unknown[] = [];
  server.use(
    http.get('*/campaign/user/user-1/c-1', () => HttpResponse.json(campaign(headlines))),
    http.patch('*/campaign/user/user-1/c-1', async ({ request }) => {
      patches.push(await request.json());
      return patch();
    }),
  );
  return patches;
}

async function openChatWithAnswer() {
  localStorage.setItem(
    'chatHistory',
    JSON.stringify([
      { role: 'user', text: 'write 2 headlines for EV chargers', timestamp: 1 },
      {
        role: 'assistant',
        text: 'New headlines for the ad group “EV chargers”:\n1. Ask for a Quote\n2. Request a Quote Today',
        timestamp: 2,
        suggestion,
      },
    ]),
  );
  const rendered = renderDashboard();
  await screen.findByRole('heading', { name: 'Campaign assistant' }, { timeout: 5000 });
  return rendered;
}
const addButton = () => screen.findByRole('button', { name: 'Add these 2 lines to the ad group “EV chargers”' });

describe('"Add to this group" in the chat', { timeout: 15_000 }, () => {
  beforeEach(() => {
    storeUser();
    campaignsEndpoint([]);
  });

  it('adds the lines to that group’s whole ad with the per-group PATCH, from the keyboard, and says so', async () => {
    const existing = ['EV Chargers in Brisbane', 'Spark North Electrical', 'Get a Quote'];
    const patches = campaignEndpoint(existing);
    const { user } = await openChatWithAnswer();
    const button = await addButton();
    expect(button).toHaveTextContent('Add to this group');
    button.focus();
    await user.keyboard('{Enter}');
    const status = await screen.findByText('Added to “EV chargers” as your own lines (5 of 15 headlines).');
    // Announced politely to screen readers.
    expect(status).toHaveAttribute('role', 'status');
    expect(patches).toEqual([
      {
        adGroups: [
          {
            name: 'EV chargers',
            ad: {
              headlines: [...existing, 'Ask for a Quote', 'Request a Quote Today'],
              descriptions: ['EV chargers by a licensed QLD electrician.'],
              path1: 'ev',
              path2: '',
            },
          },
        ],
      },
    ]);
    // Done: not offered twice.
    expect(screen.queryByRole('button', { name: /Add these 2 lines/ })).not.toBeInTheDocument();
  });

  it('adds only what fits under 15 headlines and says the rest needs a replacement', async () => {
    const existing = Array.from({ length: 14 }, (_, i) => `Headline ${i + 1}`);
    const patches = campaignEndpoint(existing);
    const { user } = await openChatWithAnswer();
    await user.click(await addButton());
    expect(await screen.findByText(/Added 1 of 2 to “EV chargers”: its ad now has 15 headlines, Google's maximum/)).toBeInTheDocument();
    expect((patches[0] as { adGroups: { ad: { headlines: string[] } }[] }).adGroups[0]!.ad.headlines).toEqual([
      ...existing,
      'Ask for a Quote',
    ]);
  });

  it('sends nothing when the group already has 15 headlines, and says what to do', async () => {
    const patches = campaignEndpoint(Array.from({ length: 15 }, (_, i) => `Headline ${i + 1}`));
    const { user } = await openChatWithAnswer();
    await user.click(await addButton());
    expect(await screen.findByText(/“EV chargers” already has 15 headlines, Google's maximum/)).toBeInTheDocument();
    expect(patches).toEqual([]);
  });

  it('shows the failure as an alert and can be tried again', async () => {
    let fail = true;
    const patches = campaignEndpoint(['Get a Quote'], () =>
      fail ? HttpResponse.json({ error: 'INTERNAL', message: 'x' }, { status: 500 }) : HttpResponse.json(campaign(['Get a Quote'])),
    );
    const { user } = await openChatWithAnswer();
    await user.click(await addButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The lines could not be added. Try again.');
    fail = false;
    await user.click(await addButton());
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(await screen.findByText(/Added to “EV chargers” as your own lines/)).toBeInTheDocument();
  });

  it('after a reload, says the lines are in the group already instead of offering them again', async () => {
    const patches = campaignEndpoint(['Get a Quote', 'Ask for a Quote', 'Request a Quote Today']);
    await openChatWithAnswer();
    expect(await screen.findByText('“EV chargers” already has these lines.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: /Add these 2 lines/ })).not.toBeInTheDocument();
    expect(patches).toEqual([]);
  });

  it('offers the button under a new answer that carries a suggestion, and keeps it in the history', async () => {
    campaignEndpoint(['Get a Quote']);
    server.use(
      http.post('*/chat', () =>
        HttpResponse.json({ response: 'New headlines:\n1. Ask for a Quote\n2. Request a Quote Today', suggestion }),
      ),
    );
    const rendered = renderDashboard();
    await screen.findByRole('heading', { name: 'Campaign assistant' }, { timeout: 5000 });
    await rendered.user.type(screen.getByRole('textbox', { name: 'Message' }), 'write 2 headlines for EV chargers');
    await rendered.user.click(screen.getByRole('button', { name: 'Send' }));
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(
      await within(log).findByRole('button', { name: 'Add these 2 lines to the ad group “EV chargers”' }, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(history().at(-1)).toMatchObject({ role: 'assistant', suggestion }));
  });
});
