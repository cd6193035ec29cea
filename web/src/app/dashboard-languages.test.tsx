import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/server';
import { campaignsEndpoint, renderDashboard, storeUser } from '@/testing/dashboard';

/**
 * The dashboard in both interface languages: the SPEC's strings word for word in their
 * own language, the other language's faithful translation, money with its currency.
 */

const cordoba = { id: 'geonames:3860259', kind: 'city', name: 'Córdoba, Córdoba, Argentina', countryCode: 'AR' };
const summaryCampaign = {
  id: 'c1',
  name: 'Panadería Sol',
  objective: 'Website traffic',
  type: 'Search',
  location: 'Córdoba',
  language: 'Español',
  budget: 150,
  createdAt: 2,
};

async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const chatMessages = () => within(screen.getByRole('log')).queryAllByRole('listitem');

describe('dashboard in Spanish', { timeout: 20_000 }, () => {
  beforeEach(() => storeUser());

  it('shows the chat, the sidebar and the SPEC Spanish list error', async () => {
    campaignsEndpoint(() => HttpResponse.json({ error: 'INTERNAL', message: 'x' }, { status: 500 }));
    renderDashboard('/dashboard', { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Asistente de campañas' }, { timeout: 5000 })).toBeInTheDocument();
    const sidebar = within(screen.getByRole('complementary', { name: 'Tus campañas' }));
    expect(await sidebar.findByRole('alert')).toHaveTextContent('No pudimos cargar tus campañas.');
    expect(sidebar.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await waitFor(() => expect(document.title).toBe('Panel · Pautia'));
  });

  it('adds the campaign summary with Spanish labels and the budget in US dollars', async () => {
    campaignsEndpoint([summaryCampaign]);
    const { user } = renderDashboard('/dashboard', { language: 'es' });
    const sidebar = within(await screen.findByRole('complementary', { name: 'Tus campañas' }, { timeout: 5000 }));
    const item = await sidebar.findByRole('button', { name: /Panadería Sol/ });
    expect(item).toHaveTextContent('Tráfico al sitio web · Búsqueda');
    expect(sidebar.getByRole('link', { name: 'Abrir Panadería Sol' })).toHaveAttribute('href', '/campaigns/c1');
    await user.click(item);
    expect(chatMessages()[0]?.querySelector('.chat-text')?.textContent).toBe(
      'Resumen de la campaña\nNombre: Panadería Sol\nObjetivo: Tráfico al sitio web\nTipo: Búsqueda\nUbicación: Córdoba\nIdioma: Español\nPresupuesto: US$\u00a0150,00 por semana',
    );
  });

  it('answers a failed reply with the apology, and a used-up plan with the upgrade overlay', async () => {
    campaignsEndpoint([]);
    let limit = false;
    server.use(
      http.post('*/chat', () =>
        limit
          ? HttpResponse.json({ error: 'LIMIT_REACHED', message: 'x' }, { status: 429 })
          : HttpResponse.json({ error: 'INTERNAL', message: 'x' }, { status: 500 }),
      ),
    );
    const { user } = renderDashboard('/dashboard', { language: 'es' });
    const box = await screen.findByRole('textbox', { name: 'Mensaje' }, { timeout: 5000 });
    await user.type(box, 'Hola{Enter}');
    await waitFor(() => expect(chatMessages().at(-1)).toHaveTextContent('Perdón, tuve un error. Probá de nuevo.'));
    expect(chatMessages().at(-1)).toHaveTextContent('Asistente');

    limit = true;
    await user.type(box, 'Otra{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Mejorá tu plan para seguir chateando' });
    expect(dialog).toHaveTextContent('Superaste la cantidad de chats que incluye tu plan.');
    expect(within(dialog).getByRole('link', { name: 'Mejorar plan' })).toHaveAttribute('href', '/pricing');
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it('walks the five steps in Spanish, shows the budget in pesos at the stated rate, and the SPEC Spanish generation error', async () => {
    campaignsEndpoint([]);
    server.use(
      http.get('*/geo/suggest', () => HttpResponse.json({ places: [cordoba], source: 'offline' })),
      http.post('*/campaign/user/user-1', () => HttpResponse.json({ error: 'INTERNAL', message: 'x' }, { status: 500 })),
    );
    const { user } = renderDashboard('/dashboard#new', { language: 'es' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Datos del negocio' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Pasos del formulario' })).toHaveTextContent(
      '1Datos del negocio2Objetivos3Segmentación4Palabras clave5Presupuesto y enlaces',
    );
    expect(screen.getByText('Paso 1 de 5')).toBeInTheDocument();
    const next = () => screen.getByRole('button', { name: 'Siguiente' });

    await user.click(next());
    expect(screen.getByLabelText('Describí tu negocio')).toHaveAccessibleDescription(
      expect.stringContaining('Describí tu negocio en más de 20 caracteres.'),
    );
    await enter(user, screen.getByLabelText('Describí tu negocio'), 'Panadería familiar en Córdoba: pan de masa madre y tortas a pedido.');
    await user.click(next());

    await screen.findByRole('heading', { level: 3, name: 'Objetivos' });
    await user.click(screen.getByRole('radio', { name: /^Ventas/ }));
    // The value sent stays the SPEC's; the type step says what is created in Google Ads today.
    expect(screen.getByRole('radio', { name: /^Ventas/ })).toHaveAttribute('value', 'Sales');
    const types = screen.getByRole('group', { name: 'Tipo de campaña' });
    expect(types).toHaveAccessibleDescription(expect.stringContaining('Hoy Pautia crea campañas de Búsqueda en tu cuenta de Google Ads.'));
    expect(within(types).getByRole('radio', { name: /^Búsqueda.*Se crea en Google Ads/ })).toBeChecked();
    expect(within(types).getByRole('radio', { name: /^Display.*Solo el plan/ })).toHaveAttribute('value', 'Display');
    await user.click(next());

    await screen.findByRole('heading', { level: 3, name: 'Segmentación' });
    await user.type(screen.getByRole('combobox', { name: 'Ubicación' }), 'Córdoba');
    await user.click(await screen.findByRole('option', { name: /Córdoba, Córdoba, Argentina/ }));
    expect(screen.getByText('Los anuncios van a apuntar a la ciudad de Córdoba, Córdoba, Argentina.')).toBeInTheDocument();
    await enter(user, screen.getByLabelText('Idioma', { selector: 'input' }), 'Español');
    await user.click(next());

    await screen.findByRole('heading', { level: 3, name: 'Palabras clave' });
    await enter(user, screen.getByRole('textbox', { name: 'Palabras clave' }), 'panadería córdoba, tortas a pedido');
    expect(screen.getByRole('textbox', { name: 'Palabras clave' })).toHaveAccessibleDescription(
      expect.stringContaining('2 palabras clave.'),
    );
    expect(screen.getByRole('button', { name: '¿Qué es Palabra clave negativa?' })).toBeInTheDocument();
    await user.click(next());

    await screen.findByRole('heading', { level: 3, name: 'Presupuesto y enlaces' });
    const budget = screen.getByLabelText('Presupuesto semanal (USD)');
    expect(budget).toHaveAccessibleDescription(/^Mínimo recomendado: US\$\s50 por semana/);
    // Beside the SPEC's USD field, the same budget in pesos: either one converts the other at the dated rate.
    const pesos = screen.getByLabelText('Presupuesto semanal en ARS');
    expect(pesos).toHaveAccessibleDescription(/^Mínimo ≈ ARS\s72\.500 por semana \(cambio de referencia del 1 nov 2026\)$/);
    await user.type(budget, '150');
    expect(pesos).toHaveValue(217500);
    await user.clear(pesos);
    await user.type(pesos, '145000');
    expect(budget).toHaveValue(100);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generar estrategia' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocurrió un error al generar la respuesta.');
    expect(screen.getByRole('button', { name: 'Volver al chat' })).toBeInTheDocument();
  });

  it('shows the validation messages in Spanish, with the minimum in US dollars', async () => {
    campaignsEndpoint([]);
    sessionStorage.setItem(
      'campaignDraft',
      JSON.stringify({
        uid: 'user-1',
        step: 4,
        campaignId: null,
        values: {
          about: 'Panadería familiar en Córdoba con tortas.',
          objective: 'Sales',
          type: 'Search',
          location: 'Córdoba',
          language: 'Español',
          keywords: 'tortas',
          budget: '40',
          link1: 'panaderia.com',
        },
      }),
    );
    const { user } = renderDashboard('/dashboard#new', { language: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Generar estrategia' }, { timeout: 5000 }));
    // (Text matching normalises the no-break space money is written with.)
    expect(screen.getByText('El presupuesto semanal mínimo es de US$ 50.')).toBeInTheDocument();
    expect(screen.getByText('Ingresá una dirección completa que empiece con http:// o https://.')).toBeInTheDocument();
    // No place picked from the suggestions: no conversion is guessed.
    expect(screen.queryByTestId('budget-equivalent')).not.toBeInTheDocument();
  });

  it('Premium: the connect modal, and the success alert in Spanish', async () => {
    storeUser({ plan: 'PREMIUM' });
    campaignsEndpoint([]);
    let connected = false;
    server.use(
      http.post('*/campaign/user/user-1/real', () =>
        connected
          ? HttpResponse.json({
              message: 'Campaña creada en tu cuenta de Google Ads. Está pausada: revisala antes de activarla.',
              campaign: { id: 'c9' },
              googleAds: { customerId: '123-456-7890', campaignResourceName: 'customers/1234567890/campaigns/55', status: 'PAUSED' },
            })
          : HttpResponse.json({ error: 'GOOGLE_ADS_NOT_CONNECTED', message: 'x' }, { status: 403 }),
      ),
    );
    sessionStorage.setItem(
      'campaignDraft',
      JSON.stringify({
        uid: 'user-1',
        step: 4,
        campaignId: 'c9',
        values: {
          about: 'Panadería familiar en Córdoba con tortas.',
          objective: 'Leads',
          type: 'Search',
          location: 'Córdoba',
          language: 'Español',
          keywords: 'tortas',
          budget: '80',
        },
      }),
    );
    const { user } = renderDashboard('/dashboard#new', { language: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Crear en Google Ads' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Conectá Google Ads para continuar' });
    expect(dialog).toHaveTextContent('Para crear campañas desde Pautia, tenés que autorizar el acceso a tu cuenta de Google Ads.');
    expect(within(dialog).getByRole('button', { name: 'Conectar' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    connected = true;
    await user.click(screen.getByRole('button', { name: 'Crear en Google Ads' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Creada en Google Ads' });
    expect(alert).toHaveTextContent('Campaña creada en tu cuenta de Google Ads.');
    expect(alert).toHaveTextContent('Está pausada: revisala antes de activarla. Cliente de Google Ads 123-456-7890, campaña 55.');
    expect(within(alert).getAllByText('Campaña creada en tu cuenta de Google Ads.', { exact: false })).toHaveLength(1);
    expect(within(alert).getByRole('link', { name: 'Abrir la página de la campaña' })).toHaveAttribute('href', '/campaigns/c9');
    await user.click(within(alert).getByRole('button', { name: 'Aceptar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('dashboard in English', { timeout: 20_000 }, () => {
  beforeEach(() => storeUser());

  it("shows the SPEC's English strings and the English translation of its Spanish ones", async () => {
    campaignsEndpoint(() => HttpResponse.json({ error: 'INTERNAL', message: 'x' }, { status: 500 }));
    renderDashboard('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Campaign assistant' }, { timeout: 5000 })).toBeInTheDocument();
    const sidebar = within(screen.getByRole('complementary', { name: 'Your campaigns' }));
    expect(await sidebar.findByRole('alert')).toHaveTextContent("We couldn't load your campaigns.");
    await waitFor(() => expect(document.title).toBe('Dashboard · Pautia'));
  });

  it('says which campaign types are created in Google Ads and shows the budget in the place currency', async () => {
    campaignsEndpoint([]);
    server.use(http.get('*/geo/suggest', () => HttpResponse.json({ places: [cordoba], source: 'offline' })));
    sessionStorage.setItem(
      'campaignDraft',
      JSON.stringify({
        uid: 'user-1',
        step: 1,
        campaignId: null,
        values: { about: 'Family bakery in Córdoba with custom cakes.', objective: 'Sales', type: 'Search' },
      }),
    );
    const { user } = renderDashboard('/dashboard#new');
    const types = await screen.findByRole('group', { name: 'Campaign type' }, { timeout: 5000 });
    expect(types).toHaveAccessibleDescription(expect.stringContaining('Today Pautia creates Search campaigns in your Google Ads account.'));
    expect(within(types).getByRole('radio', { name: /^Search.*Created in Google Ads/ })).toBeChecked();
    expect(within(types).getByRole('radio', { name: /^Performance.*Plan only/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.type(await screen.findByRole('combobox', { name: 'Location' }), 'Córdoba');
    await user.click(await screen.findByRole('option', { name: /Córdoba, Córdoba, Argentina/ }));
    await enter(user, screen.getByLabelText('Language', { selector: 'input' }), 'Spanish');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await enter(user, await screen.findByRole('textbox', { name: 'Keywords' }), 'bakery');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const budget = await screen.findByLabelText('Weekly budget (USD)');
    expect(budget).toHaveAccessibleDescription(/^Minimum \$50\/week recommended$/);
    expect(screen.getByLabelText('Weekly budget in ARS')).toHaveAccessibleDescription(
      /^Minimum ≈ ARS\s72,500 a week \(reference rate of Nov 1, 2026\)$/,
    );
  });
});
