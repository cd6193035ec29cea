import { render, screen } from '@testing-library/react';
import { SessionContext } from '@/lib/session';
import { fakeSession } from '@/testing/session';
import { SessionGate } from './session-provider';

describe('sign-in state', () => {
  it("shows the full-page 'Cargando...' spinner while sign-in state resolves", () => {
    render(
      <SessionContext value={fakeSession({ status: 'loading' })}>
        <SessionGate>
          <p>content</p>
        </SessionGate>
      </SessionContext>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    expect(screen.queryByText('content')).not.toBeInTheDocument();
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
    expect(screen.queryByText('Cargando...')).not.toBeInTheDocument();
  });
});
