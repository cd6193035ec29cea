import { screen } from '@testing-library/react';
import { SessionContext } from '@/lib/session';
import { renderWithProviders as render } from '@/testing/render';
import { fakeSession } from '@/testing/session';
import { SessionGate } from './session-provider';

describe('sign-in state', () => {
  const whileLoading = (language: 'es' | 'en') =>
    render(
      <SessionContext value={fakeSession({ status: 'loading' })}>
        <SessionGate>
          <p>content</p>
        </SessionGate>
      </SessionContext>,
      { language },
    );

  it("shows the full-page 'Cargando...' spinner while sign-in state resolves (Spanish interface)", () => {
    whileLoading('es');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    expect(screen.queryByText('content')).not.toBeInTheDocument();
  });

  it("shows 'Loading...' in the English interface", () => {
    whileLoading('en');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the app once the state is known', () => {
    render(
      <SessionContext value={fakeSession()}>
        <SessionGate>
          <p>content</p>
        </SessionGate>
      </SessionContext>,
    );
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});
