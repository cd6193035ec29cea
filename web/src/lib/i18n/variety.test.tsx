import { act, screen, within } from '@testing-library/react';
import { renderApp } from '@/testing/render';
import { changeVariety } from './i18n-provider';
import { currentVariety } from './language';

const mainNav = () => screen.getByRole('navigation', { name: /^(Main|Principal)$/ });
const heroTitle = () => screen.getByRole('heading', { level: 1 });

describe('the variety of Spanish', () => {
  it('a reader outside Argentina and Uruguay who picks Spanish reads tuteo', async () => {
    const { user } = renderApp('/', { variety: 'tuteo' });
    await screen.findByRole('heading', { level: 1 });

    await user.click(within(mainNav()).getByRole('button', { name: 'ES Español' }));

    await within(mainNav()).findByRole('link', { name: 'Empezar' }, { timeout: 5000 });
    expect(heroTitle()).toHaveTextContent(/^Convierte tu inversión/);
    expect(screen.getByRole('heading', { name: 'Descubre cuánto te devuelve cada dólar' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });

  it('a reader in Argentina reads the SPEC’s voseo', async () => {
    const { user } = renderApp('/', { variety: 'voseo' });
    await screen.findByRole('heading', { level: 1 });

    await user.click(within(mainNav()).getByRole('button', { name: 'ES Español' }));

    await within(mainNav()).findByRole('link', { name: 'Empezar' }, { timeout: 5000 });
    expect(heroTitle()).toHaveTextContent(/^Convertí tu inversión/);
    expect(screen.getByRole('heading', { name: 'Sabé cuánto te devuelve cada dólar' })).toBeInTheDocument();
  });

  it('changes at once when the owner’s country is known, the language staying Spanish', async () => {
    renderApp('/', { language: 'es', variety: 'voseo' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^Convertí/);

    await act(() => changeVariety('tuteo'));

    expect(currentVariety()).toBe('tuteo');
    expect(heroTitle()).toHaveTextContent(/^Convierte/);
    expect(within(mainNav()).getByRole('button', { name: 'ES Español' })).toHaveAttribute('aria-pressed', 'true');
  });
});
