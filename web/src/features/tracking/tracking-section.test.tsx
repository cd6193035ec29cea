import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { TrackingResponse } from '@contract/tracking';
import { SessionContext } from '@/lib/session';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { fakeSession, fakeUser } from '@/testing/session';
import { TrackingSection } from './tracking-section';

const TRACKING_URL = '*/campaign/user/user-1/c1/tracking';
const GLOBAL_TAG = '<!-- Google tag (gtag.js) -->\n<script async src="https://www.googletagmanager.com/gtag/js?id=AW-123456789"></script>';

function tracking(overrides: Partial<TrackingResponse> = {}): TrackingResponse {
  return {
    currency: 'ARS',
    checkedAt: '2026-11-22T10:00:00.000Z',
    actions: [
      {
        kind: 'CALL_FROM_ADS',
        resourceName: 'customers/1/conversionActions/1',
        name: 'Pautia - Calls from ads (90 s or more)',
        conversions: 3,
        costPerConversion: 12000,
        state: 'RECORDING',
        silentDays: null,
        lastConversionDate: '2026-11-20',
        callSeconds: 90,
        tag: null,
      },
      {
        kind: 'FORM_OR_ORDER',
        resourceName: 'customers/1/conversionActions/2',
        name: 'Pautia - Form sent',
        conversions: 0,
        costPerConversion: null,
        state: 'NOT_INSTALLED',
        silentDays: null,
        lastConversionDate: null,
        callSeconds: null,
        tag: {
          type: 'WEBPAGE',
          globalSiteTag: GLOBAL_TAG,
          eventSnippet: "<script>gtag('event', 'conversion', {'send_to': 'AW-123456789/abc'});</script>",
        },
      },
      {
        kind: 'WHATSAPP_CLICK',
        resourceName: 'customers/1/conversionActions/3',
        name: 'Pautia - WhatsApp link tapped',
        conversions: 4,
        costPerConversion: 9000,
        state: 'SILENT',
        silentDays: 9,
        lastConversionDate: '2026-11-12',
        callSeconds: null,
        tag: { type: 'WEBPAGE_ONCLICK', globalSiteTag: GLOBAL_TAG, eventSnippet: 'function gtag_report_conversion(url) {}' },
      },
    ],
    ...overrides,
  };
}

function renderSection(language: 'en' | 'es' = 'en') {
  return renderWithProviders(
    <SessionContext value={fakeSession({ user: fakeUser() })}>
      <TrackingSection uid="user-1" campaignId="c1" />
    </SessionContext>,
    { language },
  ).user;
}

describe('TrackingSection', () => {
  it('shows each action’s state, its figures in the account’s currency, and what to paste where for the site’s platform', async () => {
    server.use(http.get(TRACKING_URL, () => HttpResponse.json(tracking())));
    const user = renderSection();
    const call = (await screen.findByRole('heading', { name: 'Pautia - Calls from ads (90 s or more)' })).closest('li')!;
    expect(call).toHaveTextContent('Recording');
    expect(call).toHaveTextContent('3 conversions in the last 30 days · ARS 12,000.00 each');
    expect(call).toHaveTextContent('Nothing to install: Google counts the calls from the ads that last 90 seconds or more.');
    expect(within(call).queryByRole('button', { name: /^Copy/ })).toBeNull();

    const form = screen.getByRole('heading', { name: 'Pautia - Form sent' }).closest('li')!;
    expect(form).toHaveTextContent('Not installed');
    expect(form).toHaveTextContent('only on the page people see after sending the form');
    expect(form).toHaveTextContent('Paste the Google tag just before the head closes');
    expect(form).toHaveTextContent('googletagmanager.com/gtag/js?id=AW-123456789');

    const whatsapp = screen.getByRole('heading', { name: 'Pautia - WhatsApp link tapped' }).closest('li')!;
    expect(whatsapp).toHaveTextContent('Silent for 9 days');
    expect(whatsapp).toHaveTextContent('gtag_report_conversion');

    // Another platform: its own steps.
    await user.selectOptions(screen.getByLabelText('The site is built with'), 'wix');
    expect(form).toHaveTextContent('Settings → Custom code → Add code');
    expect(form).not.toHaveTextContent('just before the head closes');
  });

  it('copies a snippet with one click, and says so', async () => {
    server.use(http.get(TRACKING_URL, () => HttpResponse.json(tracking())));
    const user = renderSection();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const form = (await screen.findByRole('heading', { name: 'Pautia - Form sent' })).closest('li')!;
    await user.click(within(form).getByRole('button', { name: 'Copy: Event snippet — Pautia - Form sent' }));
    expect(writeText).toHaveBeenCalledWith("<script>gtag('event', 'conversion', {'send_to': 'AW-123456789/abc'});</script>");
    expect(within(form).getByText('Copied')).toBeInTheDocument();
  });

  it('e-mails the instructions for the chosen platform to whoever runs the site, and shows the server’s refusal', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(TRACKING_URL, () => HttpResponse.json(tracking())),
      http.post(`${TRACKING_URL}/email`, async ({ request }) => {
        const body = (await request.json()) as { to: string };
        bodies.push(body);
        return body.to === 'nope@bad.example'
          ? HttpResponse.json({ error: 'INVALID_REQUEST', message: 'to: must be an e-mail address', field: 'to' }, { status: 400 })
          : HttpResponse.json({ sent: true });
      }),
    );
    const user = renderSection('es');
    await user.selectOptions(await screen.findByLabelText('El sitio está hecho con'), 'tiendanube');
    await user.type(screen.getByLabelText('Su dirección de e-mail'), 'web@brightsmile.example');
    await user.click(screen.getByRole('button', { name: 'Enviar instrucciones' }));
    expect(await screen.findByText('Enviado a web@brightsmile.example.')).toBeInTheDocument();
    expect(bodies).toEqual([{ to: 'web@brightsmile.example', platform: 'tiendanube' }]);

    await user.clear(screen.getByLabelText('Su dirección de e-mail'));
    await user.type(screen.getByLabelText('Su dirección de e-mail'), 'nope@bad.example');
    await user.click(screen.getByRole('button', { name: 'Enviar instrucciones' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('to: must be an e-mail address');
  });

  it('says when the states cannot be read, and tries again', async () => {
    let calls = 0;
    server.use(
      http.get(TRACKING_URL, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: 'UPSTREAM_FAILED', message: 'Google Ads did not answer.' }, { status: 502 })
          : HttpResponse.json(tracking());
      }),
    );
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Pautia - Form sent' })).toBeInTheDocument());
  });
});
